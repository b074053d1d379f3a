import type { StaffAccount } from "./accounts.ts";
import type { ConsoleContext } from "./console-context.ts";
import { ABSOLUTE_TIMEOUT_MS, createSession, revokeSession, sessionCookie } from "./sessions.ts";

export const TOO_MANY = "Too many attempts. Wait a few minutes and try again.";

/** Counts a sign-in attempt against the client's address and, when known, the account. */
export async function attemptAllowed(
  ctx: ConsoleContext,
  clientIp: string,
  accountKey?: string,
): Promise<boolean> {
  const byIp = await ctx.attemptsByIp.hit(`staff-ip:${clientIp}`);
  if (!byIp.allowed) return false;
  if (!accountKey) return true;
  return (await ctx.attemptsByAccount.hit(`staff-account:${accountKey}`)).allowed;
}

/**
 * Starts a session for an account that just proved who it is and returns its Set-Cookie
 * value. Any session the browser came with is ended: the new id is always a fresh one.
 */
export async function startSession(
  ctx: ConsoleContext,
  previousToken: string | undefined,
  account: StaffAccount,
): Promise<string> {
  if (previousToken) await revokeSession(ctx.db, previousToken);
  const token = await createSession(ctx.db, account.id);
  return sessionCookie(ctx.secure, token, ABSOLUTE_TIMEOUT_MS / 1000);
}

/** The Set-Cookie value that makes the browser forget its session cookie. */
export function endedSessionCookie(ctx: ConsoleContext): string {
  return sessionCookie(ctx.secure, "", 0);
}
