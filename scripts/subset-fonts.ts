/**
 * Cuts the few glyphs our copy needs beyond Inter's Latin subset (the cedi sign ₵) out of
 * Fontsource's 84 KB latin-ext file into a file of a few hundred bytes, so pages that show
 * an amount in cedis do not download the whole extended set. The output is checked in;
 * run `node scripts/subset-fonts.ts` after adding a character to EXTRA_CHARACTERS.
 */
import { readFileSync, writeFileSync } from "node:fs";
import subsetFont from "subset-font";

export const EXTRA_CHARACTERS = "₵";

const source = readFileSync(
  "node_modules/@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2",
);
const subset = await subsetFont(source, EXTRA_CHARACTERS, { targetFormat: "woff2" });
writeFileSync("app/fonts/inter-extra-wght.woff2", subset);
console.log(`app/fonts/inter-extra-wght.woff2: ${subset.length} bytes for "${EXTRA_CHARACTERS}"`);
