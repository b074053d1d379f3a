import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { staffAccounts, staffSessions } from "../db/schema.ts";
import type { StaffAccount } from "./accounts.server.ts";
import { hashToken, newToken } from "./secrets.ts";

export const IDLE_TIMEOUT_MS = 30 * 60_000;
export const ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60_000;
// last_seen_at is written at most this often: a page view does not cost a write each time.
const TOUCH_EVERY_MS = 60_000;

export interface StaffSession {
  idHash: string;
  account: StaffAccount;
  createdAt: Date;
  verifiedAt: Date;
}

/** The cookie's name: `__Host-` (Secure, no Domain, Path=/) when the site is on HTTPS. */
export function sessionCookieName(secure: boolean): string {
  return secure ? "__Host-nkabom-staff" : "nkabom-staff";
}

export function sessionCookie(secure: boolean, value: string, maxAgeSeconds: number): string {
  return [
    `${sessionCookieName(secure)}=${value}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Strict",
    ...(secure ? ["Secure"] : []),
    `Max-Age=${maxAgeSeconds}`,
  ].join("; ");
}

/**
 * Starts a session after a successful sign-in: always a new random id (never one the
 * browser brought along, so a planted cookie is never promoted). Returns the cookie value.
 */
export async function createSession(db: Db, accountId: string): Promise<string> {
  const token = newToken();
  await db.insert(staffSessions).values({ idHash: hashToken(token), accountId });
  return token;
}

/**
 * The live session a cookie value names, or null: unknown, revoked, idle for 30 minutes,
 * older than 12 hours, or its account disabled. Refreshes its idle clock.
 */
export async function readSession(
  db: Db,
  token: string | undefined,
  now = new Date(),
): Promise<StaffSession | null> {
  if (!token || !/^[\w-]{20,100}$/.test(token)) return null;
  const idHash = hashToken(token);
  const [row] = await db
    .select({ session: staffSessions, account: staffAccounts })
    .from(staffSessions)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.accountId))
    .where(and(eq(staffSessions.idHash, idHash), isNull(staffSessions.revokedAt)));
  if (!row || row.account.disabledAt) return null;
  const { session } = row;
  const t = now.getTime();
  if (
    t - session.lastSeenAt.getTime() > IDLE_TIMEOUT_MS ||
    t - session.createdAt.getTime() > ABSOLUTE_TIMEOUT_MS
  ) {
    await revokeSession(db, token);
    return null;
  }
  if (t - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.idHash, idHash));
  }
  return {
    idHash,
    account: row.account,
    createdAt: session.createdAt,
    verifiedAt: session.verifiedAt,
  };
}

export async function revokeSession(db: Db, token: string): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: new Date() })
    .where(eq(staffSessions.idHash, hashToken(token)));
}

/** "Sign out everywhere": every open session of the account ends. */
export async function revokeAllSessions(db: Db, accountId: string): Promise<number> {
  const rows = await db
    .update(staffSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(staffSessions.accountId, accountId), isNull(staffSessions.revokedAt)))
    .returning({ idHash: staffSessions.idHash });
  return rows.length;
}

/** Records a fresh passkey assertion in the session (re-verification). */
export async function markVerified(db: Db, idHash: string, now = new Date()): Promise<void> {
  await db.update(staffSessions).set({ verifiedAt: now }).where(eq(staffSessions.idHash, idHash));
}
