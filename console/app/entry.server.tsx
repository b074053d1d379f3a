import { PassThrough } from "node:stream";
import { text } from "node:stream/consumers";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { renderToPipeableStream } from "react-dom/server";
import { logSafeError } from "../../server/log-safe-error.ts";
import { NonceContext } from "../../app/lib/nonce.ts";
import "./lib/context.ts";

/**
 * Errors are logged by their identifiers and the path only: a loader's database error
 * quotes its parameters (lead data, codes), and the query may hold an invitation token.
 */
function logError(error: unknown, context: AppLoadContext | undefined, request: Request) {
  const cause = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : error;
  // An answer a loader meant to give (401, 403, 404) is no failure.
  if (cause === undefined) return;
  const entry = { err: logSafeError(cause), path: new URL(request.url).pathname };
  context?.staff?.console.logger.error(entry, "staff console request failed");
}

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  logError(error, context, request);
};

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // Every console page is rendered per request under the strict CSP: its scripts carry
  // the response's nonce.
  const nonce = loadContext.nonce;
  return new Promise<Response>((resolve, reject) => {
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        onAllReady() {
          const body = new PassThrough();
          pipe(body);
          text(body)
            .then((html) => {
              clearTimeout(timeoutId);
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
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
