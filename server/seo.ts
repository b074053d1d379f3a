import type { RequestHandler } from "express";
import { pages } from "../app/content/pages.ts";

export function robotsTxt(siteUrl: string): RequestHandler {
  const body = `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
  return (_req, res) => {
    res.type("text/plain").setHeader("Cache-Control", "public, max-age=3600");
    res.send(body);
  };
}

export function sitemapXml(siteUrl: string): RequestHandler {
  const urls = pages.map((p) => `  <url><loc>${siteUrl}${p.path}</loc></url>`).join("\n");
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return (_req, res) => {
    res.type("application/xml").setHeader("Cache-Control", "public, max-age=3600");
    res.send(body);
  };
}
