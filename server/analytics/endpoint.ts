import express, { type ErrorRequestHandler, type RequestHandler, type Router } from "express";
import { ipKeyGenerator, rateLimit } from "express-rate-limit";
import { isbot } from "isbot";
import { MAX_EVENT_BYTES } from "#app/lib/analytics/vocabulary.ts";
import { clientIp } from "../api.ts";
import { bodyType } from "../content-type.ts";
import { analyticsEvent, type StoredEvent } from "./event-schema.ts";
import { outboundGoals } from "./goals.ts";
import type { EventQueue } from "./event-queue.ts";

export interface EndpointOptions {
  queue: EventQueue;
  /**
   * The paths of the site's pages: an event about any other path is refused. Asked at each
   * event: a publication may add pages (an article).
   */
  knownPaths: Pick<ReadonlySet<string>, "has">;
  /** The site's own host: a referrer from it is a visitor moving between our pages. */
  ownHost: string;
  ipv6Subnet: number;
  /** Events per address per minute. */
  perMinute?: number;
}

/** Whether the visitor asked not to be tracked (Global Privacy Control, Do Not Track). */
function optedOut(req: express.Request): boolean {
  return req.get("sec-gpc")?.trim() === "1" || req.get("dnt")?.trim() === "1";
}

const noContent = (res: express.Response) => res.status(204).end();

/**
 * POST /api/events: one event from the beacon, answered 204 at once. Nothing here waits
 * on the database (the queue writes in batches), so the endpoint cannot slow the pages.
 * Who asked not to be tracked, bots, and whatever fails a check leave no row.
 */
export function analyticsEndpoint(options: EndpointOptions): Router {
  const router = express.Router();
  const limiter = rateLimit({
    windowMs: 60_000,
    limit: options.perMinute ?? 120,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    keyGenerator: (req) => ipKeyGenerator(clientIp(req), options.ipv6Subnet),
    handler: (_req, res) => res.status(429).type("text").send("Too many events."),
  });

  const screen: RequestHandler = (req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    if (req.method !== "POST") {
      res.setHeader("Allow", "POST");
      return res.status(405).type("text").send("Use POST.");
    }
    if (optedOut(req)) return noContent(res);
    const userAgent = req.get("user-agent") ?? "";
    if (!userAgent || isbot(userAgent)) return noContent(res);
    // Browsers say where a request comes from; another site's page may not count for us.
    const site = req.get("sec-fetch-site");
    if (site !== undefined && site !== "same-origin") {
      return res.status(403).type("text").send("Events come from the site's own pages.");
    }
    const type = bodyType(req.get("content-type"));
    const accepted = type?.essence === "text/plain" || type?.essence === "application/json";
    if (!accepted || !type.utf8) {
      return res
        .status(415)
        .type("text")
        .send("Send the event as JSON (text/plain or application/json).");
    }
    next();
  };

  const record: RequestHandler = (req, res) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(req.body as string);
    } catch {
      return res.status(400).type("text").send("The event is not JSON.");
    }
    const result = analyticsEvent.safeParse(parsed);
    if (!result.success || !options.knownPaths.has(result.data.path)) {
      return res.status(400).type("text").send("Not an event this site sends.");
    }
    let event: StoredEvent;
    if (result.data.type === "outbound") {
      const goal = outboundGoals.get(result.data.host);
      // A link to another site that is no goal: fine, and nothing to keep.
      if (!goal) return noContent(res);
      event = { type: "goal", path: result.data.path, goal };
    } else event = result.data;
    if (event.type === "pageview" && event.referrer === options.ownHost) delete event.referrer;
    options.queue.push({
      at: new Date(),
      event,
      address: clientIp(req),
      userAgent: req.get("user-agent")!,
    });
    res.locals.unlogged = true;
    noContent(res);
  };

  router.use(
    screen,
    limiter,
    express.text({ type: () => true, limit: MAX_EVENT_BYTES, defaultCharset: "utf-8" }),
    record,
  );
  const onError: ErrorRequestHandler = (err, _req, res, _next) => {
    const status = (err as { status?: number }).status ?? 400;
    res
      .status(status === 413 ? 413 : 400)
      .type("text")
      .send(status === 413 ? "The event is too large." : "Bad request.");
  };
  router.use(onError);
  return router;
}
