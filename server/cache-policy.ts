/**
 * How long browsers and shared caches (a CDN, a proxy) may keep what the site serves.
 * The server and the build's `_headers` file (scripts/static-headers.ts) both use these.
 */

/**
 * Prerendered pages. Browsers ask again on every view (max-age=0), cheaply: the strong
 * ETag gets a bodiless 304 while the page is unchanged. A CDN may answer from its copy for
 * five minutes (s-maxage=300), so an edit reaches every visitor within minutes without a
 * purge, and may keep answering with that copy for up to a day while it fetches the new one
 * in the background, or while the origin is down (stale-while-revalidate=86400): pages stay
 * up through an origin restart or outage. A page may so be served up to a day after a
 * deploy replaced it: keep the previous build's /assets that long (docs/deploying.md).
 */
export const PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=300, stale-while-revalidate=86400";

/** Scripts, styles and fonts under /assets carry a content hash in their name: never stale. */
export const ASSET_CACHE_CONTROL = "public, max-age=31536000, immutable";

/** Icons, images, the web manifest: stable names, so a day. */
export const FILE_CACHE_CONTROL = "public, max-age=86400";
