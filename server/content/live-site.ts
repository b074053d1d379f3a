import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Request, RequestHandler, Response } from "express";
import type { ContentSnapshot } from "#app/content/types.ts";
import { PAGE_CACHE_CONTROL } from "../cache-policy.ts";
import type { PageManifest } from "../page-manifest.ts";
import type { SitemapEntry } from "../seo.ts";
import { loadNotFoundPage, loadPrerenderedPages, type PrerenderedPage } from "../static-pages.ts";
import { isArticleFile, type ArticleFile } from "./article-files.server.ts";
import { dataPathOf, twins, type DataAnswer } from "./page-renderer.server.ts";

/**
 * The pages the server sends right now: the build's files, or the latest publication's
 * render (page-renderer.server.ts). A publication replaces the whole version in one
 * assignment, so a request sees one publication throughout, the page and its `.data`
 * alike, and no request waits for a render.
 */
export interface SiteVersion {
  pages: Map<string, PrerenderedPage>;
  /** Loader data by request path; empty for the build's version (express.static sends its files). */
  data: Map<string, DataAnswer>;
  notFound: PrerenderedPage;
  /** The publication rendered: undefined for the build's pages (the seed). */
  content?: ContentSnapshot;
  /** Per page, the entries its render read (page-renderer.server.ts). */
  reads?: Map<string, Set<string>>;
  /** The store's stamp of that publication. */
  stamp?: string;
  /** Per page, when its HTML last changed (sitemap lastmod); absent while it is the build's. */
  lastModified: Map<string, Date>;
  /** The publication's feed and article cards; undefined while the build's files are sent. */
  files?: Map<string, ArticleFile>;
  /** Old article slug → current one, from the store's history (article-redirects.server.ts). */
  redirects?: ReadonlyMap<string, string>;
}

export class LiveSite {
  #current: SiteVersion;
  readonly #listeners = new Set<(version: SiteVersion) => void>();

  constructor(initial: SiteVersion) {
    this.#current = initial;
  }

  get current(): SiteVersion {
    return this.#current;
  }

  /**
   * Makes `next` the served version. Pages whose HTML did not change keep their
   * last-modified date; the others take `at`.
   */
  swap(next: Omit<SiteVersion, "lastModified">, at = new Date()): SiteVersion {
    const previous = this.#current;
    const lastModified = new Map<string, Date>();
    for (const [route, page] of next.pages) {
      const before = previous.pages.get(route);
      const same = before && etagOfHtml(before) === etagOfHtml(page);
      const kept = same ? previous.lastModified.get(route) : at;
      if (kept) lastModified.set(route, kept);
    }
    this.#current = { ...next, lastModified };
    for (const listener of this.#listeners) listener(this.#current);
    return this.#current;
  }

  /**
   * Notes what the served version's pages read, without changing a byte served: the
   * build's pages, rendered from the seed, with the store's unpublished content (the same).
   */
  adopt(known: { content: ContentSnapshot; reads: Map<string, Set<string>> }) {
    this.#current = { ...this.#current, ...known };
  }

  #sitemap?: { of: SiteVersion; entries: SitemapEntry[] };

  /** The current version's sitemap entries (the same array until the next swap). */
  sitemapEntries(): SitemapEntry[] {
    const of = this.#current;
    if (this.#sitemap?.of !== of) {
      const entries = [...of.pages.keys()].map((p) => ({
        path: p,
        lastModified: of.lastModified.get(p),
      }));
      this.#sitemap = { of, entries };
    }
    return this.#sitemap.entries;
  }

  /**
   * Whether a file of the build at `pathname` is one the served publication no longer has,
   * so that it is not sent from disk: the loader data and share card of an article it removed.
   * Such a request goes on to be rendered with the publication (a 404 of its own).
   */
  retired(pathname: string): boolean {
    const { stamp, data, files } = this.#current;
    if (stamp === undefined) return false;
    if (pathname.endsWith(".data")) return !data.has(pathname);
    return files !== undefined && isArticleFile(pathname) && !files.has(pathname);
  }

  onSwap(listener: (version: SiteVersion) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}

function etagOfHtml(page: PrerenderedPage): string | undefined {
  return page.representations.find(({ encoding }) => encoding === undefined)?.etag;
}

function sendData(req: Request, res: Response, answer: DataAnswer) {
  const chosen = answer.representations.find(
    ({ encoding }) => encoding === undefined || req.acceptsEncodings(encoding) === encoding,
  )!;
  // Revalidated on every navigation like the page itself: a client navigation must not
  // show an older publication than a full load.
  res.setHeader("Cache-Control", PAGE_CACHE_CONTROL);
  res.setHeader("Vary", "Accept-Encoding");
  res.setHeader("ETag", chosen.etag);
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  res.status(200);
  res.setHeader("Content-Type", "text/x-script");
  if (chosen.encoding) res.setHeader("Content-Encoding", chosen.encoding);
  res.setHeader("Content-Length", chosen.body.length);
  res.end(req.method === "HEAD" ? undefined : chosen.body);
}

/**
 * The publication's `.data` answers (the query, such as `_routes`, is ignored as a static
 * host ignores it for the build's files). Anything else goes on.
 */
export function serveLiveData(live: LiveSite): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    if (!req.path.endsWith(".data")) return next();
    const answer = live.current.data.get(req.path);
    if (!answer) return next();
    sendData(req, res, answer);
  };
}

/**
 * The build's version: its prerendered pages and their `.data` files (with twins made at
 * start-up: the build writes none for them), read into memory.
 */
export async function buildVersion(
  clientDir: string,
  manifest: PageManifest,
): Promise<SiteVersion> {
  const pages = await loadPrerenderedPages(clientDir, manifest);
  const data = new Map<string, DataAnswer>();
  for (const route of pages.keys()) {
    const file = path.join(clientDir, ...dataPathOf(route).split("/"));
    const body = await readFile(file).catch(() => undefined);
    if (!body) continue;
    const answer = { representations: await twins(body) };
    data.set(dataPathOf(route), answer);
    if (route !== "/") data.set(dataPathOf(`${route}/`), answer);
  }
  return {
    pages,
    data,
    notFound: await loadNotFoundPage(clientDir, manifest),
    lastModified: new Map(),
  };
}

/** `serve`, except for the build's files the served publication retired (LiveSite.retired). */
export function unlessRetired(live: LiveSite, serve: RequestHandler): RequestHandler {
  return (req, res, next) => (live.retired(req.path) ? next() : serve(req, res, next));
}
