import { randomInt } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { staffRecoveryCodes } from "../db/schema.ts";
import { hashToken, sameHash } from "./secrets.ts";

export const RECOVERY_CODE_COUNT = 10;
// No 0/O, 1/I/L: a code is typed from paper.
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/** A code like `7KQ4-M2XD-9HTP`: 12 symbols of 31, about 59 bits. */
function newCode(): string {
  let code = "";
  for (let i = 0; i < 12; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code.replace(/(.{4})(?=.)/g, "$1-");
}

/** How a typed code is compared: case, spaces and dashes do not matter. */
export function normaliseCode(input: string): string {
  return input.toUpperCase().replace(/[^0-9A-Z]/g, "");
}

/**
 * Replaces an account's codes with ten new ones and returns them: the only time they
 * exist in clear text. Only their hashes are stored.
 */
export async function issueRecoveryCodes(db: Db, accountId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  await db.transaction(async (tx) => {
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.accountId, accountId));
    await tx
      .insert(staffRecoveryCodes)
      .values(codes.map((c) => ({ accountId, codeHash: hashToken(normaliseCode(c)) })));
  });
  return codes;
}

/**
 * Uses one of the account's codes: true once per code. Every unused hash is compared in
 * constant time, so the answer's timing says nothing about how close a guess was.
 */
export async function consumeRecoveryCode(
  db: Db,
  accountId: string,
  input: string,
): Promise<boolean> {
  const wanted = hashToken(normaliseCode(input));
  const unused = await db
    .select({ id: staffRecoveryCodes.id, codeHash: staffRecoveryCodes.codeHash })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.accountId, accountId), isNull(staffRecoveryCodes.usedAt)));
  let match: string | undefined;
  for (const row of unused) if (sameHash(row.codeHash, wanted)) match = row.id;
  if (!match) return false;
  // The `used_at is null` condition makes a concurrent second use of the same code fail.
  const used = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(staffRecoveryCodes.id, match), isNull(staffRecoveryCodes.usedAt)))
    .returning({ id: staffRecoveryCodes.id });
  return used.length === 1;
}

export async function unusedRecoveryCodes(db: Db, accountId: string): Promise<number> {
  const rows = await db
    .select({ id: staffRecoveryCodes.id })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.accountId, accountId), isNull(staffRecoveryCodes.usedAt)));
  return rows.length;
}
