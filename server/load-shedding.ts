import type { Socket } from "node:net";
import type { RequestHandler, Response } from "express";

/** What a shed request is told: try again after this many seconds. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * The fast refusal of a request the server will not take on now: a few hundred bytes,
 * no rendering, no database. Closing the connection also drops whatever else a client
 * has queued on it.
 */
function busy(res: Response, closeConnection: boolean) {
  res.setHeader("Retry-After", String(RETRY_AFTER_SECONDS));
  res.setHeader("Cache-Control", "no-store");
  if (closeConnection) res.setHeader("Connection", "close");
  res.status(503).type("text").send("The site is busy. Please try again in a few seconds.");
}

/**
 * A cap on requests in progress at once through the handlers after it. Rendering a page
 * per request costs milliseconds of CPU and hundreds of kilobytes of heap until it is
 * sent: a burst of a thousand or two at once exhausted the 192 MB heap and killed the
 * process. Past the cap the request gets 503 with Retry-After at once.
 */
export function limitConcurrency(max: number, onShed: () => void): RequestHandler {
  let active = 0;
  return (_req, res, next) => {
    if (active >= max) {
      onShed();
      return busy(res, false);
    }
    active++;
    // Emitted once per response, when it is sent or its connection is gone (also for a
    // pipelined response still queued behind another).
    res.once("close", () => active--);
    next();
  };
}

/**
 * A cap on the requests one connection has in progress at once. Browsers and proxies
 * send one request at a time per connection; a client that pipelines hundreds in one
 * write gets the first ones answered, then 503 and the connection closed.
 */
export function limitPipelining(max: number, onShed: () => void): RequestHandler {
  const inProgress = new WeakMap<Socket, number>();
  return (req, res, next) => {
    const socket = req.socket;
    const count = inProgress.get(socket) ?? 0;
    if (count >= max) {
      onShed();
      return busy(res, true);
    }
    inProgress.set(socket, count + 1);
    res.once("close", () => inProgress.set(socket, (inProgress.get(socket) ?? 1) - 1));
    next();
  };
}

/**
 * Counts shed requests and logs them at most once per interval, so that a burst of
 * thousands writes a handful of warnings rather than thousands of lines.
 */
export function shedCounter(report: (shed: number) => void, intervalMs = 10_000): () => void {
  let shed = 0;
  let timer: NodeJS.Timeout | undefined;
  return () => {
    shed++;
    timer ??= setTimeout(() => {
      report(shed);
      shed = 0;
      timer = undefined;
    }, intervalMs).unref();
  };
}
