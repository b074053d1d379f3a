/**
 * Prerendered pages are built before the deployment's SITE_URL is known, so absolute URLs
 * (canonical, Open Graph) are written with this origin and the server swaps in SITE_URL.
 */
export const SITE_URL_PLACEHOLDER = "https://site-url.invalid";

export function siteOrigin(): string {
  return typeof window === "undefined" ? SITE_URL_PLACEHOLDER : window.location.origin;
}
