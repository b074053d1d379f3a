/**
 * `npm run dev`: Vite's dev server (hot reload, no build) with the production lead backend
 * behind it. The forms post to the same JSON API and the same route actions as in
 * production, through the same validation, spam checks and storage: the embedded database
 * and `.eml` mail under DATA_DIR (./data), or DATABASE_URL and SMTP_URL when they are set.
 * Pages are rendered per request from the sources instead of served prerendered.
 *
 * `npm run dev -- --port 5000 --host 127.0.0.1` takes Vite's two listening flags (over PORT
 * and HOST); any other flag is refused rather than ignored, since Vite itself never sees them.
 */
import http from "node:http";
import { parseArgs } from "node:util";
import { createRequestHandler } from "@react-router/express";
import express from "express";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { createServer as createViteServer } from "vite";
import { TEMPLATE_PATH, templateCsv } from "#app/lib/bulk-pay/payout-columns.ts";
import { EVENTS_PATH } from "#app/lib/analytics/vocabulary.ts";
import { pages } from "#app/content/pages.ts";
import { createAnalytics } from "./analytics/analytics.ts";
import { clientIp, leadApi } from "./api.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { prepareDataDir } from "./data-dir.ts";
import { createBackend } from "./backend.ts";
import { announcePort, boundPort } from "./http-server.ts";
import { createLogger } from "./logger.ts";
import type { SiteContext } from "#app/lib/load-context.ts";
import { buildContext } from "./build-context.ts";
import { guardPageMethods } from "./page-methods.ts";
import { rejectAbsurdUrls, rejectLargeBodies } from "./request-limits.ts";

const SERVER_BUILD = "virtual:react-router/server-build";

let flags: { port?: string | undefined; host?: string | undefined };
try {
  ({ values: flags } = parseArgs({
    options: { port: { type: "string" }, host: { type: "string" } },
    allowPositionals: false,
  }));
} catch (error) {
  console.error(
    `${(error as Error).message}\n` +
      "Usage: npm run dev [-- --port <port>] [--host <address>] (or PORT and HOST)",
  );
  process.exit(64); // EX_USAGE
}

let config;
try {
  config = loadConfig({
    ...process.env,
    ...(flags.port === undefined ? {} : { PORT: flags.port }),
    ...(flags.host === undefined ? {} : { HOST: flags.host }),
  });
  await prepareDataDir(config.dataDir);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`Configuration error: ${error.message}`);
  process.exit(78); // EX_CONFIG
}
const logger = createLogger(config.logLevel);
const backend = await createBackend(config, logger);
const app = express();
const server = http.createServer(app);
// Hot reload over the page's own port, not Vite's fixed 24678 that a second dev server
// on the same machine would also claim.
const vite = await createViteServer({ server: { middlewareMode: true, hmr: { server } } });
// Loaded per request: Vite re-evaluates the routes when their sources change.
const build = () => vite.ssrLoadModule(SERVER_BUILD) as Promise<ServerBuild>;

app.disable("x-powered-by");
app.set("trust proxy", config.trustProxy);
app.use(rejectAbsurdUrls, rejectLargeBodies);
app.get("/readyz", async (_req, res) => {
  const ok = await backend.ready().catch(() => false);
  res.status(ok ? 200 : 503).json({ status: ok ? "ready" : "unavailable" });
});
// The pages of the route table only (no build, so no list of articles): enough to see the
// beacon's events arrive.
const analytics = createAnalytics({
  db: backend.database.db,
  logger,
  knownPaths: pages.map((page) => page.path),
  siteUrl: config.siteUrl,
  ipv6Subnet: config.rateLimit.ipv6Subnet,
  perMinute: config.analyticsPerMinute,
});
app.use(EVENTS_PATH, analytics.router);
app.use("/api", leadApi(backend.leads, logger, config.minFillMs));
// The build writes this file into build/client (scripts/postbuild.ts); here it comes from
// the same module, so a change to the columns shows at once.
app.get(TEMPLATE_PATH, (_req, res) => {
  res.type("text/csv").send(templateCsv());
});
app.use(vite.middlewares);
app.use((req, res, next) => {
  build().then((current) => guardPageMethods(current)(req, res, next), next);
});
app.all(
  "/{*splat}",
  createRequestHandler({
    build,
    mode: "development",
    getLoadContext: async (req, res) => {
      const context = new RouterContextProvider();
      context.set(buildContext<SiteContext>(await build(), "siteContext"), {
        clientIp: clientIp(req),
        formBodyRefused: res.locals.formBodyRefused === true,
        userAgent: req.get("user-agent"),
        leads: backend.leads,
      });
      return context;
    },
  }),
);

// Every interface is reached from this machine as localhost.
const shownHost = ["0.0.0.0", "::"].includes(config.host)
  ? "localhost"
  : config.host.includes(":")
    ? `[${config.host}]`
    : config.host;
server.listen(config.port, config.host, () => {
  const port = boundPort(server, config.port);
  announcePort(port);
  logger.info(
    { url: `http://${shownHost}:${port}`, dataDir: config.dataDir },
    "dev server with the lead backend: forms store and mail as in production",
  );
});

async function stop() {
  server.close();
  await vite.close();
  await analytics.close();
  await backend.close();
  process.exit(0);
}
process.once("SIGINT", () => void stop());
process.once("SIGTERM", () => void stop());
