import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type ErrorRequestHandler, type RequestHandler, type Router } from "express";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { EVENTS_PATH } from "#app/lib/analytics/vocabulary.ts";
import type { SiteContext } from "#app/lib/load-context.ts";
import type { LeadService } from "#app/lib/forms/lead-service.ts";
import { clientIp, leadApi } from "./api.ts";
import type { Config } from "./config.ts";
import type { SecretBox } from "./webhooks/secret-box.ts";
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from "./db/unavailable.ts";
import { logSafeError } from "./log-safe-error.ts";
import type { Logger } from "./logger.ts";
import { ASSET_CACHE_CONTROL, FILE_CACHE_CONTROL } from "./cache-policy.ts";
import type { PageManifest } from "./page-manifest.ts";
import { rejectMalformedHost } from "./host-header.ts";
import {
  limitConcurrency,
  limitPerClient,
  limitPipelining,
  limitWhileSaturated,
  serveBuildFiles,
  shedCounter,
} from "./load-shedding.ts";
import { hidePageFiles, serveNotFound } from "./not-found.ts";
import { buildContext } from "./build-context.ts";
import type { PreviewOptions } from "./content/preview.server.ts";
import { guardPageMethods } from "./page-methods.ts";
import { rejectAbsurdUrls, rejectLargeBodies } from "./request-limits.ts";
import { assignNonce, securityHeaders } from "./security.ts";
import { robotsTxt, securityTxt, SECURITY_TXT_PATH, sitemapXml } from "./seo.ts";
import { servePrecompressed } from "./precompressed.ts";
import { servePrerendered } from "./static-pages.ts";
import { buildVersion, LiveSite, serveLiveData, unlessRetired } from "./content/live-site.ts";
import { FEED_CONTENT_TYPE, FEED_PATH } from "#app/content/feed.ts";
import { serveArticleFiles } from "./content/article-files.server.ts";
import { serveArticleRedirects } from "./content/article-redirects.server.ts";
import type { Database } from "./db/database.ts";
import { serveMedia } from "./content/media.ts";
import { routeNotFoundPages } from "./content/route-not-found.server.ts";
import { staffOrigin } from "./staff/origin.ts";
import { staffConsole } from "./staff/router.ts";
import type { Metrics, ShedReason } from "./metrics.ts";

export interface AppDeps {
  config: Config;
  logger: Logger;
  build: ServerBuild;
  buildDir: string;
  /** The build's prerendered pages (build/page-manifest.json). */
  pageManifest: PageManifest;
  leads: LeadService;
  /** Resolves when the app can serve (database reachable). */
  ready: () => Promise<boolean>;
  /**
   * True once SIGTERM has come: /readyz answers 503 so the load balancer stops choosing this
   * instance, and every answer closes its connection, while requests are still served
   * (SHUTDOWN_DRAIN_MS, server/main.ts).
   */
  draining?: () => boolean;
  /** The database the staff console at /staff works on; without it there is no console. */
  staffDatabase?: Database;
  /** The staff console's React Router build (build/console/server). */
  consoleBuild: ServerBuild;
  /**
   * The pages served: the build's, or the latest publication's (server/content). Made from
   * the build's files when not given.
   */
  live?: LiveSite;
  /** The newest unpublished version of a content entry (the store), for previews. */
  draftOf?: PreviewOptions["draftOf"];
  /** Seals webhook endpoint secrets for the console's Webhooks screen. */
  webhookBox?: SecretBox;
  /** The analytics beacon's endpoint (server/analytics), mounted at /api/events. */
  analytics?: Router;
  /** Resolves once `live` serves the store's latest publication (bounded), for the console. */
  publicationServed?: () => Promise<boolean>;
  /** The instance's Prometheus figures (server/metrics.ts), served on their own listener. */
  metrics?: Metrics;
}

function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const start = process.hrtime.bigint();
    res.on("finish", () => {
      // An event the beacon sent and the endpoint took: the queue counts those, and at a
      // thousand a second they would be most of the log (its refusals are still logged).
      if (res.locals.unlogged === true) return;
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      logger.info(
        {
          method: req.method,
          // Without the query: unsubscribe and confirmation links carry secret tokens.
          path: req.originalUrl.split("?")[0],
          status: res.statusCode,
          durationMs: Math.round(ms * 10) / 10,
          bytes: Number(res.getHeader("content-length") ?? 0) || undefined,
        },
        "request",
      );
    });
    next();
  };
}

export async function createApp(deps: AppDeps) {
  const { config, logger, build, buildDir, leads } = deps;
  const clientDir = path.join(buildDir, "client");
  const buildFeed = path.join(clientDir, FEED_PATH);
  const live = deps.live ?? new LiveSite(await buildVersion(clientDir, deps.pageManifest));
  const pages = () => live.current.pages;
  const notFound = () => live.current.notFound;
  const countShed = (reason: ShedReason, what: string, status = 503) => {
    const log = shedCounter((shed) =>
      logger.warn({ shed }, `load shedding: ${what} answered ${status}`),
    );
    return () => {
      deps.metrics?.shed(reason);
      log();
    };
  };
  // Caps on what is rendered per request at once: the site's and the console's own, so a
  // flood of public renders never refuses staff (both together stay far within the heap).
  const renders = limitConcurrency(
    config.load.maxConcurrentRenders,
    countShed("renders", "renders past MAX_CONCURRENT_RENDERS"),
  );
  const consoleRenders = limitConcurrency(
    config.load.maxConcurrentConsoleRenders,
    countShed("console_renders", "console renders past MAX_CONCURRENT_CONSOLE_RENDERS"),
  );
  deps.metrics?.watch({
    rendersInFlight: { site: renders.inFlight, console: consoleRenders.inFlight },
  });
  // Renders per client in a window, met first: the site's, and the console's without a
  // session (its sign-in), each with an allowance of its own.
  const perClient = (reason: ShedReason, what: string) =>
    limitPerClient(
      { ...config.load.rendersPerClient, ipv6Subnet: config.rateLimit.ipv6Subnet },
      countShed(reason, `${what} past RENDERS_PER_CLIENT`, 429),
    );

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);
  // First: every answer counts, the refusals below included.
  if (deps.metrics) app.use(deps.metrics.requests);

  app.use(assignNonce, ...securityHeaders());
  // Stopping: a kept-alive connection the proxy reused after the instance closed it would
  // fail a POST it cannot retry elsewhere (it may have arrived); a closed one it cannot reuse.
  app.use((_req, res, next) => {
    if (deps.draining?.()) res.setHeader("Connection", "close");
    next();
  });
  app.use(rejectMalformedHost(logger), rejectAbsurdUrls, rejectLargeBodies);
  // Probes are answered before request logging so they do not flood the logs.
  app.get("/healthz", (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json({ status: "ok" });
  });
  app.get("/readyz", async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    if (deps.draining?.()) {
      res.status(503).json({ status: "stopping" });
      return;
    }
    const ok = await deps.ready().catch(() => false);
    res.status(ok ? 200 : 503).json({ status: ok ? "ready" : "unavailable" });
  });

  app.use(requestLog(logger));
  app.use(
    limitPipelining(
      config.load.maxPipelinedRequests,
      countShed("pipelining", "requests pipelined past MAX_PIPELINED_REQUESTS on one connection"),
    ),
  );
  // Before the pages and compression: an event's answer is an empty 204, and the compression
  // middleware's wrapping cost a sixth of the server's time under a flood of them
  // (bench:analytics --ingest).
  if (deps.analytics) app.use(EVENTS_PATH, deps.analytics);
  // Before compression: the pages go out as the build (or the publication's render)
  // compressed them, and so does their loader data.
  app.use(
    servePrerendered(pages),
    serveLiveData(live),
    serveArticleFiles(() => live.current.files),
    serveArticleRedirects(() => live.current.redirects),
  );
  // Uploaded pictures, from the database: before compression too (they are compressed).
  if (deps.staffDatabase) app.use("/media", serveMedia(deps.staffDatabase.db));
  app.use(compression());

  app.use(
    "/assets",
    servePrecompressed(path.join(clientDir, "assets")),
    express.static(path.join(clientDir, "assets"), {
      index: false,
      fallthrough: false,
      cacheControl: false,
      setHeaders: (res) => res.setHeader("Cache-Control", ASSET_CACHE_CONTROL),
    }),
  );
  app.use("/api", leadApi(leads, logger, config.minFillMs));
  if (deps.staffDatabase) {
    app.use(
      // Single fetch asks for the home screen's data at /staff.data (React Router 8's
      // trailing-slash-aware data URLs), which is not under /staff/.
      ["/staff", "/staff.data"],
      staffConsole({
        database: deps.staffDatabase,
        build: deps.consoleBuild,
        clientDir: path.join(buildDir, "console", "client"),
        siteUrl: staffOrigin(config.siteUrl),
        logger,
        ipv6Subnet: config.rateLimit.ipv6Subnet,
        webhooks: deps.webhookBox && {
          box: deps.webhookBox,
          allowPrivate: config.webhooks.allowPrivate,
        },
        admit: consoleRenders,
        limitAnonymous: perClient("console_per_client", "console requests without a session"),
        preview: {
          build,
          live,
          paths: Object.keys(deps.pageManifest.pages),
          draftOf: deps.draftOf,
        },
        publicationServed: deps.publicationServed,
      }),
    );
  }
  app.get("/robots.txt", robotsTxt(config.siteUrl));
  app.get(
    "/sitemap.xml",
    sitemapXml(config.siteUrl, () => live.sitemapEntries()),
  );
  app.get(
    SECURITY_TXT_PATH,
    securityTxt(clientDir, config.siteUrl, () => live.current.content?.siteFacts.main),
  );
  app.use(
    hidePageFiles(notFound),
    unlessRetired(live, servePrecompressed(clientDir)),
    unlessRetired(
      live,
      serveBuildFiles(
        clientDir,
        express.static(clientDir, {
          index: false,
          cacheControl: false,
          setHeaders: (res, file) => {
            res.setHeader("Cache-Control", FILE_CACHE_CONTROL);
            // The build's feed (or its twin) under the feed's own type, not its name's.
            if (file.replace(/\.(br|gz)$/, "") === buildFeed) {
              res.setHeader("Content-Type", FEED_CONTENT_TYPE);
            }
          },
        }),
      ),
    ),
  );
  app.use(
    guardPageMethods(build),
    serveNotFound(
      build,
      Object.keys(deps.pageManifest.pages),
      notFound,
      routeNotFoundPages(build, live, config.siteUrl),
    ),
  );
  // Only what has to be rendered per request gets here: form posts without JavaScript,
  // the links of newsletter mails, data requests. Nothing before this point waits (on the
  // disk, the database), so a burst meets the cap at once rather than one by one.
  app.use(
    perClient("renders_per_client", "renders"),
    limitWhileSaturated(
      config.load.maxEventLoopUtilization,
      countShed("event_loop", "renders while the event loop was past MAX_EVENT_LOOP_UTILIZATION"),
    ),
    renders,
  );
  const siteContext = buildContext<SiteContext>(build, "siteContext");
  app.all(
    "/{*splat}",
    createRequestHandler({
      build,
      getLoadContext: (req, res) => {
        const context = new RouterContextProvider();
        context.set(siteContext, {
          nonce: res.locals.nonce as string,
          clientIp: clientIp(req),
          formBodyRefused: res.locals.formBodyRefused === true,
          userAgent: req.get("user-agent"),
          leads,
          logger,
          // A form's answer or a data request renders the same publication as the pages.
          content: live.current.content,
          articleRedirects: live.current.redirects,
        });
        return context;
      },
    }),
  );

  const onError: ErrorRequestHandler = (err, req, res, _next) => {
    // The database restarting or full is a passing state, not a fault of the code.
    if (isDatabaseUnavailable(err)) {
      logger.warn({ error: logSafeError(err), path: req.path }, "database unavailable");
      if (res.headersSent) return;
      res.setHeader("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));
      res.status(503).type("text").send("The site is busy. Please try again in a few seconds.");
      return;
    }
    const status = (err as { status?: number; statusCode?: number }).status ?? 500;
    // By identifiers and the path only: the error's text and the query may hold secrets.
    if (status >= 500) logger.error({ error: logSafeError(err), path: req.path }, "request failed");
    if (res.headersSent) return;
    res
      .status(status)
      .type("text")
      .send(
        status === 404 ? "Not found." : status < 500 ? "Bad request." : "Something went wrong.",
      );
  };
  app.use(onError);
  return app;
}
