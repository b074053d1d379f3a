import type { LeadService, UnsubscribeResult } from "../../app/lib/forms/lead-service.ts";
import type { Config } from "../config.ts";
import { openDatabase, type Database } from "../db/database.ts";
import type { Logger } from "../logger.ts";
import { createMailTransport, type MailTransport } from "../outbox/transport.ts";
import { createOutboxWorker, type OutboxWorker } from "../outbox/worker.ts";
import { loadIpHashSalt } from "./ip-hash.ts";
import { databaseRateLimiter, memoryRateLimiter } from "./rate-limit.ts";
import { createLeadService } from "./service.ts";

export interface LeadBackend {
  leads: LeadService;
  /** `select 1` against the database. */
  ready(): Promise<boolean>;
  unsubscribe(token: string): Promise<UnsubscribeResult>;
  /** Stops the outbox worker, waits for a delivery in flight, closes the database. */
  close(): Promise<void>;
  /** The parts, for the operator CLI and the tests. */
  database: Database;
  outbox: OutboxWorker;
}

export interface BackendOptions {
  /** Replace the mail transport chosen from SMTP_URL (tests). */
  transport?: MailTransport;
  /** Leave the outbox worker stopped; call `outbox.runOnce()` instead (tests). */
  startWorker?: boolean;
}

/**
 * Wires the lead capture together: database (migrated), rate limiter, lead service and
 * the outbox worker that delivers the queued mail.
 */
export async function createLeadBackend(
  config: Config,
  logger: Logger,
  options: BackendOptions = {},
): Promise<LeadBackend> {
  const ipHashSalt = await loadIpHashSalt(config.ipHashSalt, config.dataDir);
  if (config.databaseUrl && !config.ipHashSalt) {
    logger.warn(
      "IP_HASH_SALT is not set: each instance hashes with its own salt from DATA_DIR, so " +
        "rate limits and stored hashes do not agree across instances",
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
  const leads = createLeadService({ db: database.db, limiter, ipHashSalt, config, logger });

  const transport =
    options.transport ?? createMailTransport({ smtpUrl: config.smtpUrl, dataDir: config.dataDir });
  const outbox = createOutboxWorker({
    db: database.db,
    transport,
    logger,
    from: config.mailFrom,
    intervalMs: config.outboxIntervalMs,
  });
  if (options.startWorker ?? true) outbox.start();
  logger.info({ database: database.driver, mail: transport.description }, "lead capture ready");

  let closing: Promise<void> | undefined;
  return {
    leads,
    ready: () => database.ping(),
    unsubscribe: leads.unsubscribe,
    database,
    outbox,
    close() {
      closing ??= (async () => {
        await outbox.stop();
        transport.close();
        await database.close();
      })();
      return closing;
    },
  };
}
