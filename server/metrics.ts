import { readdir, stat } from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import v8 from "node:v8";
import { sql } from "drizzle-orm";
import type { RequestHandler } from "express";
import {
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  type Metric,
  Registry,
} from "prom-client";
import { EVENTS_PATH } from "#app/lib/analytics/vocabulary.ts";
import type { LeadKind, LeadService } from "#app/lib/forms/lead-service.ts";
import type { Db } from "./db/database.ts";
import { logSafeError } from "./log-safe-error.ts";
import type { Logger } from "./logger.ts";

/**
 * The instance's figures in Prometheus' text format (issue 44, docs/operations.md#metrics),
 * served on a listener of its own (METRICS_PORT), never on the public port. Labels take a
 * few fixed values or a webhook endpoint's id: never a path, an address or a campaign.
 * What the instances share (the queues in the database) is read at scrape time, so every
 * instance reports the same figures.
 */

/** Where a request went, by its path: a handful of values whatever the path. */
export type RouteGroup =
  "page" | "page_data" | "lead_api" | "beacon" | "console" | "media" | "asset" | "file" | "probe";

export function routeGroup(pathname: string): RouteGroup {
  if (pathname === "/healthz" || pathname === "/readyz") return "probe";
  if (pathname === EVENTS_PATH) return "beacon";
  if (pathname.startsWith("/api/")) return "lead_api";
  if (pathname === "/staff" || pathname === "/staff.data" || pathname.startsWith("/staff/"))
    return "console";
  if (pathname.startsWith("/media/")) return "media";
  if (pathname.startsWith("/assets/")) return "asset";
  if (pathname.endsWith(".data")) return "page_data";
  // robots.txt, sitemap.xml, the icons: a file, not a page.
  if (/\.[a-z0-9]+$/i.test(pathname) && !pathname.endsWith(".html")) return "file";
  return "page";
}

/** Why a request was refused by load shedding (server/load-shedding.ts). */
export type ShedReason =
  | "renders"
  | "console_renders"
  | "renders_per_client"
  | "console_per_client"
  | "event_loop"
  | "pipelining";

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

/** What the metrics read at scrape time; each part is added once it exists. */
export interface MetricSources {
  db?: Db;
  pool?: () => PoolStats;
  analytics?: {
    stats(): { accepted: number; dropped: number };
    /** When this instance last rolled the analytics up; undefined before its first. */
    lastRollupAt(): number | undefined;
  };
  /** The number of the publication served (publicationNumber); 0: the build's pages. */
  publicationServed?: () => number;
  /** The number of the store's newest publication; 0: nothing published. */
  publicationLatest?: () => Promise<number>;
  /** Renders in progress now, per cap (limitConcurrency). */
  rendersInFlight?: Partial<Record<"site" | "console", () => number>>;
  backupDir?: string;
}

export interface Metrics {
  registry: Registry;
  /** Counts and times every request by route group and status class. */
  requests: RequestHandler;
  shed(reason: ShedReason): void;
  publicationRendered(seconds: number): void;
  webhookAttempt(endpointId: string, delivered: boolean): void;
  /** The lead service, counting every submission's answer by form and status. */
  countLeads(leads: LeadService): LeadService;
  watch(sources: MetricSources): void;
}

const PREFIX = "nkabom_";

interface QueueRow {
  queue: string;
  depth: number;
  age: number;
}

/** How a request's duration is bucketed: prerendered pages in a millisecond, renders in tens. */
const DURATION_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export function createMetrics(logger: Logger, startedAt = Date.now()): Metrics {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });
  const sources: MetricSources = {};
  // A query failing at scrape time (the database restarting) leaves its figures out of
  // that scrape rather than failing the others; the log says it once per minute at most.
  let warnedAt = 0;
  const unreadable = (what: string, error: unknown) => {
    if (Date.now() - warnedAt < 60_000) return;
    warnedAt = Date.now();
    logger.warn({ error: logSafeError(error), what }, "metrics: a figure could not be read");
  };

  new Gauge({
    name: `${PREFIX}heap_size_limit_bytes`,
    help: "The V8 heap's limit (--max-old-space-size and the young generation).",
    registers,
    collect() {
      this.set(v8.getHeapStatistics().heap_size_limit);
    },
  });

  const duration = new Histogram({
    name: `${PREFIX}http_request_duration_seconds`,
    help: "Requests answered, by route group and status class, and how long each took.",
    labelNames: ["group", "status_class"] as const,
    buckets: DURATION_BUCKETS,
    registers,
  });
  const requests: RequestHandler = (req, res, next) => {
    const start = process.hrtime.bigint();
    const group = routeGroup(req.path);
    res.once("finish", () => {
      const seconds = Number(process.hrtime.bigint() - start) / 1e9;
      const statusClass = `${Math.floor(res.statusCode / 100)}xx`;
      duration.observe({ group, status_class: statusClass }, seconds);
    });
    next();
  };

  const shed = new Counter({
    name: `${PREFIX}requests_shed_total`,
    help: "Requests refused by load shedding (503, or 429 past a client's renders), by cause.",
    labelNames: ["reason"] as const,
    registers,
  });
  new Gauge({
    name: `${PREFIX}renders_in_flight`,
    help: "Requests being rendered now, per cap (the site's, the console's).",
    labelNames: ["cap"] as const,
    registers,
    collect() {
      for (const [cap, inFlight] of Object.entries(sources.rendersInFlight ?? {}))
        this.set({ cap }, inFlight());
    },
  });

  const leadSubmissions = new Counter({
    name: `${PREFIX}lead_submissions_total`,
    help: "Lead submissions answered, by form and HTTP status (201/202: stored).",
    labelNames: ["form", "status"] as const,
    registers,
  });

  const renderTime = new Histogram({
    name: `${PREFIX}publication_render_duration_seconds`,
    help: "How long rendering a publication took, from the store's read to its swap.",
    buckets: [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
    registers,
  });
  const publicationServed = new Gauge({
    name: `${PREFIX}publication_served`,
    help: "The publication this instance serves, by its number in the store (0: the build's pages).",
    registers: [],
    collect() {
      if (sources.publicationServed) this.set(sources.publicationServed());
    },
  });
  // Beside the one served: an instance whose render failed keeps serving an older
  // publication, or the build's pages, and says so only here (issue 51, N2).
  const publicationLatest = new Gauge({
    name: `${PREFIX}publication_latest`,
    help: "The store's newest publication, by its number (0: nothing published): what every instance should serve.",
    registers: [],
    async collect() {
      if (!sources.publicationLatest) return;
      try {
        this.set(await sources.publicationLatest());
      } catch (error) {
        unreadable("publications", error);
      }
    },
  });

  const webhookAttempts = new Counter({
    name: `${PREFIX}webhook_attempts_total`,
    help: "Webhook delivery attempts by this instance, by endpoint id and outcome.",
    labelNames: ["endpoint", "outcome"] as const,
    registers,
  });

  // The queues, from the database at scrape time: one query for both gauges of a scrape.
  let queueRead: { at: number; rows: Promise<QueueRow[]> } | undefined;
  const readQueues = (db: Db) => {
    if (!queueRead || Date.now() - queueRead.at > 1000) {
      // Both use the (status, next_attempt_at) index: the open rows are few.
      queueRead = {
        at: Date.now(),
        rows: rows<QueueRow>(
          db,
          sql`select 'mail' as queue, count(*)::int as depth,
                coalesce(extract(epoch from now() - min(created_at)), 0)::float8 as age
              from mail_outbox where status in ('pending', 'sending')
            union all
            select 'webhook', count(*)::int,
                coalesce(extract(epoch from now() - min(d.created_at)), 0)::float8
              from webhook_deliveries d join webhook_endpoints e on e.id = d.endpoint_id
              where d.status in ('pending', 'sending') and e.status = 'active'`,
        ),
      };
    }
    return queueRead.rows;
  };
  const queueGauge = (name: string, help: string, value: (row: QueueRow) => number) =>
    new Gauge({
      name: `${PREFIX}${name}`,
      help,
      labelNames: ["queue"] as const,
      registers,
      async collect() {
        if (!sources.db) return;
        this.reset();
        try {
          for (const row of await readQueues(sources.db))
            this.set({ queue: row.queue }, value(row));
        } catch (error) {
          unreadable("queues", error);
        }
      },
    });
  queueGauge(
    "queue_depth",
    "Items waiting or being sent in a queue (mail outbox, webhooks of active endpoints).",
    (row) => row.depth,
  );
  queueGauge(
    "queue_oldest_age_seconds",
    "Age of the oldest item waiting or being sent in a queue; 0 when it is empty.",
    (row) => row.age,
  );
  new Gauge({
    name: `${PREFIX}webhook_endpoint_failing_seconds`,
    help: "Per active endpoint: age of its oldest undelivered delivery whose last attempt failed; 0 when none.",
    labelNames: ["endpoint"] as const,
    registers,
    async collect() {
      const db = sources.db;
      if (!db) return;
      this.reset();
      try {
        const failing = await rows<{ endpoint: string; seconds: number }>(
          db,
          sql`select e.id::text as endpoint,
                coalesce(extract(epoch from now() - min(d.created_at)), 0)::float8 as seconds
              from webhook_endpoints e
              left join webhook_deliveries d on d.endpoint_id = e.id
                and d.status in ('pending', 'sending') and d.last_error is not null
              where e.status = 'active'
              group by e.id`,
        );
        for (const row of failing) this.set({ endpoint: row.endpoint }, row.seconds);
      } catch (error) {
        unreadable("webhook endpoints", error);
      }
    },
  });

  const analyticsAccepted = new Counter({
    name: `${PREFIX}analytics_events_accepted_total`,
    help: "Analytics events this instance accepted into its write queue.",
    registers: [],
    collect() {
      if (!sources.analytics) return;
      this.reset();
      this.inc(sources.analytics.stats().accepted);
    },
  });
  const analyticsDropped = new Counter({
    name: `${PREFIX}analytics_events_dropped_total`,
    help: "Analytics events this instance dropped (queue full, or the database refused them).",
    registers: [],
    collect() {
      if (!sources.analytics) return;
      this.reset();
      this.inc(sources.analytics.stats().dropped);
    },
  });
  const rollupLag = new Gauge({
    name: `${PREFIX}analytics_rollup_lag_seconds`,
    help: "Seconds since this instance's last successful analytics rollup (since its start, before the first).",
    registers: [],
    collect() {
      if (!sources.analytics) return;
      this.set((Date.now() - (sources.analytics.lastRollupAt() ?? startedAt)) / 1000);
    },
  });

  new Gauge({
    name: `${PREFIX}db_pool_connections`,
    help: "PostgreSQL pool connections, by state (in_use, idle).",
    labelNames: ["state"] as const,
    registers,
    collect() {
      if (!sources.pool) return;
      const { total, idle } = sources.pool();
      this.set({ state: "in_use" }, total - idle);
      this.set({ state: "idle" }, idle);
    },
  });
  const poolWaiting = new Gauge({
    name: `${PREFIX}db_pool_waiting_queries`,
    help: "Queries waiting for a PostgreSQL pool connection.",
    registers: [],
    collect() {
      if (sources.pool) this.set(sources.pool().waiting);
    },
  });

  const newestBackup = new Gauge({
    name: `${PREFIX}backup_newest_timestamp_seconds`,
    help: "Modification time of the newest file in BACKUP_DIR (0 when there is none).",
    registers: [],
    async collect() {
      const dir = sources.backupDir;
      if (!dir) return;
      let newest = 0;
      try {
        for (const entry of await readdir(dir, { withFileTypes: true })) {
          if (!entry.isFile()) continue;
          const { mtimeMs } = await stat(path.join(dir, entry.name));
          newest = Math.max(newest, mtimeMs);
        }
      } catch (error) {
        // A missing folder holds no backup: 0, and the alert says so.
        if ((error as NodeJS.ErrnoException).code !== "ENOENT") unreadable("backups", error);
      }
      this.set(newest / 1000);
    },
  });

  // Registered once their source is watched: a gauge without labels reads 0 until set, and
  // a 0 would say "no backup since 1970" where there is no BACKUP_DIR at all.
  const withSource: { [K in keyof MetricSources]?: Metric[] } = {
    publicationServed: [publicationServed],
    publicationLatest: [publicationLatest],
    analytics: [analyticsAccepted, analyticsDropped, rollupLag],
    pool: [poolWaiting],
    backupDir: [newestBackup],
  };

  return {
    registry,
    requests,
    shed: (reason) => shed.inc({ reason }),
    publicationRendered: (seconds) => renderTime.observe(seconds),
    webhookAttempt: (endpoint, delivered) =>
      webhookAttempts.inc({ endpoint, outcome: delivered ? "delivered" : "failed" }),
    countLeads: (leads) => ({
      ...leads,
      async submit(kind: LeadKind, payload, meta) {
        const outcome = await leads.submit(kind, payload, meta);
        leadSubmissions.inc({ form: kind, status: String(outcome.status) });
        return outcome;
      },
    }),
    watch(more) {
      for (const [key, metrics] of Object.entries(withSource) as [
        keyof MetricSources,
        Metric[],
      ][]) {
        if (more[key] === undefined || sources[key] !== undefined) continue;
        for (const metric of metrics) registry.registerMetric(metric);
      }
      Object.assign(sources, more, {
        rendersInFlight: { ...sources.rendersInFlight, ...more.rendersInFlight },
      });
    },
  };
}

/**
 * The metrics' own listener: GET /metrics and nothing else. Apart from the public server,
 * so a firewall or a loopback address keeps the figures from visitors.
 */
export function serveMetrics(
  metrics: Metrics,
  options: { port: number; host: string },
  logger: Logger,
): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const pathname = (req.url ?? "").split("?")[0];
    if (pathname !== "/metrics" || (req.method !== "GET" && req.method !== "HEAD")) {
      res.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("Not found.\n");
      return;
    }
    metrics.registry.metrics().then(
      (text) => {
        res.writeHead(200, {
          "content-type": metrics.registry.contentType,
          "cache-control": "no-store",
        });
        res.end(req.method === "HEAD" ? undefined : text);
      },
      (error: unknown) => {
        logger.error({ error: logSafeError(error) }, "metrics: the scrape failed");
        res.writeHead(500, { "content-type": "text/plain; charset=utf-8" }).end("Failed.\n");
      },
    );
  });
  return new Promise((resolve, reject) => {
    server.once("error", (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          `cannot listen for metrics on METRICS_HOST ${options.host} METRICS_PORT ${options.port} (${error.code ?? error.message})`,
        ),
      ),
    );
    server.listen(options.port, options.host, () => {
      logger.info({ port: options.port, host: options.host }, "metrics listening");
      resolve(server);
    });
  });
}
