import type { Readable } from "node:stream";
import { and, eq, gte, lt, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { auditLog } from "../db/schema.ts";
import { batchedCsv } from "../shared/csv.ts";

export type AuditAction =
  | "sign-in"
  | "sign-in-recovery-code"
  | "sign-out"
  | "sign-out-everywhere"
  | "re-verify"
  | "invitation"
  | "invitation-accepted"
  | "passkey-added"
  | "passkey-removed"
  | "recovery-codes-issued"
  | "role-change"
  | "account-disabled"
  | "lead-status"
  | "lead-assignee"
  | "lead-note"
  | "export"
  | "request-search"
  | "erasure"
  | "webhook-added"
  | "webhook-disabled"
  | "webhook-enabled"
  | "webhook-secret-rotated"
  | "webhook-redelivered"
  | "content-saved"
  | "content-submitted"
  | "content-approved"
  | "content-rejected"
  | "content-published"
  | "content-rolled-back";

export interface AuditEntry {
  actorId?: string | null;
  actorEmail?: string | null;
  action: AuditAction;
  success?: boolean;
  /**
   * What was acted on: a lead (`contact:<id>`), an account's address, an address hash, a
   * content entry (`content:<type>:<entry id>`).
   */
  target?: string | null;
  detail?: Record<string, unknown>;
}

/** An open transaction: what `db.transaction(async (tx) => …)` hands its callback. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Records an audited change in the transaction that makes it, so the change and its row
 * commit together or not at all: a change never stands unrecorded. Only a transaction is
 * accepted (a plain `db` lacks `rollback`, and the compiler says so).
 */
export async function audit(tx: Tx, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actorId ?? null,
    actorEmail: entry.actorEmail ?? null,
    action: entry.action,
    success: entry.success ?? true,
    target: entry.target ?? null,
    detail: entry.detail ?? null,
  });
}

/** What is recorded without a change of data to go with it: attempts and reads. */
export type EventAction = Extract<
  AuditAction,
  "sign-in" | "sign-in-recovery-code" | "re-verify" | "export" | "request-search"
>;

/**
 * Records an attempt or a read on its own. The actions it takes change no data, so every
 * change has to go through `audit(tx, …)` instead.
 */
export async function recordEvent(
  db: Db,
  entry: AuditEntry & { action: EventAction },
): Promise<void> {
  await db.transaction((tx) => audit(tx, entry));
}

export type AuditRow = typeof auditLog.$inferSelect;

/** What the log can be narrowed to; every field optional. */
export interface AuditFilter {
  /** An actor's address, exactly as recorded (addresses are stored lower-case). */
  actor?: string | undefined;
  action?: string | undefined;
  from?: Date | undefined;
  /** Exclusive: the day after the last day asked for. */
  to?: Date | undefined;
}

/** One page of the log, newest first; `before` is the last row of the previous page. */
export async function auditPage(
  db: Db,
  options: AuditFilter & { limit: number; before?: { at: Date; id: string } | undefined },
): Promise<AuditRow[]> {
  const filters: (SQL | undefined)[] = [];
  if (options.action) filters.push(eq(auditLog.action, options.action));
  if (options.actor) filters.push(eq(auditLog.actorEmail, options.actor));
  if (options.from) filters.push(gte(auditLog.at, options.from));
  if (options.to) filters.push(lt(auditLog.at, options.to));
  if (options.before) {
    const { at, id } = options.before;
    filters.push(or(lt(auditLog.at, at), and(eq(auditLog.at, at), lt(auditLog.id, id))));
  }
  return (
    db
      .select()
      .from(auditLog)
      .where(and(...filters))
      // NULLS LAST as in the indexes (the columns are NOT NULL, so the order is the same):
      // the planner then walks an index in order instead of sorting every match.
      .orderBy(sql`${auditLog.at} desc nulls last`, sql`${auditLog.id} desc nulls last`)
      .limit(options.limit)
  );
}

/**
 * The audit log as CSV (narrowed by `filter`), newest first, read in keyset batches and
 * streamed, so memory does not grow with the log. `onEnd` gets the row count, for the
 * audit log itself.
 */
export function auditCsv(db: Db, filter: AuditFilter, onEnd: (rows: number) => void): Readable {
  return batchedCsv<AuditRow>({
    columns: ["time", "actor", "action", "success", "target", "detail"],
    nextBatch: (last) =>
      auditPage(db, { ...filter, limit: 1000, before: last && { at: last.at, id: last.id } }),
    fields: (r) => [
      r.at.toISOString(),
      r.actorEmail,
      r.action,
      r.success ? "yes" : "no",
      r.target,
      r.detail ? JSON.stringify(r.detail) : "",
    ],
    onEnd,
  });
}
