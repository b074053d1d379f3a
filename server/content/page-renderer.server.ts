import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { articlePath } from "#app/content/articles.server.ts";
import type { ContentSnapshot } from "#app/content/types.ts";
import type { SiteContext } from "#app/lib/load-context.ts";
import { buildContext } from "../build-context.ts";
import type { Logger } from "../logger.ts";
import { contentSecurityPolicy } from "../security.ts";
import { representation, type PrerenderedPage, type Representation } from "../static-pages.ts";
import { renderArticleFiles, type ArticleFile } from "./article-files.server.ts";
import { affected, changedEntries, recordingSnapshot, type Reads } from "./content-reads.ts";
import { inlineScriptHashes } from "./script-hashes.ts";

/**
 * Renders the public pages of a publication through the server build, as the build's
 * prerenderer does (the same requests: `<path>/` for the HTML, `<path>.data` or `/_.data`
 * for the loader data a client navigation fetches), with the publication in
 * SiteContext.content. Once per publication, never per request: the server then sends these
 * bytes from memory exactly as it sends the build's files (static-pages.ts).
 */

/**
 * Brotli 11 (the build's) and 9 cost seconds for the whole site on a busy two-core machine
 * (measured: a full render took 11.2 s at 9, 6.1 s at 5); 5 keeps a publication within its
 * 5 s budget at a few per cent more bytes. gzip 9 is cheap at any size.
 */
export const LIVE_BROTLI_QUALITY = 5;
const GZIP_LEVEL = 9;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A `.data` answer (turbo-stream), kept and sent like a page (live-site.ts). */
export interface DataAnswer {
  representations: Representation[];
}

export interface RenderedPages {
  pages: Map<string, PrerenderedPage>;
  /** By the request path the client asks for: `/about-us.data`, `/_.data`. */
  data: Map<string, DataAnswer>;
  notFound: PrerenderedPage;
  /** Per page, the entries its render read (content-reads.ts); absent for the build's pages. */
  reads?: Map<string, Reads>;
  /** The content rendered; absent for the build's pages (the seed). */
  content?: ContentSnapshot;
  /** The feed and the articles' share cards by path; absent for the build's (its files). */
  files?: Map<string, ArticleFile>;
}

/** An address only the catch-all route matches (as scripts/not-found-page.ts asks). */
export const UNMATCHED_PATH = "/__not-found__";

/** The `.data` address of a page, as React Router 8's trailing-slash-aware requests name it. */
export function dataPathOf(pagePath: string): string {
  return pagePath.endsWith("/") ? `${pagePath}_.data` : `${pagePath}.data`;
}

/** Brotli, gzip and the bytes themselves, smallest first, each with its strong ETag. */
export async function twins(
  body: Buffer,
  brotliQuality = LIVE_BROTLI_QUALITY,
): Promise<Representation[]> {
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: GZIP_LEVEL }),
  ]);
  return [representation(br, "br"), representation(gz, "gzip"), representation(body, undefined)];
}

export async function pageOf(html: string, brotliQuality: number): Promise<PrerenderedPage> {
  return {
    csp: contentSecurityPolicy(inlineScriptHashes(html)),
    representations: await twins(Buffer.from(html), brotliQuality),
  };
}

function identity(answer: DataAnswer): Buffer {
  return answer.representations.find(({ encoding }) => encoding === undefined)!.body;
}

export type RenderHandler = (request: Request) => Promise<Response>;

/** The build's request handler with `content` in every render's SiteContext. */
const handlers = new WeakMap<ServerBuild, ReturnType<typeof createRequestHandler>>();

export function contentHandler(
  build: ServerBuild,
  content: ContentSnapshot | undefined,
  extra: Partial<SiteContext> = {},
): RenderHandler {
  let handler = handlers.get(build);
  if (!handler) handlers.set(build, (handler = createRequestHandler(build, "production")));
  const siteContext = buildContext<SiteContext>(build, "siteContext");
  return (request) => {
    const context = new RouterContextProvider();
    context.set(siteContext, { ...extra, content });
    return handler(request, context);
  };
}

export async function fetchText(
  handler: RenderHandler,
  url: URL,
  expected: number,
): Promise<string> {
  const response = await handler(new Request(url));
  const text = await response.text();
  if (response.status !== expected) {
    throw new Error(`page-renderer: ${url.pathname} answered ${response.status}`);
  }
  return text;
}

const BASE = "http://localhost";

/** A page's loader data, as the client fetches it (and the prerenderer asks for it). */
export function renderData(handler: RenderHandler, pagePath: string): Promise<string> {
  return fetchText(handler, new URL(dataPathOf(pagePath), BASE), 200);
}

/** A page's HTML, asked for as the prerenderer asks (`/about-us/`). */
export function renderHtml(handler: RenderHandler, pagePath: string): Promise<string> {
  return fetchText(handler, new URL(`${pagePath}/`.replace(/\/\/+/g, "/"), BASE), 200);
}

/** An article's page (`/articles/<slug>`); the feed is a file, not a page. */
const ARTICLE_PAGE = /^\/articles\/[a-z0-9-]+$/;

/**
 * The pages a publication has: the build's pages, but one per article it publishes rather
 * than the build's (the seed's) articles, beside /articles. So an article added in the
 * console gets its page, and a removed one has none: its address is the 404 page, and the
 * sitemap (the pages served: live-site.ts) leaves it out.
 */
export function pagePathsOf(buildPaths: readonly string[], content: ContentSnapshot): string[] {
  // A subset of the pages without the articles' own (a test's) stays as it is.
  if (!buildPaths.includes("/articles")) return [...buildPaths];
  const articles = (content.articles.main ?? []).map(({ slug }) => articlePath(slug)).sort();
  const others = buildPaths.filter((p) => !ARTICLE_PAGE.test(p));
  const at = others.indexOf("/articles") + 1;
  return [...others.slice(0, at), ...articles, ...others.slice(at)];
}

export interface RenderOptions {
  build: ServerBuild;
  /**
   * The manifest's page addresses (build/page-manifest.json); the articles among them are
   * replaced by those of `content` (pagePathsOf).
   */
  paths: readonly string[];
  /** The origin the not-found page is rendered for (the build's SITE_URL). */
  siteUrl: string;
  content: ContentSnapshot | undefined;
  /**
   * The pages served now, which lend every page that cannot have changed: one whose
   * recorded reads (content-reads.ts) include no changed entry, or, for the build's pages
   * (no reads recorded), one whose loader data comes out byte for byte the same. A page's
   * HTML is a function of the build and its loader data only. So a publication that
   * changes one page's text renders one page.
   */
  previous?: Omit<RenderedPages, "notFound">;
  brotliQuality?: number;
  /** Pages rendered at once: compression runs on libuv's threads meanwhile. */
  concurrency?: number;
  /** Told of a side file (an article's share card) that could not be made. */
  logger?: Logger;
}

/** Every page of the manifest and the not-found page, rendered from `content`. */
export async function renderPages(options: RenderOptions): Promise<RenderedPages> {
  const { build, siteUrl, content } = options;
  const paths = content ? pagePathsOf(options.paths, content) : options.paths;
  const quality = options.brotliQuality ?? LIVE_BROTLI_QUALITY;
  const { previous } = options;
  const changed =
    previous?.content && content ? changedEntries(previous.content, content) : undefined;
  const pages = new Map<string, PrerenderedPage>();
  const data = new Map<string, DataAnswer>();
  const reads = new Map<string, Reads>();
  const queue = [...paths];
  const keep = (pagePath: string, page: PrerenderedPage, answer: DataAnswer) => {
    pages.set(pagePath, page);
    data.set(dataPathOf(pagePath), answer);
    if (pagePath !== "/") data.set(dataPathOf(`${pagePath}/`), answer);
  };
  async function worker() {
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
      const pagePath = next;
      const before = previous?.data.get(dataPathOf(pagePath));
      const kept = previous?.pages.get(pagePath);
      const readBefore = previous?.reads?.get(pagePath);
      // The build's own pages may be kept too, once the server has learnt their reads
      // (recordReads) for the unpublished store content, which is the build's seed.
      if (before && kept && readBefore && changed && !affected(readBefore, changed)) {
        keep(pagePath, kept, before);
        reads.set(pagePath, readBefore);
        continue;
      }
      const pageReads: Reads = new Set();
      const handler = contentHandler(build, content && recordingSnapshot(content, pageReads));
      const body = Buffer.from(await renderData(handler, pagePath));
      reads.set(pagePath, pageReads);
      if (before && kept && identity(before).equals(body)) {
        keep(pagePath, kept, before);
        continue;
      }
      const html = await renderHtml(handler, pagePath);
      const [page, dataTwins] = await Promise.all([pageOf(html, quality), twins(body, quality)]);
      // A client at `/about-us/` asks for `/about-us/_.data`: the same data.
      keep(pagePath, page, { representations: dataTwins });
    }
  }
  const notFoundHtml = fetchText(
    contentHandler(build, content),
    new URL(UNMATCHED_PATH, siteUrl),
    404,
  );
  await Promise.all(Array.from({ length: options.concurrency ?? 3 }, worker));
  const notFound = await pageOf(await notFoundHtml, quality);
  // The feed and the cards follow the articles and the company's name as published.
  const files =
    content &&
    (await renderArticleFiles(
      content,
      new URL(siteUrl).origin,
      (body) => twins(body, quality),
      previous?.files,
      { logger: options.logger },
    ));
  // In the manifest's order, as the build's map is.
  const ordered = new Map(paths.map((p) => [p, pages.get(p)!]));
  return { pages: ordered, data, notFound, reads: content ? reads : undefined, content, files };
}

/**
 * Which entries each page reads, from the loader data alone (no HTML is rendered): what a
 * server serving the build's pages learns in the background, so that its first publication
 * re-renders only the pages it changes rather than every page.
 */
export async function recordReads(
  build: ServerBuild,
  paths: readonly string[],
  content: ContentSnapshot,
): Promise<Map<string, Reads>> {
  const reads = new Map<string, Reads>();
  for (const pagePath of paths) {
    const pageReads: Reads = new Set();
    await renderData(contentHandler(build, recordingSnapshot(content, pageReads)), pagePath);
    reads.set(pagePath, pageReads);
  }
  return reads;
}
