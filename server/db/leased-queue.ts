import { and, asc, eq, inArray, lt, lte, or, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "./database.ts";

/**
 * A table used as a queue with leases (decision 006): rows go `pending` → `sending` (under a
 * lease) → a final status. The mail outbox and the webhook deliveries both are one.
 */
export type LeasedQueueTable = PgTable & {
  id: PgColumn;
  status: PgColumn;
  attempts: PgColumn;
  nextAttemptAt: PgColumn;
  lockedUntil: PgColumn;
  lastError: PgColumn;
};

export interface LeasedQueue<T extends LeasedQueueTable> {
  db: Db;
  table: T;
  /** How long a claimed row stays ours; past it, another worker may take it over. */
  leaseSeconds: number;
  /** A row is claimed at most this many times; its last lease running out fails it. */
  maxAttempts: number;
}

export interface ClaimOptions {
  limit: number;
  /** A further condition a due row must meet (e.g. its endpoint is active). */
  alsoWhere?: SQL | undefined;
}

type Row<T extends LeasedQueueTable> = T["$inferSelect"];

/**
 * Claims up to `limit` due rows in one transaction: FOR UPDATE SKIP LOCKED lets workers on
 * other instances pass over rows being claimed here, and the `sending` mark with its lease
 * keeps them off once we commit. Rows whose lease ran out (a worker died mid-delivery) are
 * due again. The attempt is counted on claim, so a worker dying mid-delivery still uses one.
 */
export async function claimDue<T extends LeasedQueueTable>(
  queue: LeasedQueue<T>,
  { limit, alsoWhere }: ClaimOptions,
): Promise<Row<T>[]> {
  const { db, table, leaseSeconds, maxAttempts } = queue;
  return db.transaction(async (tx) => {
    const due: { id: unknown }[] = await tx
      .select({ id: table.id })
      .from(table as PgTable)
      .where(
        and(
          alsoWhere,
          or(
            and(eq(table.status, "pending"), lte(table.nextAttemptAt, sql`now()`)),
            and(eq(table.status, "sending"), lt(table.lockedUntil, sql`now()`)),
          ),
          lt(table.attempts, maxAttempts),
        ),
      )
      .orderBy(asc(table.nextAttemptAt))
      .limit(limit)
      .for("update", { of: table, skipLocked: true });
    if (due.length === 0) return [];
    const claimed = await tx
      .update(table as PgTable)
      .set({
        status: "sending",
        lockedUntil: sql`now() + make_interval(secs => ${leaseSeconds})`,
        attempts: sql`${table.attempts} + 1`,
      })
      .where(
        inArray(
          table.id,
          due.map((r) => r.id),
        ),
      )
      .returning();
    return claimed as Row<T>[];
  });
}

/**
 * Fails the rows whose worker died during their last allowed attempt: they would otherwise
 * stay `sending` for ever. `lastError` is the text the row keeps.
 */
export async function failAbandoned<T extends LeasedQueueTable>(
  queue: LeasedQueue<T>,
  lastError: SQL | string,
): Promise<void> {
  const { db, table, maxAttempts } = queue;
  await db
    .update(table as PgTable)
    .set({
      status: "failed",
      lockedUntil: null,
      lastError: lastError,
    })
    .where(
      and(
        eq(table.status, "sending"),
        lt(table.lockedUntil, sql`now()`),
        sql`${table.attempts} >= ${maxAttempts}`,
      ),
    );
}

/**
 * Puts every `sending` row back in the queue at once. Only for a process that is the
 * database's sole user (PGlite) at start-up: those leases belong to a dead process.
 */
export async function reclaimLeases<T extends LeasedQueueTable>(
  queue: LeasedQueue<T>,
): Promise<number> {
  const { db, table } = queue;
  const rows = await db
    .update(table as PgTable)
    .set({
      status: "pending",
      lockedUntil: null,
      nextAttemptAt: sql`now()`,
    })
    .where(eq(table.status, "sending"))
    .returning({ id: table.id });
  return rows.length;
}
