import http from "node:http";
import https from "node:https";
import { checkUrl, guardedLookup } from "./address-guard.ts";

export interface WebhookRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
}

export interface SendOptions {
  timeoutMs: number;
  /** Aborts the attempt (shutdown): it then counts as failed and is retried later. */
  signal?: AbortSignal;
  /** WEBHOOK_ALLOW_PRIVATE: http:// and private addresses allowed, no address check. */
  allowPrivate: boolean;
}

export class WebhookTimeoutError extends Error {
  readonly code = "WEBHOOK_TIMEOUT";
  constructor(ms: number) {
    super(`no complete answer within ${ms} ms`);
    this.name = "WebhookTimeoutError";
  }
}

/**
 * One POST, answered with the receiver's status code. Redirects are not followed (Node's
 * client never does; a 3xx is just a status that is not 2xx). The whole exchange, from
 * the lookup to the end of the answer, is bounded by the timeout. A fresh connection
 * every time (no keep-alive agent), so every attempt resolves and checks the name anew.
 */
export function postWebhook(request: WebhookRequest, options: SendOptions): Promise<number> {
  return new Promise((resolve, reject) => {
    let url: URL;
    try {
      url = checkUrl(request.url, options.allowPrivate);
    } catch (error) {
      return reject(error);
    }
    const client = url.protocol === "https:" ? https : http;
    const body = Buffer.from(request.body, "utf8");
    const req = client.request(url, {
      method: "POST",
      agent: false,
      headers: {
        ...request.headers,
        "content-type": "application/json",
        "content-length": String(body.length),
        "user-agent": "NkabomPay-Webhooks/1.0",
      },
      ...(options.allowPrivate ? {} : { lookup: guardedLookup }),
    });
    const timer = setTimeout(
      () => req.destroy(new WebhookTimeoutError(options.timeoutMs)),
      options.timeoutMs,
    );
    const abort = () =>
      req.destroy(Object.assign(new Error("shutting down"), { code: "ABORT_ERR" }));
    if (options.signal?.aborted) abort();
    else options.signal?.addEventListener("abort", abort, { once: true });
    req.on("close", () => options.signal?.removeEventListener("abort", abort));
    req.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    req.on("response", (res) => {
      // The answer's body is of no interest; read it to the end so the socket closes cleanly.
      res.resume();
      res.on("end", () => {
        clearTimeout(timer);
        resolve(res.statusCode ?? 0);
      });
      res.on("error", reject);
      res.on("close", () => {
        clearTimeout(timer);
        if (!res.complete)
          reject(Object.assign(new Error("answer cut off"), { code: "ECONNRESET" }));
      });
    });
    req.end(body);
  });
}
