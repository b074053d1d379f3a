import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { RequestHandler } from "express";
import { PAGE_CACHE_CONTROL } from "./cache-policy.ts";
import type { PageManifest } from "./page-manifest.ts";
import { contentSecurityPolicy } from "./security.ts";

/**
 * Serves the pages prerendered at build time exactly as the build wrote them: the HTML
 * file, or its Brotli or gzip twin (scripts/precompress.ts) to a browser that takes it,
 * each with a strong ETag, so a CDN, a proxy or the browser can keep a copy and revalidate
 * it with a bodiless 304. Their inline scripts are allowed by hash (the build's manifest),
 * not by a per-response nonce, so the same bytes are right for every visitor.
 */
interface Representation {
  body: Buffer;
  etag: string;
  encoding: "br" | "gzip" | undefined;
}

export interface PrerenderedPage {
  csp: string;
  /** Smallest first: Brotli, gzip, then the HTML as written. */
  representations: Representation[];
}

const TWINS = [
  ["br", ".br"],
  ["gzip", ".gz"],
] as const;

function representation(body: Buffer, encoding: Representation["encoding"]): Representation {
  // Strong: these bytes and no others. Each encoding is a representation of its own.
  const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
  return { body, etag, encoding };
}

async function readIfPresent(file: string): Promise<Buffer | undefined> {
  try {
    return await readFile(file);
  } catch {
    return undefined;
  }
}

/** Every page of the manifest, read into memory once at start-up (~3 MB with twins). */
export async function loadPrerenderedPages(
  clientDir: string,
  manifest: PageManifest,
): Promise<Map<string, PrerenderedPage>> {
  const pages = new Map<string, PrerenderedPage>();
  for (const [route, { file, scriptHashes }] of Object.entries(manifest.pages)) {
    const full = path.join(clientDir, file);
    const representations: Representation[] = [];
    for (const [encoding, suffix] of TWINS) {
      const twin = await readIfPresent(full + suffix);
      if (twin) representations.push(representation(twin, encoding));
    }
    representations.push(representation(await readFile(full), undefined));
    pages.set(route, { csp: contentSecurityPolicy(scriptHashes), representations });
  }
  return pages;
}

export function servePrerendered(pages: Map<string, PrerenderedPage>): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    // A page's file by its own name goes to the page's address, where its CSP applies.
    const file = /^(.*)\/index\.html$/.exec(req.path);
    if (file && pages.has(file[1] || "/")) return res.redirect(308, file[1] || "/");
    const pathname = req.path.length > 1 ? req.path.replace(/\/+$/, "") : req.path;
    const page = pages.get(pathname);
    if (!page) return next();
    const chosen = page.representations.find(
      ({ encoding }) => encoding === undefined || req.acceptsEncodings(encoding) === encoding,
    )!;
    res.setHeader("Content-Security-Policy", page.csp);
    res.setHeader("Cache-Control", PAGE_CACHE_CONTROL);
    res.setHeader("Vary", "Accept-Encoding");
    res.setHeader("ETag", chosen.etag);
    // req.fresh compares If-None-Match with the ETag just set (and honours no-cache).
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    res.status(200);
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    if (chosen.encoding) res.setHeader("Content-Encoding", chosen.encoding);
    res.setHeader("Content-Length", chosen.body.length);
    res.end(req.method === "HEAD" ? undefined : chosen.body);
  };
}
