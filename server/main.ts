import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { createAnalytics } from "./analytics/analytics.ts";
import { createApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { snapshotOnSignal } from "./db/backup.ts";
import { prepareDataDir } from "./data-dir.ts";
import { DatabaseUnavailableError } from "./db/database.ts";
import { openOperatorSocket } from "./db/operator-socket.ts";
import { createHttpServer, listen } from "./http-server.ts";
import { createBackend } from "./backend.ts";
import { logSafeError } from "./log-safe-error.ts";
import { createLogger } from "./logger.ts";
import { readPageManifest } from "./page-manifest.ts";
import { contentStore, publicationNumber, storeSource } from "./content/content-source.server.ts";
import { createMetrics, serveMetrics } from "./metrics.ts";
import { buildVersion, LiveSite } from "./content/live-site.ts";
import { recordReads, renderPages } from "./content/page-renderer.server.ts";
import { publicationServed, startPublishing } from "./content/publication.server.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const buildDir = path.join(root, "build");

async function main() {
  let config;
  try {
    config = loadConfig();
    await prepareDataDir(config.dataDir);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  const serverEntry = path.join(buildDir, "server", "index.js");
  if (!existsSync(serverEntry)) {
    logger.fatal({ serverEntry }, "no production build found: run `npm run build` first");
    process.exit(1);
  }
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const consoleEntry = path.join(buildDir, "console", "server", "index.js");
  if (!existsSync(consoleEntry)) {
    logger.fatal({ consoleEntry }, "no staff console build found: run `npm run build` first");
    process.exit(1);
  }
  const consoleBuild = (await import(pathToFileURL(consoleEntry).href)) as ServerBuild;
  const pageManifest = await readPageManifest(buildDir);
  // The pages carry the origin they were built for (canonical URLs): the server's must match.
  if (!process.env.SITE_URL) config.siteUrl = pageManifest.siteUrl;
  else if (config.siteUrl !== pageManifest.siteUrl) {
    console.error(
      `Configuration error: SITE_URL is ${config.siteUrl} but the pages were built for ${pageManifest.siteUrl}; rebuild with \`SITE_URL=${config.siteUrl} npm run build\`, or unset SITE_URL to use the build's`,
    );
    process.exit(78); // EX_CONFIG
  }
  // Counted only where they are served (METRICS_PORT): otherwise nothing costs a request.
  const metrics = config.metrics.port === undefined ? undefined : createMetrics(logger);
  const backend = await createBackend(config, logger, {
    onWebhookAttempt: metrics?.webhookAttempt,
  }).catch((error: unknown) => {
    if (!(error instanceof DatabaseUnavailableError)) throw error;
    logger.fatal(error.message);
    process.exit(1);
  });
  // The pages served: the build's, until the store's latest publication is rendered, which
  // happens here, before the server listens, when there is one (a restarted instance serves
  // the last publication, not the build's), and then on every content_published.
  const live = new LiveSite(await buildVersion(path.join(buildDir, "client"), pageManifest));
  const source = storeSource(backend.database, config.databaseUrl, contentStore, logger);
  const publishing = await startPublishing({
    live,
    source,
    render: (content, previous) =>
      renderPages({
        build,
        paths: Object.keys(pageManifest.pages),
        siteUrl: pageManifest.siteUrl,
        content,
        previous,
        logger,
      }),
    learnReads: (content) => recordReads(build, Object.keys(pageManifest.pages), content),
    logger,
    onRendered: metrics?.publicationRendered,
  });
  const analytics = createAnalytics({
    db: backend.database.db,
    logger,
    // The pages served now: a publication adds and removes articles.
    knownPaths: { has: (pagePath) => live.current.pages.has(pagePath) },
    siteUrl: config.siteUrl,
    ipv6Subnet: config.rateLimit.ipv6Subnet,
    perMinute: config.analyticsPerMinute,
  });
  metrics?.watch({
    db: backend.database.db,
    pool: backend.database.poolStats,
    analytics: { stats: analytics.queue.stats, lastRollupAt: analytics.lastRollupAt },
    publicationServed: () => publicationNumber(live.current.stamp),
    publicationLatest: async () => publicationNumber((await source.stamp()) ?? undefined),
    backupDir: config.backupDir,
  });
  // Set by SIGTERM (shutdown, below).
  let stopping = false;
  const app = await createApp({
    live,
    config,
    logger,
    build,
    consoleBuild,
    buildDir,
    pageManifest,
    leads: metrics ? metrics.countLeads(backend.leads) : backend.leads,
    ready: backend.ready,
    staffDatabase: backend.database,
    webhookBox: backend.webhookBox,
    analytics: analytics.router,
    publicationServed: () => publicationServed(publishing),
    metrics,
    draining: () => stopping,
  });

  // The operator CLIs reach the embedded database through the server while it runs.
  const pglite = backend.database.pglite;
  const operatorSocket = pglite
    ? await openOperatorSocket({ client: pglite, dataDir: config.dataDir, logger })
    : null;

  const server = createHttpServer(app, config);
  let metricsServer: Awaited<ReturnType<typeof serveMetrics>> | undefined;
  try {
    await listen(server, config, logger);
    if (metrics && config.metrics.port !== undefined) {
      metricsServer = await serveMetrics(
        metrics,
        { port: config.metrics.port, host: config.metrics.host },
        logger,
      );
    }
  } catch (error) {
    logger.fatal(`cannot start: ${(error as Error).message}`);
    await operatorSocket?.close().catch(() => {});
    await backend.close().catch(() => {});
    process.exit(1);
  }

  async function shutdown(signal: string) {
    if (stopping) return;
    stopping = true;
    // Behind a load balancer: keep serving, now answering /readyz with 503 and closing each
    // connection after its answer, until its health check has taken the instance out; only
    // then stop listening. Closing at once would race the proxy's next request on a kept-
    // alive connection, a 502 for a visitor's form.
    if (config!.shutdownDrainMs > 0) {
      logger.info({ signal }, "shutting down: draining, /readyz answers 503");
      await new Promise((resolve) => setTimeout(resolve, config!.shutdownDrainMs));
    }
    logger.info({ signal }, "shutting down: no new connections, finishing requests in flight");
    const force = setTimeout(() => {
      logger.error("requests still open after the shutdown timeout; exiting anyway");
      process.exit(1);
    }, config!.shutdownTimeoutMs);
    force.unref();
    metricsServer?.close();
    server.close(async () => {
      stopSnapshots();
      await publishing
        .stop()
        .catch((err: unknown) =>
          logger.error({ error: logSafeError(err) }, "publication listener stop failed"),
        );
      await operatorSocket
        ?.close()
        .catch((err: unknown) =>
          logger.error({ error: logSafeError(err) }, "operator socket close failed"),
        );
      await analytics
        .close()
        .catch((err: unknown) =>
          logger.error({ error: logSafeError(err) }, "analytics close failed"),
        );
      await backend
        .close()
        .catch((err: unknown) =>
          logger.error({ error: logSafeError(err) }, "backend close failed"),
        );
      logger.info("stopped");
      process.exit(0);
    });
    server.closeIdleConnections();
  }
  // Whatever escapes every handler is logged by its identifiers only, as one JSON line
  // (Node would print the whole error, a database error's parameters included), and the
  // process then ends as Node would end it: its state is unknown.
  const fatal = (kind: string) => (error: unknown) => {
    logger.fatal({ error: logSafeError(error) }, kind);
    process.exit(1);
  };
  process.on("uncaughtException", fatal("uncaught exception"));
  process.on("unhandledRejection", fatal("unhandled rejection"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
  // Backups of the embedded database: `npm run db -- backup` (server/db/backup.ts).
  const stopSnapshots = snapshotOnSignal({
    client: pglite,
    dataDir: config.dataDir,
    logger,
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
