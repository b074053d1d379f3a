/**
 * Generates the favicon set, the web app manifest and the 1200×630 share image into the
 * client build, from our own SVG artwork and the brand facts in app/config/site.ts.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { initWasm, Resvg } from "@resvg/resvg-wasm";
import { site } from "../app/config/site.ts";

const require = createRequire(import.meta.url);
const outDir = process.argv[2] ?? "build/client";
mkdirSync(outDir, { recursive: true });

await initWasm(readFileSync(require.resolve("@resvg/resvg-wasm/index_bg.wasm")));
const fontDir = path.join(path.dirname(require.resolve("dejavu-fonts-ttf/package.json")), "ttf");
const fonts = ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf"].map((f) =>
  readFileSync(path.join(fontDir, f)),
);

function png(svg: string, width: number): Buffer {
  const resvg = new Resvg(svg, {
    fitTo: { mode: "width", value: width },
    font: { fontBuffers: fonts, loadSystemFonts: false, defaultFontFamily: "DejaVu Sans" },
  });
  return Buffer.from(resvg.render().asPng());
}

const ink = "#0b1b33";
const green = "#0c6b51";
const gold = "#fbc531";

// The mark of app/components/layout/Logo.tsx.
const mark = (
  size: number,
  radius = 11,
) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40" width="${size}" height="${size}">
  <rect width="40" height="40" rx="${radius}" fill="${green}"/>
  <path d="M11 28V12l9 10V12M20 28V18l9 10V12" fill="none" stroke="${gold}" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round"/>
</svg>`;

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const share = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <radialGradient id="g1" cx="85%" cy="0%" r="70%"><stop offset="0" stop-color="#17a57a" stop-opacity="0.55"/><stop offset="1" stop-color="#17a57a" stop-opacity="0"/></radialGradient>
    <radialGradient id="g2" cx="0%" cy="100%" r="60%"><stop offset="0" stop-color="${gold}" stop-opacity="0.25"/><stop offset="1" stop-color="${gold}" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="1200" height="630" fill="${ink}"/>
  <rect width="1200" height="630" fill="url(#g1)"/>
  <rect width="1200" height="630" fill="url(#g2)"/>
  <g transform="translate(80 80) scale(2.2)">
    <rect width="40" height="40" rx="11" fill="${green}"/>
    <path d="M11 28V12l9 10V12M20 28V18l9 10V12" fill="none" stroke="${gold}" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round"/>
  </g>
  <text x="190" y="150" font-family="DejaVu Sans" font-weight="bold" font-size="44" fill="#ffffff">${escapeXml(site.name)}</text>
  <text x="80" y="340" font-family="DejaVu Sans" font-weight="bold" font-size="88" fill="#ffffff">${escapeXml(site.tagline)}</text>
  <text x="80" y="420" font-family="DejaVu Sans" font-size="34" fill="#d1f2e3">Collections, payouts, USSD and value added services</text>
  <text x="80" y="466" font-family="DejaVu Sans" font-size="34" fill="#d1f2e3">for businesses and institutions in Ghana.</text>
  <rect x="80" y="522" width="476" height="52" rx="26" fill="${gold}"/>
  <text x="108" y="557" font-family="DejaVu Sans" font-weight="bold" font-size="24" fill="${ink}">Licensed by the Bank of Ghana</text>
</svg>`;

/** An .ico holding PNG images (supported by every current browser). */
function ico(images: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((i) => i.data)]);
}

const write = (name: string, data: string | Buffer) => writeFileSync(path.join(outDir, name), data);

write("favicon.svg", mark(40));
write("favicon.ico", ico([16, 32, 48].map((size) => ({ size, data: png(mark(40), size) }))));
write("apple-touch-icon.png", png(mark(40, 0), 180));
write("icon-192.png", png(mark(40), 192));
write("icon-512.png", png(mark(40), 512));
write(
  "icon-maskable-512.png",
  png(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="${green}"/><g transform="translate(6 6) scale(0.7)"><path d="M11 28V12l9 10V12M20 28V18l9 10V12" fill="none" stroke="${gold}" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round"/></g></svg>`,
    512,
  ),
);
write("og-image.png", png(share, 1200));
write(
  "site.webmanifest",
  JSON.stringify(
    {
      name: site.name,
      short_name: site.name,
      description: site.description,
      start_url: "/",
      display: "standalone",
      background_color: "#ffffff",
      theme_color: ink,
      icons: [
        { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
        { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
        { src: "/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      ],
    },
    null,
    2,
  ),
);
console.log(`Generated favicons, manifest and share image in ${outDir}`);
