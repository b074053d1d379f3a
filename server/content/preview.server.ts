import type { RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { resolveFacts } from "#app/content/facts.server.ts";
import { seedSnapshot } from "#app/content/page-content.server.ts";
import type { SiteFacts } from "#app/content/schemas/site-facts.ts";
import { PHONE_PREVIEW, previewCopy } from "#app/content/preview.ts";
import type { ContentSnapshot } from "#app/content/types.ts";
import type { Db } from "../db/database.ts";
import { contentSecurityPolicy } from "../security.ts";
import { can } from "../staff/permissions.ts";
import type { StaffSession } from "../staff/sessions.server.ts";
import type { LiveSite } from "./live-site.ts";
import { FACTS_TYPE } from "./entries.server.ts";
import { readEntry, recordingSnapshot, type Reads } from "./content-reads.ts";
import { contentHandler, pagePathsOf, renderData, renderHtml } from "./page-renderer.server.ts";
import { getEntry } from "./store.server.ts";

/**
 * /staff/content/:type/:id/preview: the page showing an entry, with the entry's draft laid
 * over the live publication, rendered by the same build as the live pages (same template,
 * styles, scripts), for a console session with content:read only, never cached or indexed.
 * `?page=/path` picks one of the pages showing the entry; `?width=phone` frames it at a
 * phone's width.
 */
export interface PreviewOptions {
  build: ServerBuild;
  live: LiveSite;
  /** The manifest's page addresses. */
  paths: readonly string[];
  /** The entry's newest unpublished version (draft, in review, approved), in stored form. */
  draftOf?(db: Db, type: string, id: string): Promise<unknown>;
}

const NOINDEX = '<meta name="robots" content="noindex, nofollow"/>';

/** The store's open version of the entry, if any (stored form: facts as `{site.name}`). */
export async function openDraft(db: Db, type: string, id: string): Promise<unknown> {
  return (await getEntry(db, type, id))?.open?.data;
}

function overlaid(base: ContentSnapshot, type: string, id: string, draft: unknown) {
  // Own keys only: the type and id come from the address, and `constructor`, `__proto__` or
  // `toString` would otherwise find what every object inherits and preview it as an entry.
  const types = base as unknown as Record<string, Record<string, unknown>>;
  if (!Object.hasOwn(types, type)) return undefined;
  const entries = types[type]!;
  if (draft === undefined) return Object.hasOwn(entries, id) ? base : undefined;
  // Facts filled in as publishedSnapshot fills them: with the published facts. A draft of
  // the facts themselves shows on the pages that print them directly.
  const facts = base.siteFacts.main as SiteFacts;
  const value = type === FACTS_TYPE ? draft : resolveFacts(draft, facts);
  return { ...base, [type]: { ...entries, [id]: value } } as ContentSnapshot;
}

/**
 * Pages whose loader data reads the entry (content-reads.ts: a recording snapshot), not
 * pages whose data merely holds the same words: "home" and "main" are in every page's data.
 */
async function pagesShowing(
  build: ServerBuild,
  content: ContentSnapshot,
  paths: readonly string[],
  type: string,
  id: string,
): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    const reads: Reads = new Set();
    await renderData(contentHandler(build, recordingSnapshot(content, reads)), path);
    if (readEntry(reads, type, id)) found.push(path);
  }
  // The entry's own page first (ids of per-page entries are the page's path).
  return found.sort((a, b) => Number(b === id) - Number(a === id));
}

/**
 * The preview without its scripts: hydrated at /staff/content/…/preview, the site's router
 * finds no page of its own there and shows its error page over the preview, and its page
 * view beacon would count a staff member's look as a visit. Without them the page is what
 * a visitor without JavaScript sees: the same HTML and styles. Structured data stays.
 */
export const withoutScripts = (html: string) =>
  html.replace(/<script(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g, "");

function phoneFrame(src: string): string {
  const { width, height } = PHONE_PREVIEW;
  const escaped = src.replaceAll("&", "&amp;").replaceAll('"', "&quot;");
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/>${NOINDEX}<title>${previewCopy.phoneTitle}</title></head><body style="margin:0;background:#e5e7eb;display:flex;justify-content:center;padding:24px"><iframe src="${escaped}" width="${width}" height="${height}" title="${previewCopy.frameTitle}" style="border:0;background:#fff;box-shadow:0 4px 24px rgba(0,0,0,.2)"></iframe></body></html>`;
}

export function contentPreview(options: PreviewOptions, db: Db): RequestHandler {
  return async (req, res, next) => {
    try {
      const session = res.locals.staff as StaffSession | undefined;
      if (!session) return void res.redirect(303, "/staff/sign-in");
      if (!can(session.account.roles, "content:read")) {
        return void res.status(403).type("text").send("Your role does not allow this.");
      }
      res.setHeader("Cache-Control", "no-store");
      res.setHeader("X-Robots-Tag", "noindex, nofollow");
      const { type = "", id = "" } = req.params as Record<string, string>;
      const base = options.live.current.content ?? seedSnapshot();
      const content = overlaid(base, type, id, await (options.draftOf ?? openDraft)(db, type, id));
      if (!content) return void res.status(404).type("text").send("No such content entry.");
      const render = contentHandler(options.build, content);
      const wanted = typeof req.query.page === "string" ? req.query.page : undefined;
      // The draft's own pages: an article added in it has one.
      const paths = pagePathsOf(options.paths, content);
      const pages = await pagesShowing(options.build, content, paths, type, id);
      const page = wanted === undefined ? pages[0] : pages.find((p) => p === wanted);
      if (page === undefined) {
        return void res.status(404).type("text").send("No page shows this entry.");
      }
      res.setHeader("X-Preview-Pages", pages.join(", "));
      if (req.query.width === "phone") {
        const inner = `${req.baseUrl}${req.path}?page=${encodeURIComponent(page)}`;
        res.setHeader(
          "Content-Security-Policy",
          "default-src 'none'; style-src 'unsafe-inline'; frame-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
        );
        return void res.status(200).type("html").send(phoneFrame(inner));
      }
      const html = withoutScripts(await renderHtml(render, page)).replace(
        "<head>",
        `<head>${NOINDEX}`,
      );
      // The live policy with no script at all; the console may frame it (?width=phone).
      res.setHeader(
        "Content-Security-Policy",
        contentSecurityPolicy([])
          .replace("script-src 'self'", "script-src 'none'")
          .replace("frame-ancestors 'none'", "frame-ancestors 'self'"),
      );
      res.setHeader("X-Frame-Options", "SAMEORIGIN");
      res.status(200).type("html").send(html);
    } catch (error) {
      next(error);
    }
  };
}
