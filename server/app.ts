import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import type { LeadService } from "../app/lib/forms/lead-service.ts";
import { clientIp, leadApi } from "./api.ts";
import type { Config } from "./config.ts";
import type { Logger } from "./logger.ts";
import { guardPageMethods } from "./page-methods.ts";
import { rejectAbsurdUrls, rejectLargeBodies } from "./request-limits.ts";
import { assignNonce, securityHeaders } from "./security.ts";
import { robotsTxt, sitemapXml } from "./seo.ts";
import { servePrecompressed } from "./precompressed.ts";
import { loadPrerenderedPages, servePrerendered } from "./static-pages.ts";

export interface AppDeps {
  config: Config;
  logger: Logger;
  build: ServerBuild;
  buildDir: string;
  leads: LeadService;
  /** Resolves when the app can serve (database reachable). */
  ready: () => Promise<boolean>;
}

function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const start = process.hrtime.bigint();
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      logger.info(
        {
          method: req.method,
          path: req.originalUrl,
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
  const pages = await loadPrerenderedPages(clientDir);

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);

  app.use(assignNonce, ...securityHeaders());
  app.use(rejectAbsurdUrls, rejectLargeBodies);
  // Probes are answered before request logging so they do not flood the logs.
  app.get("/healthz", (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json({ status: "ok" });
  });
  app.get("/readyz", async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    const ok = await deps.ready().catch(() => false);
    res.status(ok ? 200 : 503).json({ status: ok ? "ready" : "unavailable" });
  });

  app.use(requestLog(logger));
  app.use(compression());

  app.use(
    "/assets",
    servePrecompressed(path.join(clientDir, "assets")),
    express.static(path.join(clientDir, "assets"), {
      immutable: true,
      maxAge: "1y",
      index: false,
      fallthrough: false,
    }),
  );
  app.use("/api", leadApi(leads, logger));
  app.get("/robots.txt", robotsTxt(config.siteUrl));
  app.get("/sitemap.xml", sitemapXml(config.siteUrl));
  app.use(servePrerendered(pages, config.siteUrl));
  app.use(
    servePrecompressed(clientDir),
    express.static(clientDir, {
      index: false,
      maxAge: "1d",
      setHeaders: (res, filePath) => {
        if (filePath.endsWith(".html")) res.setHeader("Cache-Control", "no-cache");
      },
    }),
  );
  app.use(guardPageMethods(build));
  app.all(
    "/{*splat}",
    createRequestHandler({
      build,
      getLoadContext: (req, res) => ({
        nonce: res.locals.nonce as string,
        clientIp: clientIp(req),
        userAgent: req.get("user-agent"),
        leads,
      }),
    }),
  );

  const onError: ErrorRequestHandler = (err, req, res, _next) => {
    const status = (err as { status?: number; statusCode?: number }).status ?? 500;
    if (status >= 500) logger.error({ err, path: req.originalUrl }, "request failed");
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
