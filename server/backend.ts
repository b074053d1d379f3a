import type { UnsubscribeResult } from "#app/lib/forms/lead-service.ts";
import type { Config } from "./config.ts";
import { openDatabase, type Database } from "./db/database.ts";
import { createWriteHealth, type WriteHealth } from "./db/write-health.ts";
import { logSafeError } from "./log-safe-error.ts";
import type { Logger } from "./logger.ts";
import { createMailTransport, removePartialMail, type MailTransport } from "./outbox/transport.ts";
import { createOutboxWorker, type OutboxWorker } from "./outbox/worker.ts";
import { createWebhooks } from "./webhooks/setup.ts";
import type { WebhookWorker } from "./webhooks/worker.ts";
import type { SecretBox } from "./webhooks/secret-box.ts";
import { createFormTokens } from "./leads/form-token.ts";
import { loadIpHashSalt } from "./leads/ip-hash.ts";
import { createLeadService, type LeadStore } from "./leads/service.ts";
import { loadSecret } from "./shared/load-secret.ts";
import { databaseRateLimiter, memoryRateLimiter } from "./shared/rate-limit.ts";

const HOUSEKEEPING_INTERVAL_MS = 60 * 60_000;

/**
 * How long a readiness answer is reused: the load balancer asks every 2 s per instance,
 * and a burst of probes must not become a burst of database writes.
 */
export const READINESS_CACHE_MS = 2000;

/**
 * `select 1`, a rolled-back write, and no submission refused for want of resources of late
 * (write-health.ts): a full disk (SQLSTATE 53100) fails every submission while reads still
 * succeed, and an instance that cannot store leads is not ready.
 */
function readiness(database: Database, writeHealth: WriteHealth): () => Promise<boolean> {
  let cached: { at: number; answer: Promise<boolean> } | undefined;
  return () => {
    const now = Date.now();
    if (!cached || now - cached.at > READINESS_CACHE_MS) {
      const answer = writeHealth.healthy()
        ? database.ping().then((ok) => ok && database.canWrite())
        : Promise.resolve(false);
      cached = { at: now, answer: answer.catch(() => false) };
    }
    return cached.answer;
  };
}

/**
 * Unconfirmed sign-ups past their week and idempotency keys past their day are deleted at
 * start-up and then hourly, by every instance (the deletes are idempotent).
 */
function startHousekeeping(leads: LeadStore, logger: Logger): NodeJS.Timeout {
  const run = () =>
    leads.purgeExpired().then(
      (gone) => {
        if (Object.values(gone).some((n) => n > 0)) logger.info(gone, "expired rows deleted");
      },
      (err: unknown) => logger.warn({ error: logSafeError(err) }, "housekeeping failed"),
    );
  void run();
  const timer = setInterval(run, HOUSEKEEPING_INTERVAL_MS);
  timer.unref();
  return timer;
}

export interface Backend {
  leads: LeadStore;
  /** The database answers and takes writes (cached for READINESS_CACHE_MS). */
  ready(): Promise<boolean>;
  unsubscribe(token: string): Promise<UnsubscribeResult>;
  /** Stops the outbox worker, waits for a delivery in flight, closes the database. */
  close(): Promise<void>;
  /** The parts, for the operator CLI and the tests. */
  database: Database;
  outbox: OutboxWorker;
  /** The webhook outbox worker (docs/webhooks.md). */
  webhooks: WebhookWorker;
  /** Seals and opens endpoint secrets (the staff console's Webhooks screen adds them). */
  webhookBox: SecretBox;
}

export interface BackendOptions {
  /** Replace the mail transport chosen from SMTP_URL (tests). */
  transport?: MailTransport;
  /** Leave the outbox worker stopped; call `outbox.runOnce()` instead (tests). */
  startWorker?: boolean;
  /** Told of every webhook attempt's outcome (server/metrics.ts). */
  onWebhookAttempt?: (endpointId: string, delivered: boolean) => void;
}

/**
 * The composition root: the one place the backend's parts are built and wired together,
 * so a newcomer finds them here, not inside one area: the database (migrated), rate
 * limiter, lead service, the mail outbox worker that delivers queued mail, the webhook
 * worker and the housekeeping timer. main.ts, dev.ts and the tests' harness start it.
 */
export async function createBackend(
  config: Config,
  logger: Logger,
  options: BackendOptions = {},
): Promise<Backend> {
  const ipHashSalt = await loadIpHashSalt(config.ipHashSalt, config.dataDir);
  const formTokens = createFormTokens(
    await loadSecret(config.formTokenSecret, config.dataDir, "form-token-secret"),
  );
  if (config.databaseUrl && !config.ipHashSalt) {
    logger.warn(
      "IP_HASH_SALT is not set: each instance hashes with its own salt from DATA_DIR, so " +
        "rate limits and stored hashes do not agree across instances",
    );
  }
  if (config.databaseUrl && !config.formTokenSecret) {
    logger.warn(
      "FORM_TOKEN_SECRET is not set: each instance signs form tokens with its own secret " +
        "from DATA_DIR, so a form served by one instance and posted to another is refused",
    );
  }
  const database = await openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    connectTimeoutMs: config.databaseConnectTimeoutMs,
    logger,
  });
  const limiter = config.databaseUrl
    ? databaseRateLimiter(database.db, config.rateLimit)
    : memoryRateLimiter(config.rateLimit);
  const writeHealth = createWriteHealth();
  const leads = createLeadService({
    writeHealth,
    db: database.db,
    limiter,
    ipHashSalt,
    formTokens,
    config,
    logger,
  });

  const transport =
    options.transport ?? createMailTransport({ smtpUrl: config.smtpUrl, dataDir: config.dataDir });
  const outbox = createOutboxWorker({
    db: database.db,
    transport,
    logger,
    from: config.mailFrom,
    intervalMs: config.outboxIntervalMs,
  });
  if (database.driver === "pglite") {
    // The lock file makes this process PGlite's only user: a `sending` row or a partial
    // .eml file was left by one that died (SIGKILL, power loss). Take them back at once
    // instead of waiting out the lease.
    const reclaimed = await outbox.reclaimLeases();
    const partial = config.smtpUrl ? 0 : await removePartialMail(config.dataDir);
    if (reclaimed + partial > 0) {
      logger.warn({ reclaimed, partial }, "mail left by a stopped process queued again");
    }
  }
  const { worker: webhooks, box: webhookBox } = await createWebhooks(
    config,
    database,
    logger,
    options.onWebhookAttempt,
  );
  if (options.startWorker ?? true) {
    outbox.start();
    webhooks.start();
  }
  const housekeeping = startHousekeeping(leads, logger);
  logger.info({ database: database.driver, mail: transport.description }, "lead capture ready");

  let closing: Promise<void> | undefined;
  return {
    leads,
    ready: readiness(database, writeHealth),
    unsubscribe: leads.unsubscribe,
    database,
    outbox,
    webhooks,
    webhookBox,
    close() {
      closing ??= (async () => {
        clearInterval(housekeeping);
        await outbox.stop();
        await webhooks.stop();
        transport.close();
        await database.close();
      })();
      return closing;
    },
  };
}
