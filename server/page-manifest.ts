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
  pages: Record<string, PageFile>;
  /**
   * The not-found page, rendered at build time (scripts/not-found-page.ts) and sent with
   * status 404 for every address that is not a page. Not one of `pages`: it has no address
   * of its own, and is left out of the sitemap.
   */
  notFound?: PageFile;
  /**
   * The article route's own not-found page (ARTICLE_NOT_FOUND_FILE), for static hosts: an
   * unknown /articles/<slug> must hydrate as that route's 404, not as the catch-all's. The
   * server renders its own (content/route-not-found.server.ts).
   */
  articleNotFound?: PageFile;
}

export interface PageFile {
  file: string;
  scriptHashes: string[];
}

/** The not-found page's file in build/client (also what static hosts look for). */
export const NOT_FOUND_FILE = "404.html";

/**
 * The article route's not-found page in build/client: Cloudflare Pages sends the nearest
 * 404.html up the path, Netlify what `_redirects` names (scripts/static-redirects.ts).
 */
export const ARTICLE_NOT_FOUND_FILE = "articles/404.html";

export const PAGE_MANIFEST_FILE = "page-manifest.json";

export async function readPageManifest(buildDir: string): Promise<PageManifest> {
  const file = path.join(buildDir, PAGE_MANIFEST_FILE);
  try {
    return JSON.parse(await readFile(file, "utf8")) as PageManifest;
  } catch (error) {
    throw new Error(`cannot read ${file}: run \`npm run build\` (${String(error)})`);
  }
}
