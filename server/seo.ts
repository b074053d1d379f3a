import path from "node:path";
import type { RequestHandler } from "express";

export function robotsTxt(siteUrl: string): RequestHandler {
  const body = `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
  return (_req, res) => {
    res.type("text/plain").setHeader("Cache-Control", "public, max-age=3600");
    res.send(body);
  };
}

/** The sitemap of the given paths: every page the build prerendered, articles included. */
export function sitemapXml(siteUrl: string, paths: Iterable<string>): RequestHandler {
  const urls = [...paths]
    .sort()
    .map((path) => `  <url><loc>${siteUrl}${path}</loc></url>`)
    .join("\n");
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return (_req, res) => {
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
