/**
 * Prerendered pages are written with this placeholder where the CSP nonce goes; the
 * server swaps in a fresh nonce for every response it sends (server/static-pages.ts).
 */
export const NONCE_PLACEHOLDER = "__CSP_NONCE__";
