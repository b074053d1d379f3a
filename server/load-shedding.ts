import { readdirSync } from "node:fs";
import type { Socket } from "node:net";
import path from "node:path";
import { performance } from "node:perf_hooks";
import type { RequestHandler, Response } from "express";
import { ipKeyGenerator, rateLimit } from "express-rate-limit";
import { clientIp } from "./api.ts";

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
 * A cap on requests in progress at once through the handlers after it, and a pace for
 * starting them. Rendering a page per request costs milliseconds of CPU and hundreds of
 * kilobytes of heap until it is sent: a burst of a thousand or two at once exhausted the
 * 192 MB heap and killed the process. Past the cap the request gets 503 with Retry-After
 * at once.
 *
 * The pace: an admitted request starts one turn of the event loop after the one before
 * it. A render that waits on no I/O runs start to finish without giving the loop back, so
 * without the pause the requests read meanwhile reached the cap one at a time, each after
 * the one before was sent: the cap was never reached, 2,000 renders ran in a row and
 * /healthz waited behind them all. With it, every request already read meets the cap
 * first, and between two renders the loop answers whatever else is waiting (probes,
 * prerendered pages, the 503s). On a quiet server a turn takes microseconds.
 */
export function limitConcurrency(
  max: number,
  onShed: () => void,
): RequestHandler & { inFlight(): number } {
  let active = 0;
  const waiting: (() => void)[] = [];
  let scheduled = false;
  const startNext = () => {
    waiting.shift()?.();
    scheduled = waiting.length > 0;
    if (scheduled) setImmediate(startNext);
  };
  const handler: RequestHandler = (_req, res, next) => {
    if (active >= max) {
      onShed();
      return busy(res, false);
    }
    active++;
    let closed = false;
    // Emitted once per response, when it is sent or its connection is gone (also for a
    // pipelined response still queued behind another).
    res.once("close", () => {
      closed = true;
      active--;
    });
    // A visitor who left while waiting costs no render.
    waiting.push(() => closed || next());
    if (!scheduled) {
      scheduled = true;
      setImmediate(startNext);
    }
  };
  return Object.assign(handler, { inFlight: () => active });
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

/** How often the event loop's utilization is read. */
const UTILIZATION_SAMPLE_MS = 500;

/**
 * Renders refused (503) while the event loop was busy more than `maxUtilization` of the
 * last half-second, as Fastify's under-pressure does. Node takes one new connection per
 * turn of its event loop, and a render takes a turn: while renders run back to back, every
 * connection waiting to be taken waits behind them, the load balancer's health check
 * included, and many clients get there while each stays within its own limit
 * (limitPerClient). Refusing renders leaves the turns short: the waiting connections are
 * taken and answered, and once the loop has room renders are taken on again. 1 turns this
 * off. Form posts are never refused here: see the handler.
 */
export function limitWhileSaturated(maxUtilization: number, onShed: () => void): RequestHandler {
  if (maxUtilization >= 1) return (_req, _res, next) => next();
  let previous = performance.eventLoopUtilization();
  let saturated = false;
  setInterval(() => {
    const current = performance.eventLoopUtilization();
    saturated = performance.eventLoopUtilization(current, previous).utilization > maxUtilization;
    previous = current;
  }, UTILIZATION_SAMPLE_MS).unref();
  // A form sent without JavaScript carries what a visitor wrote, and a publication keeps the
  // loop busy for seconds: it is never refused for the loop's sake. Its senders are bounded
  // by the limit per client, the cap on renders at once and the submissions' rate limit.
  return (req, res, next) => {
    if (!saturated || req.method === "POST") return next();
    onShed();
    busy(res, false);
  };
}

export interface PerClientLimit {
  /** Requests one client may have rendered in a window; past it, 429 until the window ends. */
  max: number;
  windowSeconds: number;
  /** IPv6 clients are counted per network of this prefix length (one home has a /64). */
  ipv6Subnet: number;
}

/**
 * A cap on the renders one client asks for in a window, met before the cap on renders at
 * once. Node takes one new connection per turn of its event loop and a render takes a
 * turn, so a client opening a new connection per request is rendered one request at a
 * time and never fills that cap, while every other connection (the load balancer's health
 * check, prerendered pages, staff) waits in the kernel's queue behind its renders: 200 at a
 * time held every answer for 15 s. Past this limit its requests are answered 429 in
 * microseconds, so the turns are short and the queue drains.
 *
 * The client is the address Express reads under TRUST_PROXY (server/config.ts): without
 * trusted proxies X-Forwarded-For is ignored, so a forged header neither escapes the limit
 * nor spends another address's allowance.
 */
export function limitPerClient(limit: PerClientLimit, onLimited: () => void): RequestHandler {
  return rateLimit({
    windowMs: limit.windowSeconds * 1000,
    limit: limit.max,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    keyGenerator: (req) => ipKeyGenerator(clientIp(req), limit.ipv6Subnet),
    // An X-Forwarded-For that TRUST_PROXY does not trust is expected from a forging client,
    // and is ignored as it should be: not a misconfiguration to report.
    validate: { xForwardedForHeader: false },
    handler: (_req, res) => {
      onLimited();
      res.setHeader("Cache-Control", "no-store");
      res.status(429).type("text").send("Too many requests. Please try again in a few seconds.");
    },
  });
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

/**
 * express.static for the files the build wrote, decided without the disk: a request for
 * anything else goes straight on. express.static would first stat the path, and requests
 * waiting on the disk pile up ahead of the render cap: 2,000 links of newsletter mails at
 * once reached the cap one by one, each rendered while the rest waited, until the heap ran
 * out. The build does not change while the server runs, so its listing at start-up holds.
 */
export function serveBuildFiles(root: string, serve: RequestHandler): RequestHandler {
  const files = new Set(
    readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
      .map((file) => "/" + file.split(path.sep).join("/")),
  );
  const listed = (pathname: string) => {
    try {
      return files.has(decodeURIComponent(pathname));
    } catch {
      return false;
    }
  };
  return (req, res, next) => (listed(req.path) ? serve(req, res, next) : next());
}
