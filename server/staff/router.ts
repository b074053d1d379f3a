import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import express, { type ErrorRequestHandler, type RequestHandler, type Router } from "express";
import { RouterContextProvider, type ServerBuild } from "react-router";
import type { SiteContext } from "#app/lib/load-context.ts";
import type { StaffLoadContext } from "#console/lib/context.ts";
import type { Database } from "../db/database.ts";
import { databaseRateLimiter, memoryRateLimiter } from "../shared/rate-limit.ts";
import type { Logger } from "../logger.ts";
import { site } from "#app/config/site.ts";
import { buildContext } from "../build-context.ts";
import { ASSET_CACHE_CONTROL } from "../cache-policy.ts";
import type { ConsoleContext, StaffWebhooks } from "./console-context.ts";
import { relyingParty } from "./passkeys.server.ts";
import { clientAddress, readCookie } from "./request-helpers.server.ts";
import { contentPreview, type PreviewOptions } from "../content/preview.server.ts";
import { readSession, type StaffSession } from "./sessions.server.ts";

export interface StaffConsoleOptions {
  database: Database;
  /** The console's React Router build (build/console/server), rendering its screens. */
  build: ServerBuild;
  /** Its browser files (build/console/client), served under /staff. */
  clientDir: string;
  siteUrl: string;
  logger: Logger;
  /**
   * Sign-in attempts per address and per account in a 10-minute window, and how many of an
   * address's failures the audit log records in that window.
   */
  attemptLimit?: { perIp: number; perAccount: number; auditedFailures: number };
  /** IPv6 clients are counted per network of this prefix length, as lead capture counts. */
  ipv6Subnet?: number;
  webhooks?: StaffWebhooks;
  /**
   * The server's cap on renders at once (load-shedding.ts), taken before the session is
   * read: past it a request gets the cheap 503, no database query and no render.
   */
  admit?: RequestHandler;
  /**
   * A limit per client (load-shedding.ts) for requests without a live session, the sign-in
   * among them: one flooding address is refused before it renders. Staff signed in are not
   * counted (an office shares one address); their screens have `admit`.
   */
  limitAnonymous?: RequestHandler;
  /** Renders content previews (server/content/preview.server.ts); without it there are none. */
  preview?: PreviewOptions;
  /** Waits for this instance to serve the latest publication (ConsoleContext). */
  publicationServed?: () => Promise<boolean>;
}

/** The methods the console answers; its forms post, its pages are read. */
export const CONSOLE_METHODS = ["GET", "HEAD", "POST"];

/**
 * The staff console at /staff (docs/staff-console.md): the console's own React Router
 * build, rendered per request, behind the console's headers, Origin check and session; a
 * build of its own so the public pages' files stay byte for byte the same
 * (docs/decisions/014).
 */
export function staffConsole(options: StaffConsoleOptions): Router {
  const { database, siteUrl, logger } = options;
  const limits = options.attemptLimit ?? { perIp: 30, perAccount: 10, auditedFailures: 5 };
  const window = { windowSeconds: 600 };
  const limiter = (max: number) =>
    database.driver === "postgres"
      ? databaseRateLimiter(database.db, { max, ...window })
      : memoryRateLimiter({ max, ...window });
  const ctx: ConsoleContext = {
    db: database.db,
    rp: relyingParty(siteUrl, `${site.name} staff`),
    secure: new URL(siteUrl).protocol === "https:",
    logger,
    attemptsByIp: limiter(limits.perIp),
    attemptsByAccount: limiter(limits.perAccount),
    auditedFailures: limiter(limits.auditedFailures),
    ipv6Subnet: options.ipv6Subnet ?? 64,
    webhooks: options.webhooks,
    publicationServed: options.publicationServed,
  };
  const router = express.Router();

  const headers: RequestHandler = (_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("X-Robots-Tag", "noindex, nofollow");
    next();
  };

  // React Router would run a screen's action for PUT, PATCH or DELETE as for POST, and
  // cannot make a fetch Request of TRACE at all (a 500): the console answers only what its
  // own pages send.
  const methods: RequestHandler = (req, res, next) => {
    if (CONSOLE_METHODS.includes(req.method)) return next();
    const allow = CONSOLE_METHODS.join(", ");
    res.setHeader("Allow", allow);
    res.status(405).type("text").send(`Method not allowed here. Allowed: ${allow}.`);
  };

  // On top of SameSite=Strict: a state-changing request must come from the site's own pages.
  const sameOrigin: RequestHandler = (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    if (req.get("origin") !== ctx.rp.origin) {
      return void res.status(403).type("text").send("Cross-origin request refused.");
    }
    next();
  };

  const loadSession: RequestHandler = async (req, res, next) => {
    try {
      const token = readCookie(req, ctx.secure);
      const current = await readSession(ctx.db, token);
      res.locals.staff = current;
      // A cookie naming no live session is dropped, so the browser stops sending it (unless
      // the answer starts a new session: the root loader or dropStaleCookie below says so).
      res.locals.staleCookie = Boolean(token && !current);
      next();
    } catch (error) {
      next(error);
    }
  };

  const siteContext = buildContext<SiteContext>(options.build, "siteContext");
  const staffLoadContext = buildContext<StaffLoadContext | null>(options.build, "staffLoadContext");
  const rendered = createRequestHandler({
    build: options.build,
    getLoadContext: (req, res) => {
      const context = new RouterContextProvider();
      context.set(siteContext, { nonce: res.locals.nonce as string, logger });
      context.set(staffLoadContext, {
        console: ctx,
        session: (res.locals.staff as StaffSession | undefined) ?? null,
        staleCookie: res.locals.staleCookie === true,
        clientIp: clientAddress(req),
      });
      return context;
    },
  });

  router.use(headers, methods);
  // The build's hashed files: cached for good, like the site's /assets.
  router.use(
    "/assets",
    express.static(path.join(options.clientDir, "assets"), {
      index: false,
      cacheControl: false,
      setHeaders: (res) => res.setHeader("Cache-Control", ASSET_CACHE_CONTROL),
    }),
  );
  router.use(sameOrigin);
  const { limitAnonymous } = options;
  // Without a session cookie a request is anonymous for sure: limited before it takes a place
  // under the cap. With one, once the session is read: a made-up cookie is counted too.
  if (limitAnonymous) {
    router.use((req, res, next) =>
      readCookie(req, ctx.secure) ? next() : limitAnonymous(req, res, next),
    );
  }
  if (options.admit) router.use(options.admit);
  router.use(loadSession);
  if (limitAnonymous) {
    router.use((req, res, next) =>
      readCookie(req, ctx.secure) && !res.locals.staff ? limitAnonymous(req, res, next) : next(),
    );
  }
  // A public page with a draft laid over it: rendered by the site's build, not the console's.
  if (options.preview) {
    router.get("/content/:type/:id/preview", contentPreview(options.preview, database.db));
  }
  // Every other path, known or not: React Router answers (an unknown one with the console's
  // own not-found page). sameOrigin has held the Origin to the console's own
  // (STAFF_ORIGIN), which is stricter than React Router's check against the Host the
  // request arrived with (behind the TLS proxy, or in the tests, that is not the public
  // origin): the header is not passed on to it.
  router.use((req, res, next) => {
    delete req.headers.origin;
    rendered(req, res, next);
  });
  const onError: ErrorRequestHandler = (err, req, res, next) => {
    const status = (err as { status?: number }).status ?? 500;
    if (status < 500) return next(err);
    // The error's message, never the request's body: it may hold lead data or codes.
    logger.error(
      { err: { message: (err as Error).message, name: (err as Error).name }, path: req.path },
      "staff console request failed",
    );
    if (res.headersSent) return void res.destroy();
    res.status(500).type("text").send("Something went wrong.");
  };
  router.use(onError);
  return router;
}
