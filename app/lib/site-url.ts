import { site } from "../config/site.ts";

// Written in by vite.config.ts from SITE_URL at build time (absent in unit tests).
declare const __SITE_URL__: string | undefined;

/**
 * The public origin the pages are built for: canonical and Open Graph URLs, JSON-LD. It
 * is fixed at build time (SITE_URL, default site.url) so that a prerendered page is the
 * same bytes on every server and CDN, and the browser renders the same URLs at hydration.
 */
export function siteOrigin(): string {
  return typeof __SITE_URL__ === "string" ? __SITE_URL__ : site.url;
}
