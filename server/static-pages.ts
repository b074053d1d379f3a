import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Request, RequestHandler, Response } from "express";
import { PAGE_CACHE_CONTROL } from "./cache-policy.ts";
import type { PageFile, PageManifest } from "./page-manifest.ts";
import { contentSecurityPolicy } from "./security.ts";

/**
 * Serves the pages prerendered at build time exactly as the build wrote them: the HTML
 * file, or its Brotli or gzip twin (scripts/precompress.ts) to a browser that takes it,
 * each with a strong ETag, so a CDN, a proxy or the browser can keep a copy and revalidate
 * it with a bodiless 304. Their inline scripts are allowed by hash (the build's manifest),
 * not by a per-response nonce, so the same bytes are right for every visitor.
 */
export interface Representation {
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

export function representation(body: Buffer, encoding: Representation["encoding"]): Representation {
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

async function loadPage(clientDir: string, { file, scriptHashes }: PageFile) {
  const full = path.join(clientDir, file);
  const representations: Representation[] = [];
  for (const [encoding, suffix] of TWINS) {
    const twin = await readIfPresent(full + suffix);
    if (twin) representations.push(representation(twin, encoding));
  }
  representations.push(representation(await readFile(full), undefined));
  return { csp: contentSecurityPolicy(scriptHashes), representations };
}

/** Every page of the manifest, read into memory once at start-up (~3 MB with twins). */
export async function loadPrerenderedPages(
  clientDir: string,
  manifest: PageManifest,
): Promise<Map<string, PrerenderedPage>> {
  const pages = new Map<string, PrerenderedPage>();
  for (const [route, page] of Object.entries(manifest.pages)) {
    pages.set(route, await loadPage(clientDir, page));
  }
  return pages;
}

/** The not-found page the build rendered (scripts/not-found-page.ts). */
export async function loadNotFoundPage(
  clientDir: string,
  manifest: PageManifest,
): Promise<PrerenderedPage> {
  if (!manifest.notFound) {
    throw new Error("the build has no not-found page: run `npm run build` with this version");
  }
  return loadPage(clientDir, manifest.notFound);
}

/** Sends a page as the build wrote it, in the smallest encoding the client takes. */
export function sendPage(req: Request, res: Response, page: PrerenderedPage, status: 200 | 404) {
  const chosen = page.representations.find(
    ({ encoding }) => encoding === undefined || req.acceptsEncodings(encoding) === encoding,
  )!;
  res.setHeader("Content-Security-Policy", page.csp);
  res.setHeader("Cache-Control", PAGE_CACHE_CONTROL);
  res.setHeader("Vary", "Accept-Encoding");
  res.setHeader("ETag", chosen.etag);
  // req.fresh compares If-None-Match with the ETag just set (and honours no-cache); a
  // conditional request only ever turns a success into a 304.
  if (status === 200 && req.fresh) {
    res.status(304).end();
    return;
  }
  res.status(status);
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  if (chosen.encoding) res.setHeader("Content-Encoding", chosen.encoding);
  res.setHeader("Content-Length", chosen.body.length);
  res.end(req.method === "HEAD" ? undefined : chosen.body);
}

/**
 * The page a path stands for when it is not the page's exact address: repeated slashes,
 * the page's file by name (`/about-us/index.html`), another letter case (`/ABOUT-US`).
 * Always one of the manifest's own addresses, so a redirect to it never leaves the site.
 */
export function pageAddress(
  pathname: string,
  pages: Map<string, PrerenderedPage>,
): string | undefined {
  let candidate = pathname.replace(/\/{2,}/g, "/");
  if (/\/index\.html$/i.test(candidate)) candidate = candidate.slice(0, -"index.html".length);
  if (candidate.length > 1) candidate = candidate.replace(/\/+$/, "") || "/";
  if (pages.has(candidate)) return candidate;
  const lower = candidate.toLowerCase();
  return pages.has(lower) ? lower : undefined;
}

function pageAt(pages: Map<string, PrerenderedPage>, pathname: string | undefined) {
  if (pathname === undefined) return undefined;
  return (
    pages.get(pathname) ?? (pathname.endsWith("/") ? pages.get(pathname.slice(0, -1)) : undefined)
  );
}

/**
 * The path with its escapes decoded (`/%61bout-us`, `/about-us%2f`), as a static server
 * finds the page's folder by it (Caddy passes pages on to the instances undecoded).
 * Only a page's exact address counts: `/about-us%2findex.html` stays no page.
 */
function decodedPath(pathname: string): string | undefined {
  if (!pathname.includes("%")) return undefined;
  try {
    return decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
}

/**
 * A page at its address (or with one trailing slash, as static hosts serve the folder),
 * else a permanent redirect to the page's address when the path stands for one. The
 * page's file is never served under another name (that answer lacked the page's CSP).
 */
export function servePrerendered(
  current: Map<string, PrerenderedPage> | (() => Map<string, PrerenderedPage>),
): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    // Read once per request: a publication swaps the whole map (server/content/live-site.ts).
    const pages = typeof current === "function" ? current() : current;
    const page = pageAt(pages, req.path) ?? pageAt(pages, decodedPath(req.path));
    if (page) return sendPage(req, res, page, 200);
    const address = pageAddress(req.path, pages);
    if (address === undefined) return next();
    const query = req.url.indexOf("?");
    res.redirect(308, address + (query === -1 ? "" : req.url.slice(query)));
  };
}
