// The site's document renderer serves the console too: the response's nonce on every script,
// the whole document at once, scripts after the first paint, and errors logged by their
// identifiers and path only (server/staff/router.ts hands it the logger and the nonce).
export { default, handleError, streamTimeout, siteContext } from "#app/entry.server.tsx";
export { staffLoadContext } from "./lib/context.ts";
