import path from "node:path";
import type { RequestHandler } from "express";

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

/**
 * The security.txt the build wrote (scripts/generate-publishing.ts). express.static skips
 * dot-folders such as .well-known, so it is sent by name, as RFC 9116 asks: plain UTF-8 text.
 */
export function securityTxt(clientDir: string): RequestHandler {
  const file = path.join(clientDir, SECURITY_TXT_PATH);
  return (_req, res, next) => {
    res.type("text/plain; charset=utf-8").setHeader("Cache-Control", "public, max-age=86400");
    res.sendFile(file, { dotfiles: "allow" }, (err) => err && next(err));
  };
}
