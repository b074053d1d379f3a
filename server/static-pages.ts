import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { RequestHandler } from "express";
import { withCurrentYear } from "../app/lib/copyright-year.ts";
import { NONCE_PLACEHOLDER } from "../app/lib/nonce-placeholder.ts";
import { SITE_URL_PLACEHOLDER } from "../app/lib/site-url.ts";

/**
 * Serves the pages prerendered at build time. They are read once at start-up; each
 * response gets its own CSP nonce, the deployment's SITE_URL and the current year written in.
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

export function servePrerendered(pages: Map<string, string>, siteUrl: string): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const pathname = req.path.length > 1 ? req.path.replace(/\/+$/, "") : req.path;
    const html = pages.get(pathname);
    if (html === undefined) return next();
    const body = withCurrentYear(
      html
        .replaceAll(NONCE_PLACEHOLDER, res.locals.nonce as string)
        .replaceAll(SITE_URL_PLACEHOLDER, siteUrl),
    );
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    // The nonce changes per response, so the page is never reused without asking.
    res.setHeader("Cache-Control", "no-cache");
    res.status(200).send(body);
  };
}
