/**
 * Generates the favicon set, the web app manifest and the 1200×630 share image into the
 * client build, from our own SVG artwork and the brand facts in app/config/site.ts.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { site } from "#app/config/site.ts";
import { escapeXml, gold, green, ink, png, shareBackdrop } from "#server/shared/share-art.ts";

const outDir = process.argv[2] ?? "build/client";
mkdirSync(outDir, { recursive: true });

// The mark of app/components/layout/Logo.tsx.
const mark = (
  size: number,
  radius = 11,
) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40" width="${size}" height="${size}">
  <rect width="40" height="40" rx="${radius}" fill="${green}"/>
  <path d="M11 28V12l9 10V12M20 28V18l9 10V12" fill="none" stroke="${gold}" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round"/>
</svg>`;

const share = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  ${shareBackdrop}
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
