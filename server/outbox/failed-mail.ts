import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { mailOutbox } from "../db/schema.ts";

/**
 * Mail the outbox gave up on (status `failed` after its last attempt), for the operator:
 * list it, and put it back in the queue once the cause (a wrong SMTP_URL, a full mailbox)
 * is fixed. The worker then sends it on its next pass, with a fresh set of attempts.
 */

export interface FailedMail {
  id: string;
  kind: string;
  to: string;
  attempts: number;
  lastError: string | null;
  createdAt: string;
}

export async function listFailedMail(db: Db): Promise<FailedMail[]> {
  const rows = await db
    .select({
      id: mailOutbox.id,
      kind: mailOutbox.kind,
      to: mailOutbox.toAddress,
      attempts: mailOutbox.attempts,
      lastError: mailOutbox.lastError,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.status, "failed"))
    .orderBy(asc(mailOutbox.createdAt));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

/** Requeues every failed mail, or only the given ids; returns how many were requeued. */
export async function requeueFailedMail(db: Db, ids?: string[]): Promise<number> {
  const rows = await db
    .update(mailOutbox)
    .set({ status: "pending", attempts: 0, lockedUntil: null, nextAttemptAt: sql`now()` })
    .where(
      and(
        eq(mailOutbox.status, "failed"),
        ids && ids.length > 0 ? inArray(mailOutbox.id, ids) : undefined,
      ),
    )
    .returning({ id: mailOutbox.id });
  return rows.length;
}
