/**
 * Rendering of the site's share images (1200×630 PNG) from SVG, with the DejaVu fonts a
 * package ships, so the build and the server (an article's card, on publication) draw the
 * same pixels on every machine.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { initWasm, Resvg } from "@resvg/resvg-wasm";
import { site } from "#app/config/site.ts";
import { xmlCharacters } from "./xml-characters.ts";

const require = createRequire(import.meta.url);

await initWasm(readFileSync(require.resolve("@resvg/resvg-wasm/index_bg.wasm")));
const fontDir = path.join(path.dirname(require.resolve("dejavu-fonts-ttf/package.json")), "ttf");
const fonts = ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf"].map((f) =>
  readFileSync(path.join(fontDir, f)),
);

export function png(svg: string, width: number): Buffer {
  const resvg = new Resvg(svg, {
    fitTo: { mode: "width", value: width },
    font: { fontBuffers: fonts, loadSystemFonts: false, defaultFontFamily: "DejaVu Sans" },
  });
  return Buffer.from(resvg.render().asPng());
}

export const ink = "#0b1b33";
export const green = "#0c6b51";
export const gold = "#fbc531";

/** Text for the SVG: escaped, and without what XML cannot hold (xml-characters.ts). */
export function escapeXml(text: string): string {
  return xmlCharacters(text).replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Background, glow, mark and the company's name shared by every 1200×630 card. */
export const shareBackdropFor = (name: string) => `<defs>
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
  <text x="190" y="150" font-family="DejaVu Sans" font-weight="bold" font-size="44" fill="#ffffff">${escapeXml(name)}</text>`;

export const shareBackdrop = shareBackdropFor(site.name);

/** Greedy word wrap to lines of at most `max` characters. */
export function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && (last + " " + word).length <= max)
      lines[lines.length - 1] += " " + word;
    else lines.push(word);
  }
  return lines;
}
