/**
 * Cuts our two Inter files out of Fontsource's, so the font costs a phone as little as it can:
 *
 * - `inter-latin-wght.woff2`: the Latin subset with the weight axis narrowed to the 400–700
 *   the design uses (normal, medium, semibold, bold): ~28 KB instead of 48 KB, and it is
 *   preloaded next to the stylesheet, so every byte of it delays the first paint on 3G.
 * - `inter-extra-wght.woff2`: the few glyphs our copy needs beyond Latin (the cedi sign ₵),
 *   a few hundred bytes instead of the 84 KB latin-ext file.
 *
 * The outputs are checked in; run `node scripts/subset-fonts.ts` after changing a range,
 * the weights or EXTRA_CHARACTERS, and keep the unicode-range and font-weight in app/site.css equal.
 */
import { readFileSync, writeFileSync } from "node:fs";
import subsetFont from "subset-font";

const fontsource = "node_modules/@fontsource-variable/inter/files";
export const WEIGHTS = { min: 400, max: 700 };
/** Fontsource's "latin" unicode-range, the same as in app/site.css. */
export const LATIN_RANGES: [number, number][] = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];
export const EXTRA_CHARACTERS = "₵";

async function subset(source: string, characters: string, output: string) {
  const font = await subsetFont(readFileSync(`${fontsource}/${source}`), characters, {
    targetFormat: "woff2",
    variationAxes: { wght: WEIGHTS },
  });
  writeFileSync(`app/fonts/${output}`, font);
  console.log(`app/fonts/${output}: ${font.length} bytes`);
}

const latin = LATIN_RANGES.flatMap(([from, to]) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)),
).join("");
await subset("inter-latin-wght-normal.woff2", latin, "inter-latin-wght.woff2");
await subset("inter-latin-ext-wght-normal.woff2", EXTRA_CHARACTERS, "inter-extra-wght.woff2");
