import { lt } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { usedFormTokens } from "../db/schema.ts";
import { FORM_TOKEN_TTL_MS } from "./form-token.ts";

/** Thrown inside the storing transaction to roll it back: the token stored a submission before. */
export class FormTokenReplayed extends Error {
  constructor() {
    super("form token already used");
    this.name = "FormTokenReplayed";
  }
}

/**
 * Records, in the transaction that stores a submission, that its form token is spent. A
 * second submission with the same token (a replay, or a concurrent one waiting on the
 * primary key) finds the row and rolls its own transaction back.
 */
export async function spendFormToken(tx: Db, nonce: string, issuedAt: number): Promise<void> {
  const [spent] = await tx
    .insert(usedFormTokens)
    .values({ nonce, expiresAt: new Date(issuedAt + FORM_TOKEN_TTL_MS) })
    .onConflictDoNothing({ target: usedFormTokens.nonce })
    .returning({ nonce: usedFormTokens.nonce });
  if (!spent) throw new FormTokenReplayed();
}

/** Deletes the records of tokens past their own expiry: those are refused anyway. */
export async function purgeUsedFormTokens(db: Db, now: number): Promise<number> {
  const gone = await db
    .delete(usedFormTokens)
    .where(lt(usedFormTokens.expiresAt, new Date(now)))
    .returning({ nonce: usedFormTokens.nonce });
  return gone.length;
}
