import path from "node:path";
import type { RequestHandler } from "express";
import { DISCLOSURE_ID } from "#app/content/anchors.ts";
import type { SiteFacts } from "#app/content/schemas/site-facts.ts";

export function robotsTxt(siteUrl: string): RequestHandler {
  const body = `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
  return (_req, res) => {
    res.type("text/plain").setHeader("Cache-Control", "public, max-age=3600");
    res.send(body);
  };
}

export interface SitemapEntry {
  path: string;
  /** When the page last changed, where known (a publication changed it). */
  lastModified?: Date;
}

export function sitemapBody(siteUrl: string, entries: Iterable<string | SitemapEntry>): string {
  const urls = [...entries]
    .map((entry) => (typeof entry === "string" ? { path: entry } : entry))
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
    .map(({ path, lastModified }) => {
      const lastmod = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : "";
      return `  <url><loc>${siteUrl}${path}</loc>${lastmod}</url>`;
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/**
 * The sitemap of the given paths: every page the build prerendered, articles included, with
 * the date a publication last changed each (server/content/live-site.ts). A function is
 * asked on every request, so the sitemap follows the publications.
 */
export function sitemapXml(
  siteUrl: string,
  paths: Iterable<string> | (() => Iterable<string | SitemapEntry>),
): RequestHandler {
  const fixed = typeof paths === "function" ? undefined : sitemapBody(siteUrl, paths);
  let cache: { from: unknown; body: string } | undefined;
  return (_req, res) => {
    let body = fixed;
    if (body === undefined) {
      const entries = (paths as () => Iterable<string | SitemapEntry>)();
      if (cache?.from !== entries) cache = { from: entries, body: sitemapBody(siteUrl, entries) };
      body = cache.body;
    }
    res.type("application/xml").setHeader("Cache-Control", "public, max-age=3600");
    res.send(body);
  };
}

export const SECURITY_TXT_PATH = "/.well-known/security.txt";

/** RFC 9116 asks for an expiry under a year ahead. */
export const SECURITY_TXT_DAYS = 364;

/** security.txt naming the security address of `facts`, as /security does. */
export function securityTxtBody(
  origin: string,
  facts: Pick<SiteFacts, "legalName" | "emails">,
  now: Date,
): string {
  const expires = new Date(now.getTime() + SECURITY_TXT_DAYS * 86_400_000);
  return [
    `# ${facts.legalName}: how to report a security vulnerability (RFC 9116)`,
    `Contact: mailto:${facts.emails.security}`,
    `Expires: ${expires.toISOString()}`,
    `Policy: ${origin}/security#${DISCLOSURE_ID}`,
    "Preferred-Languages: en",
    `Canonical: ${origin}${SECURITY_TXT_PATH}`,
    "",
  ].join("\n");
}

const DAY_MS = 86_400_000;

/**
 * /.well-known/security.txt: the published facts' security address, so that it never
 * contradicts /security after a publication (issue 40). Until the server serves a
 * publication (`facts()` is undefined), the file the build wrote (scripts/generate-publishing.ts):
 * express.static skips dot-folders such as .well-known, so it is sent by name. Plain UTF-8
 * text, as RFC 9116 asks; the expiry counts from the day's start, so the text is the same
 * all day.
 */
export function securityTxt(
  clientDir: string,
  origin: string,
  facts: () => Pick<SiteFacts, "legalName" | "emails"> | undefined,
): RequestHandler {
  const file = path.join(clientDir, SECURITY_TXT_PATH);
  return (_req, res, next) => {
    res.type("text/plain; charset=utf-8").setHeader("Cache-Control", "public, max-age=86400");
    const published = facts();
    if (!published) {
      res.sendFile(file, { dotfiles: "allow" }, (err) => err && next(err));
      return;
    }
    const today = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS);
    res.send(securityTxtBody(origin, published, today));
  };
}
