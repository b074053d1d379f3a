import { and, eq, inArray, lt, or, sql } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { claimDue, failAbandoned as failAbandonedRows, reclaimLeases } from "../db/leased-queue.ts";
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from "../db/schema.ts";
import { logSafeError } from "../log-safe-error.ts";
import type { Logger } from "../logger.ts";
import { createPoller } from "../poller.ts";
import type { SecretBox } from "./secret-box.ts";
import { postWebhook, type SendOptions } from "./sender.ts";
import { signedHeaders } from "./signing.ts";

/**
 * Seconds to wait after the n-th failed attempt (index n): the Standard Webhooks schedule,
 * at once, 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h, 24 h. Ten attempts in all.
 */
export const RETRY_SCHEDULE_SECONDS = [
  0,
  5,
  5 * 60,
  30 * 60,
  2 * 3600,
  5 * 3600,
  10 * 3600,
  14 * 3600,
  20 * 3600,
  24 * 3600,
];
export const MAX_ATTEMPTS = RETRY_SCHEDULE_SECONDS.length;
/** Delivered and given-up rows (and their payloads) are deleted after this many days. */
export const DELIVERY_RETENTION_DAYS = 30;

/** Delay after `attempts` failed attempts, with ±20 % jitter so retries do not bunch up. */
export function retryDelaySeconds(attempts: number, scale = 1, random = Math.random): number {
  const base = RETRY_SCHEDULE_SECONDS[Math.min(attempts, MAX_ATTEMPTS - 1)]!;
  return base * scale * (0.8 + 0.4 * random());
}

export const webhookId = (deliveryId: string) => `msg_${deliveryId.replaceAll("-", "")}`;

export interface WebhookWorkerOptions extends SendOptions {
  db: Db;
  box: SecretBox;
  logger: Logger;
  intervalMs: number;
  /** Test only: multiplies the retry schedule (WEBHOOK_RETRY_SCALE). */
  retryScale?: number;
  /** Deliveries in flight at once, across endpoints. */
  concurrency?: number;
  now?: () => number;
  /** Told of every attempt's outcome, by endpoint id (metrics). */
  onAttempt?: (endpointId: string, delivered: boolean) => void;
}

export interface WebhookWorker {
  start(): void;
  /** One poll: claims due rows and starts their delivery; resolves when they are done. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
  /** PGlite at start-up only: `sending` rows belong to a dead process. */
  reclaimLeases(): Promise<number>;
}

type Claimed = typeof webhookDeliveries.$inferSelect;

function describe(error: unknown): string {
  const e = error as { code?: unknown; message?: unknown };
  const code = typeof e?.code === "string" ? `${e.code}: ` : "";
  return `${code}${typeof e?.message === "string" ? e.message : String(error)}`.slice(0, 500);
}

/**
 * The webhook outbox worker, one in every instance. Rows are claimed with FOR UPDATE SKIP
 * LOCKED and a lease (as the mail outbox does, decision 006), but delivered concurrently:
 * a slow receiver holds one slot for at most the timeout, never the queue.
 */
export function createWebhookWorker(options: WebhookWorkerOptions): WebhookWorker {
  const { db, box, logger } = options;
  const now = options.now ?? Date.now;
  const concurrency = options.concurrency ?? 10;
  const scale = options.retryScale ?? 1;
  // Longer than a whole attempt, so a slow delivery in progress is never taken over.
  const leaseSeconds = Math.ceil((options.timeoutMs * 2) / 1000) + 30;
  const inFlight = new Set<Promise<void>>();
  // Cuts the attempts in flight at shutdown: they are recorded as failed and retried, rather
  // than holding SIGTERM for up to the timeout.
  const shutdown = new AbortController();
  let lastPurge = 0;

  const queue = { db, table: webhookDeliveries, leaseSeconds, maxAttempts: MAX_ATTEMPTS };
  // Only deliveries whose endpoint is active: a paused or disabled one keeps its queue.
  const activeEndpoints = db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.status, "active"));
  const claim = (limit: number) =>
    claimDue(queue, { limit, alsoWhere: inArray(webhookDeliveries.endpointId, activeEndpoints) });
  const failAbandoned = () => failAbandonedRows(queue, "delivery lease expired");

  async function purgeOld() {
    if (now() - lastPurge < 60 * 60_000) return;
    lastPurge = now();
    await db
      .delete(webhookDeliveries)
      .where(
        and(
          inArray(webhookDeliveries.status, ["delivered", "failed"]),
          lt(
            webhookDeliveries.createdAt,
            sql`now() - make_interval(days => ${DELIVERY_RETENTION_DAYS})`,
          ),
        ),
      );
  }

  async function secretsOf(endpointId: string): Promise<{ url: string; secrets: string[] }> {
    const [endpoint] = await db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, endpointId));
    if (!endpoint) throw new Error("endpoint vanished");
    const secrets = [box.open(endpoint.secret, endpoint.id)];
    if (
      endpoint.previousSecret &&
      endpoint.previousSecretUntil &&
      endpoint.previousSecretUntil.getTime() > now()
    ) {
      secrets.push(box.open(endpoint.previousSecret, endpoint.id));
    }
    return { url: endpoint.url, secrets };
  }

  async function deliver(row: Claimed): Promise<void> {
    const started = performance.now();
    let status: number | null = null;
    let failure: unknown = null;
    try {
      const { url, secrets } = await secretsOf(row.endpointId);
      const headers = signedHeaders(
        secrets,
        webhookId(row.id),
        Math.floor(now() / 1000),
        row.payload,
      );
      status = await postWebhook(
        { url, headers: { ...headers }, body: row.payload },
        {
          timeoutMs: options.timeoutMs,
          allowPrivate: options.allowPrivate,
          signal: shutdown.signal,
        },
      );
    } catch (error) {
      failure = error;
    }
    const durationMs = Math.round(performance.now() - started);
    const ok = status !== null && status >= 200 && status < 300;
    options.onAttempt?.(row.endpointId, ok);
    const error = failure ? describe(failure) : ok ? null : `HTTP ${status}`;
    await db.insert(webhookAttempts).values({
      deliveryId: row.id,
      attempt: row.attempts,
      statusCode: status,
      error,
      durationMs,
    });
    // Identifiers only: never the URL (it may carry a token), the payload or a secret.
    const log = {
      deliveryId: row.id,
      endpointId: row.endpointId,
      type: row.eventType,
      attempts: row.attempts,
      statusCode: status,
      durationMs,
    };
    if (ok) {
      await db
        .update(webhookDeliveries)
        .set({
          status: "delivered",
          deliveredAt: sql`now()`,
          lockedUntil: null,
          lastStatus: status,
          lastError: null,
        })
        .where(eq(webhookDeliveries.id, row.id));
      logger.info(log, "webhook delivered");
      return;
    }
    if (status === 410) {
      await disableOnGone(row);
      logger.warn(log, "webhook endpoint answered 410 Gone: endpoint disabled");
      return;
    }
    const gaveUp = row.attempts >= MAX_ATTEMPTS;
    const delay = retryDelaySeconds(row.attempts, scale);
    await db
      .update(webhookDeliveries)
      .set({
        status: gaveUp ? "failed" : "pending",
        lockedUntil: null,
        lastStatus: status,
        lastError: error,
        nextAttemptAt: sql`now() + make_interval(secs => ${delay})`,
      })
      .where(eq(webhookDeliveries.id, row.id));
    const safe = { ...log, ...(failure ? { error: logSafeError(failure) } : {}) };
    if (gaveUp) logger.error(safe, "webhook delivery failed for good");
    else
      logger.warn(
        { ...safe, retryInSeconds: Math.round(delay) },
        "webhook delivery failed; will retry",
      );
  }

  // A receiver saying 410 Gone wants nothing more: the endpoint stops, its queue with it.
  async function disableOnGone(row: Claimed) {
    await db.transaction(async (tx) => {
      await tx
        .update(webhookEndpoints)
        .set({
          status: "disabled",
          disabledReason: `the receiver answered 410 Gone on ${new Date(now()).toISOString()}`,
          updatedAt: sql`now()`,
        })
        .where(eq(webhookEndpoints.id, row.endpointId));
      await tx
        .update(webhookDeliveries)
        .set({
          status: "failed",
          lockedUntil: null,
          lastStatus: 410,
          lastError: "endpoint disabled (410 Gone)",
        })
        .where(
          and(
            eq(webhookDeliveries.endpointId, row.endpointId),
            or(eq(webhookDeliveries.id, row.id), eq(webhookDeliveries.status, "pending")),
          ),
        );
    });
  }

  function track(row: Claimed) {
    const job = deliver(row)
      .catch((err: unknown) =>
        logger.error({ error: logSafeError(err), deliveryId: row.id }, "webhook delivery crashed"),
      )
      .finally(() => inFlight.delete(job));
    inFlight.add(job);
    return job;
  }

  async function pass(): Promise<Promise<void>[]> {
    await purgeOld();
    await failAbandoned();
    const room = concurrency - inFlight.size;
    if (room <= 0 || poller.stopping) return [];
    const rows = await claim(room);
    return rows.map(track);
  }

  // One claim at a time per process; the deliveries it starts run on while the next polls.
  const poller = createPoller({
    pass,
    intervalMs: options.intervalMs,
    goOn: (jobs) => jobs.length > 0 && inFlight.size < concurrency,
    logger,
    failureMessage: "webhook outbox pass failed",
  });

  return {
    start: () => poller.start(0),
    async runOnce() {
      const jobs = await poller.runOnce();
      await Promise.all(jobs);
      return jobs.length;
    },
    reclaimLeases: () => reclaimLeases(queue),
    async stop() {
      await poller.stop();
      shutdown.abort();
      await Promise.all(inFlight);
    },
  };
}
