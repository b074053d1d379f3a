import { createHash } from "node:crypto";
import { eq, lt } from "drizzle-orm";
import type { LeadOutcome } from "#app/lib/forms/lead-service.ts";
import type { Db } from "../db/database.ts";
import { idempotencyKeys } from "../db/schema.ts";

/** How long a key's answer is kept (and so how long a retry is recognised). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60_000;

/** A key as the IETF draft allows it: visible ASCII, at most 255 characters. */
export function isIdempotencyKey(value: string): boolean {
  return /^[\x21-\x7e]{1,255}$/.test(value);
}

export const keyReused =
  "This Idempotency-Key was already used for a different request. Send a new key.";

export function fingerprint(value: unknown): string {
  return createHash("sha256").update(JSON.stringify(value)).digest("base64url");
}

/**
 * Claims a key inside the transaction that will store the lead. A concurrent request with
 * the same key waits on the primary key until this transaction ends, then finds the row:
 * only one of them ever stores. Returns the earlier answer, or null when the key is new.
 */
export async function claimKey(tx: Db, key: string, print: string): Promise<LeadOutcome | null> {
  const [claimed] = await tx
    .insert(idempotencyKeys)
    .values({ key, fingerprint: print, status: 0, body: {} })
    .onConflictDoNothing({ target: idempotencyKeys.key })
    .returning({ key: idempotencyKeys.key });
  if (claimed) return null;
  const [earlier] = await tx.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
  if (!earlier || earlier.fingerprint !== print) return { status: 422, message: keyReused };
  return { status: earlier.status, ...earlier.body } as LeadOutcome;
}

export async function saveAnswer(tx: Db, key: string, outcome: LeadOutcome) {
  const { status, ...body } = outcome;
  await tx.update(idempotencyKeys).set({ status, body }).where(eq(idempotencyKeys.key, key));
}

export async function purgeKeys(db: Db, now: number): Promise<number> {
  const gone = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now - IDEMPOTENCY_TTL_MS)))
    .returning({ key: idempotencyKeys.key });
  return gone.length;
}
