/**
 * Makes the case-study brochure, public/downloads/<file>.pdf, from the same content as the
 * /case-study page (app/content/case-study.ts) and the brand facts (app/config/site.ts).
 * It lays the brochure out as HTML and prints it to an A4 PDF with Chromium (Debian's, the
 * one the end-to-end tests use), with the site's own Inter font embedded: one static
 * instance per weight the layout uses, cut to the characters the brochure contains, so
 * the PDF carries small TrueType subsets (Chromium turns a variable font into Type 3
 * outlines of every glyph drawn, and a whole font file into a large embedded program).
 *
 *   node scripts/make-brochure.ts                    # writes the PDF and prints its size
 *   node scripts/make-brochure.ts --preview x.png    # also a PNG of the pages, to look at
 *
 * Run it again whenever the case study or the brand facts change, and commit the PDF.
 */
import { mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import subsetFont from "subset-font";
import { caseStudy as cs } from "#app/content/case-study.ts";
import { fullAddress, site } from "#app/config/site.ts";

const root = path.resolve(import.meta.dirname, "..");
const out = path.join(root, "public", cs.brochure.href);
const fontDir = path.join(root, "node_modules/@fontsource-variable/inter/files");
/** The weights the layout below asks for (body, medium, semibold, bold headings). */
const WEIGHTS = [400, 500, 600, 700] as const;

const esc = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const mark = `<svg viewBox="0 0 40 40" width="34" height="34" aria-hidden="true">
  <rect width="40" height="40" rx="10" fill="#0c6b51"/>
  <path d="M11 28V12l9 10V12M20 28V18l9 10V12" fill="none" stroke="#fbc531" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round"/>
</svg>`;

const points = (items: readonly { title: string; body: string }[], numbered = false) =>
  items
    .map(
      (p, i) => `<div class="point">
        <h3>${numbered ? `<span class="num">${i + 1}</span>` : ""}${esc(p.title)}</h3>
        <p>${esc(p.body)}</p>
      </div>`,
    )
    .join("");

const siteHost = site.url.replace(/^https?:\/\//, "");

const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(cs.title)}</title>
<style>
  /*FONTS*/
  @page { size: A4; margin: 0; }
  * { box-sizing: border-box; }
  body { margin: 0; font-family: Inter, sans-serif; color: #1f3a61; font-size: 10.5pt; line-height: 1.5; }
  .page { width: 210mm; height: 297mm; position: relative; overflow: hidden; page-break-after: always; }
  .page:last-child { page-break-after: auto; }
  .band { background: #0b1b33; color: #fff; padding: 12mm 16mm 9mm; position: relative; }
  .band::after { content: ""; position: absolute; inset: 0; background: radial-gradient(120mm 60mm at 95% -10%, rgba(23,165,122,.45), transparent), radial-gradient(90mm 40mm at 0% 120%, rgba(251,197,49,.18), transparent); }
  .band > * { position: relative; z-index: 1; }
  .brand { display: flex; align-items: center; gap: 3mm; font-weight: 700; font-size: 13pt; }
  .brand small { display: block; font-weight: 500; font-size: 8.5pt; color: #ffd866; letter-spacing: .04em; }
  .eyebrow { margin-top: 8mm; color: #ffd866; font-weight: 600; text-transform: uppercase; letter-spacing: .08em; font-size: 8.5pt; }
  h1 { margin: 2mm 0 0; font-size: 20pt; line-height: 1.18; letter-spacing: -.01em; }
  .lead { margin: 4mm 0 0; color: rgba(255,255,255,.85); font-size: 10pt; max-width: 165mm; }
  .content { padding: 7mm 16mm 0; }
  .facts { display: grid; grid-template-columns: repeat(4, 1fr); gap: 3mm; }
  .fact { border: 1px solid #dfe6ee; border-radius: 3mm; padding: 3mm 3.5mm; }
  .fact dt { font-size: 7.5pt; color: #56698a; text-transform: uppercase; letter-spacing: .05em; font-weight: 600; }
  .fact dd { margin: 1mm 0 0; font-weight: 600; color: #0b1b33; font-size: 9pt; line-height: 1.35; }
  .note { font-size: 8pt; color: #56698a; margin: 3mm 0 0; }
  h2 { font-size: 13.5pt; color: #0b1b33; margin: 6.5mm 0 2.5mm; letter-spacing: -.005em; }
  h2 + .intro { margin-top: -1mm; }
  .highlights { display: grid; grid-template-columns: repeat(4, 1fr); gap: 3mm; background: #0b5642; color: #fff; border-radius: 4mm; padding: 5mm; }
  .highlights strong { display: block; font-size: 15pt; line-height: 1.2; letter-spacing: -.01em; }
  .highlights span { display: block; margin-top: 1.5mm; font-size: 8.5pt; color: rgba(255,255,255,.85); line-height: 1.35; }
  .grid2 { display: grid; grid-template-columns: 1fr 1fr; gap: 3.5mm 7mm; }
  .grid3 { display: grid; grid-template-columns: repeat(3, 1fr); gap: 5mm; }
  .point h3 { margin: 0; font-size: 10.5pt; color: #0b1b33; display: flex; align-items: center; gap: 2mm; }
  .point p { margin: 1mm 0 0; font-size: 9.2pt; line-height: 1.45; }
  .num { display: inline-flex; width: 5.5mm; height: 5.5mm; border-radius: 50%; background: #0c6b51; color: #fff; font-size: 8pt; align-items: center; justify-content: center; flex: none; }
  .intro { margin: 0 0 3.5mm; }
  .benefits .point { background: #ecfaf4; border-radius: 3mm; padding: 4mm; }
  blockquote { margin: 8mm 0 0; padding: 6mm 7mm; border-left: 1.5mm solid #fbc531; background: #f5f8fb; border-radius: 0 3mm 3mm 0; }
  blockquote p { margin: 0; font-size: 12.5pt; line-height: 1.45; color: #0b1b33; font-weight: 500; }
  blockquote footer { margin-top: 2.5mm; font-size: 9pt; color: #56698a; }
  .cta { margin-top: 8mm; border: 1px solid #dfe6ee; border-radius: 4mm; padding: 5mm 6mm; }
  .cta h2 { margin: 0; font-size: 12.5pt; }
  .cta p { margin: 1.5mm 0 0; }
  .foot { position: absolute; left: 0; right: 0; bottom: 0; background: #06111f; color: rgba(255,255,255,.8); padding: 5mm 16mm; font-size: 8pt; display: flex; justify-content: space-between; gap: 6mm; }
  .foot strong { color: #fff; }
</style></head>
<body>
  <section class="page">
    <header class="band">
      <div class="brand">${mark}<div>${esc(site.name)}<small>${esc(site.tagline)}</small></div></div>
      <p class="eyebrow">${esc(cs.eyebrow)}</p>
      <h1>${esc(cs.title)}</h1>
      <p class="lead">${esc(cs.description)}</p>
    </header>
    <div class="content">
      <dl class="facts">${cs.facts.map((f) => `<div class="fact"><dt>${esc(f.label)}</dt><dd>${esc(f.value)}</dd></div>`).join("")}</dl>
      <p class="note">${esc(cs.confidentiality)}</p>
      <h2>${esc(cs.highlightsHeading)}</h2>
      <div class="highlights">${cs.highlights.map((h) => `<div><strong>${esc(h.value)}</strong><span>${esc(h.label)}</span></div>`).join("")}</div>
      <h2>${esc(cs.challengesHeading)}</h2>
      <p class="intro">${esc(cs.challengesIntro)}</p>
      <div class="grid2">${points(cs.challenges)}</div>
    </div>
    <footer class="foot"><span><strong>${esc(site.legalName)}</strong> · ${esc(site.licence)}</span><span>1 / 2</span></footer>
  </section>
  <section class="page">
    <div class="content" style="padding-top: 14mm">
      <h2 style="margin-top: 0">${esc(cs.solutionsHeading)}</h2>
      <p class="intro">${esc(cs.solutionsIntro)}</p>
      <div class="grid2">${points(cs.solutions, true)}</div>
      <h2>${esc(cs.benefitsHeading)}</h2>
      <div class="grid3 benefits">${points(cs.benefits)}</div>
      <blockquote><p>“${esc(cs.quote.text)}”</p><footer>— ${esc(cs.quote.attribution)}</footer></blockquote>
      <div class="cta">
        <h2>${esc(cs.cta.heading)}</h2>
        <p>${esc(cs.cta.body)}</p>
        <p><strong>${esc(site.emails.sales)}</strong> · <strong>${esc(site.phones.office.display)}</strong> · <strong>${esc(siteHost)}</strong></p>
      </div>
    </div>
    <footer class="foot"><span><strong>${esc(site.legalName)}</strong> · ${esc(fullAddress())}</span><span>2 / 2</span></footer>
  </section>
</body></html>`;

/** One @font-face per weight: a static Inter instance holding only `characters`. */
async function fontFaces(characters: string): Promise<string> {
  // Fontsource's files and unicode-ranges: the cedi sign is in latin-ext.
  const sources = {
    "inter-latin-wght-normal.woff2": "U+0000-00FF, U+2000-206F, U+2191, U+2193, U+2212",
    "inter-latin-ext-wght-normal.woff2": "U+0100-02BA, U+20A0-20AB, U+20AD-20C0",
  };
  const wanted = [...new Set(characters.replace(/\s/g, ""))].join("") + " ";
  const faces = await Promise.all(
    WEIGHTS.flatMap((weight) =>
      Object.entries(sources).map(async ([source, range]) => {
        const cut = await subsetFont(readFileSync(path.join(fontDir, source)), wanted, {
          targetFormat: "woff2",
          variationAxes: { wght: weight },
        });
        const url = `data:font/woff2;base64,${cut.toString("base64")}`;
        return `@font-face { font-family: Inter; font-weight: ${weight}; src: url(${url}) format("woff2"); unicode-range: ${range}; }`;
      }),
    ),
  );
  return faces.join("\n  ");
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
});
try {
  const page = await browser.newPage();
  // First pass without the font: read every character the pages show (text-transform
  // included), then cut the font to them.
  await page.setContent(html, { waitUntil: "load" });
  const characters = await page.evaluate(
    () => `${document.body.textContent ?? ""}${document.body.innerText}`,
  );
  await page.setContent(html.replace("/*FONTS*/", await fontFaces(characters)), {
    waitUntil: "load",
  });
  await page.evaluate(() => document.fonts.ready);
  const pdf = await page.pdf({ format: "A4", printBackground: true, preferCSSPageSize: true });
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, pdf);
  const preview = process.argv[process.argv.indexOf("--preview") + 1];
  if (process.argv.includes("--preview") && preview) {
    await page.emulateMedia({ media: "print" });
    await page.setViewportSize({ width: 794, height: 1123 });
    await page.screenshot({ path: preview, fullPage: true });
  }
} finally {
  await browser.close();
}
const kb = Math.round(statSync(out).size / 1024);
console.log(`Wrote ${path.relative(root, out)} (${kb} KB)`);
