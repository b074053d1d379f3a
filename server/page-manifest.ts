import { readFile } from "node:fs/promises";
import path from "node:path";

/**
 * What the build knows about its prerendered pages and the server needs at start-up:
 * the origin they were built for, and each page's file and the CSP hashes of its inline
 * scripts. Written by scripts/postbuild.ts to build/page-manifest.json.
 */
export interface PageManifest {
  /** SITE_URL at build time: canonical URLs and JSON-LD in the pages point there. */
  siteUrl: string;
  pages: Record<string, { file: string; scriptHashes: string[] }>;
}

export const PAGE_MANIFEST_FILE = "page-manifest.json";

export async function readPageManifest(buildDir: string): Promise<PageManifest> {
  const file = path.join(buildDir, PAGE_MANIFEST_FILE);
  try {
    return JSON.parse(await readFile(file, "utf8")) as PageManifest;
  } catch (error) {
    throw new Error(`cannot read ${file}: run \`npm run build\` (${String(error)})`);
  }
}
