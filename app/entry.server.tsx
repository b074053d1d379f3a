import { PassThrough } from "node:stream";
import { text } from "node:stream/consumers";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { renderToPipeableStream } from "react-dom/server";
import { deferModuleScripts } from "./lib/defer-scripts.server.ts";
import { siteContext } from "./lib/load-context.ts";
import { NonceContext } from "./lib/nonce.ts";
import { logSafeError } from "#server/log-safe-error.ts";

/**
 * Every error of a loader, an action or a render is logged by its identifiers only, as one
 * JSON line (React Router's default prints the whole error: a database error's text quotes
 * its parameters, an unsubscribe token among them) and with the path but not the query.
 */
function logError(
  error: unknown,
  context: Readonly<RouterContextProvider> | undefined,
  request?: Request,
) {
  const logger = context?.get(siteContext).logger;
  const path = request ? new URL(request.url).pathname : undefined;
  const cause = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : error;
  // An answer a route meant to give (a 404, a 405) is no failure.
  if (cause === undefined) return;
  // Nor is React Router's own refusal of a request (no route matches the address, a POST
  // where the route has no action): it carries an Error, but nothing went wrong, and an
  // error line per refusal would bury the real faults the runbook has operators watch.
  if (isRouteErrorResponse(error) && error.status < 500) {
    logger?.info({ status: error.status, path }, "page request refused");
    return;
  }
  const entry = { error: logSafeError(cause), path };
  // Prerendering, at build time, has no server logger.
  if (logger) logger.error(entry, "page request failed");
  else console.error(JSON.stringify({ level: "error", msg: "page request failed", ...entry }));
}

// The server sets the context the build's loaders read (server/build-context.ts).
export { siteContext };

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  // A visitor who went away is no error of ours.
  if (request.signal.aborted) return;
  logError(error, context, request);
};

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // Pages rendered per request carry the response's CSP nonce. At prerender time there is
  // none: those pages' inline scripts are allowed by their hashes instead (postbuild).
  const nonce = loadContext.get(siteContext).nonce;

  return new Promise((resolve, reject) => {
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    // Every page waits for all content: the site has no streamed data, and crawlers,
    // no-JS visitors, the prerenderer and the script deferral all need the whole document.
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        // React moves a Suspense boundary's content larger than this (12,800 bytes by
        // default) to the end of the document, hidden until an inline script shows it:
        // invisible without JavaScript. /bulk-pay's payout file section is one such boundary.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          // The document is complete here, so it is read whole and its scripts deferred
          // before it is sent: prerendered pages and server-rendered ones (not found,
          // errors, form posts without JavaScript) load the same way.
          const body = new PassThrough();
          pipe(body);
          text(body)
            .then((html) => {
              clearTimeout(timeoutId);
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              resolve(
                new Response(deferModuleScripts(html), {
                  headers: responseHeaders,
                  status: responseStatusCode,
                }),
              );
            })
            .catch(reject);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          logError(error, loadContext, request);
        },
      },
    );
  });
}
