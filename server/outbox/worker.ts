import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { claimDue, failAbandoned as failAbandonedRows, reclaimLeases } from "../db/leased-queue.ts";
import { mailOutbox } from "../db/schema.ts";
import { logSafeError } from "../log-safe-error.ts";
import type { Logger } from "../logger.ts";
import { createPoller } from "../poller.ts";
import { DeliveryUnknownError, type MailTransport } from "./transport.ts";

export interface OutboxWorkerOptions {
  db: Db;
  transport: MailTransport;
  logger: Logger;
  /** The From header of every mail (MAIL_FROM). */
  from: string;
  /** Pause between polls when the queue is empty. */
  intervalMs: number;
  batchSize?: number;
  /** How long a claimed row stays ours; past it, another worker may take it over. */
  leaseMs?: number;
  maxAttempts?: number;
}

export interface PassResult {
  sent: number;
  failed: number;
}

export interface OutboxWorker {
  start(): void;
  /** One poll: claim due rows, deliver them, record the outcome. */
  runOnce(): Promise<PassResult>;
  /** Stops polling and waits for the delivery in flight. */
  stop(): Promise<void>;
  /**
   * Puts every `sending` row back in the queue at once. Only for a process that is the
   * database's sole user (PGlite) at start-up: those leases belong to a dead process.
   */
  reclaimLeases(): Promise<number>;
}

export const RETRY_BASE_MS = 30_000;
export const RETRY_MAX_MS = 60 * 60_000;
export const DEFAULT_MAX_ATTEMPTS = 10;
export const DEFAULT_LEASE_MS = 15 * 60_000;

/** Back-off after the n-th failed attempt: 30 s, 1 min, 2 min, … capped at one hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1));
}

type OutboxRow = typeof mailOutbox.$inferSelect;
type Pass = PassResult & { full: boolean };

function domainOf(address: string): string {
  return /@([^>\s]+)>?\s*$/.exec(address)?.[1] ?? "localhost";
}

function describe(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 1000);
}

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, transport, logger } = options;
  const batchSize = options.batchSize ?? 20;
  // Longer than the SMTP transport's timeouts together, so a slow delivery is not taken over.
  const leaseSeconds = Math.ceil((options.leaseMs ?? DEFAULT_LEASE_MS) / 1000);
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  const messageDomain = domainOf(options.from);

  const queue = { db, table: mailOutbox, leaseSeconds, maxAttempts };
  const claim = () => claimDue(queue, { limit: batchSize });
  // Keeps what the row said before: the last real delivery error is worth more than this.
  const failAbandoned = () =>
    failAbandonedRows(
      queue,
      sql`coalesce(${mailOutbox.lastError} || '; ', '') || 'delivery lease expired'`,
    );

  async function deliver(row: OutboxRow): Promise<boolean> {
    try {
      await transport.send({
        id: row.id,
        createdAt: row.createdAt,
        from: options.from,
        to: row.toAddress,
        replyTo: row.replyTo,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody,
        headers: row.headers,
        // Stable across retries, so a receiving server can spot a duplicate.
        messageId: `<${row.id}@${messageDomain}>`,
      });
    } catch (error) {
      if (error instanceof DeliveryUnknownError) {
        // Perhaps delivered: keep the row `sending` under its lease, so it is tried again
        // only when the lease runs out (failAbandoned ends it after the last attempt).
        await db
          .update(mailOutbox)
          .set({ lastError: describe(error) })
          .where(eq(mailOutbox.id, row.id));
        logger.warn(
          { outboxId: row.id, kind: row.kind, attempts: row.attempts, leaseSeconds },
          "mail delivery outcome unknown (SMTP timeout); retrying after the lease",
        );
        return false;
      }
      const gaveUp = row.attempts >= maxAttempts;
      const delaySeconds = retryDelayMs(row.attempts) / 1000;
      await db
        .update(mailOutbox)
        .set({
          status: gaveUp ? "failed" : "pending",
          lockedUntil: null,
          lastError: describe(error),
          nextAttemptAt: sql`now() + make_interval(secs => ${delaySeconds})`,
        })
        .where(eq(mailOutbox.id, row.id));
      // The reply text may quote the recipient: log its code, keep the text in the row.
      const log = {
        error: logSafeError(error),
        outboxId: row.id,
        kind: row.kind,
        attempts: row.attempts,
      };
      if (gaveUp) logger.error(log, "mail delivery failed for good");
      else
        logger.warn({ ...log, retryInSeconds: delaySeconds }, "mail delivery failed; will retry");
      return false;
    }
    await db
      .update(mailOutbox)
      .set({ status: "sent", sentAt: sql`now()`, lockedUntil: null })
      .where(eq(mailOutbox.id, row.id));
    logger.info({ outboxId: row.id, kind: row.kind, attempts: row.attempts }, "mail sent");
    return true;
  }

  // Claimed rows not yet tried go back to the queue at once, without using up an attempt.
  async function release(rows: OutboxRow[]) {
    if (rows.length === 0) return;
    await db
      .update(mailOutbox)
      .set({ status: "pending", lockedUntil: null, attempts: sql`${mailOutbox.attempts} - 1` })
      .where(
        and(
          inArray(
            mailOutbox.id,
            rows.map((r) => r.id),
          ),
          eq(mailOutbox.status, "sending"),
        ),
      );
  }

  async function pass(): Promise<Pass> {
    const result = { sent: 0, failed: 0, full: false };
    await failAbandoned();
    const rows = await claim();
    result.full = rows.length === batchSize;
    for (const [index, row] of rows.entries()) {
      if (poller.stopping) {
        await release(rows.slice(index));
        break;
      }
      if (await deliver(row)) result.sent++;
      else result.failed++;
    }
    return result;
  }

  const poller = createPoller({
    pass,
    intervalMs: options.intervalMs,
    // A full batch suggests more is waiting.
    goOn: (r) => r.full,
    logger,
    failureMessage: "outbox pass failed",
  });

  return {
    start: () => poller.start(options.intervalMs),
    runOnce: () => poller.runOnce(),
    reclaimLeases: () => reclaimLeases(queue),
    stop: () => poller.stop(),
  };
}
