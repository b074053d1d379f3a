import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { RequestHandler } from "express";
import { withCurrentYear } from "../app/lib/copyright-year.ts";
import { NONCE_PLACEHOLDER } from "../app/lib/nonce-placeholder.ts";
import { SITE_URL_PLACEHOLDER } from "../app/lib/site-url.ts";
import { NONCE_LENGTH } from "./security.ts";
import { gzippedPage, plainPage, prepareNoncePage, type NoncePage } from "./nonce-gzip.ts";

/**
 * Serves the pages prerendered at build time. They are read once at start-up, given the
 * deployment's SITE_URL and the current year, and gzipped; each response gets its own CSP
 * nonce (server/nonce-gzip.ts keeps that cheap).
 */
export async function loadPrerenderedPages(clientDir: string): Promise<Map<string, string>> {
  const pages = new Map<string, string>();
  async function walk(dir: string) {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "assets") await walk(full);
      } else if (entry.name === "index.html") {
        const route = "/" + path.relative(clientDir, dir).split(path.sep).join("/");
        pages.set(route === "/" ? "/" : route.replace(/\/$/, ""), await readFile(full, "utf8"));
      }
    }
  }
  await walk(clientDir);
  return pages;
}

/** Every page with the deployment's origin and the given moment's year written in. */
function preparePages(pages: Map<string, string>, siteUrl: string, now: Date) {
  const prepared = new Map<string, NoncePage>();
  for (const [route, html] of pages) {
    const page = withCurrentYear(html.replaceAll(SITE_URL_PLACEHOLDER, siteUrl), now);
    prepared.set(route, prepareNoncePage(page, NONCE_PLACEHOLDER, NONCE_LENGTH));
  }
  return prepared;
}

export function servePrerendered(pages: Map<string, string>, siteUrl: string): RequestHandler {
  // Compressed once at start-up, and again when the year turns.
  let year = new Date().getUTCFullYear();
  let prepared = preparePages(pages, siteUrl, new Date());
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const pathname = req.path.length > 1 ? req.path.replace(/\/+$/, "") : req.path;
    if (!pages.has(pathname)) return next();
    const now = new Date();
    if (now.getUTCFullYear() !== year) {
      year = now.getUTCFullYear();
      prepared = preparePages(pages, siteUrl, now);
    }
    const page = prepared.get(pathname)!;
    const nonce = res.locals.nonce as string;
    const gzip = req.acceptsEncodings("gzip") === "gzip";
    const body = gzip ? gzippedPage(page, nonce) : plainPage(page, nonce);
    res.status(200);
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    // The nonce changes per response, so the page is never reused without asking.
    res.setHeader("Cache-Control", "no-cache");
    res.vary("Accept-Encoding");
    if (gzip) res.setHeader("Content-Encoding", "gzip");
    res.setHeader("Content-Length", body.length);
    res.end(req.method === "HEAD" ? undefined : body);
  };
}
