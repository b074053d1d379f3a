import { rateLimitKey } from "../shared/rate-limit.ts";
import type { StaffAccount } from "./accounts.server.ts";
import { recordEvent, type AuditEntry, type EventAction } from "./audit-log.server.ts";
import type { ConsoleContext } from "./console-context.ts";
import {
  ABSOLUTE_TIMEOUT_MS,
  createSession,
  revokeSession,
  sessionCookie,
} from "./sessions.server.ts";

export const TOO_MANY = "Too many attempts. Wait a few minutes and try again.";

/**
 * Who an attempt is counted against: an IPv4 address, or an IPv6 address's network
 * (RATE_LIMIT_IPV6_SUBNET, /64 by default), since one client may use every address of
 * its /64. The same key as lead capture's limit.
 */
const clientKey = (ctx: ConsoleContext, clientIp: string) => rateLimitKey(clientIp, ctx.ipv6Subnet);

/** Counts a sign-in attempt against the client's address and, when known, the account. */
export async function attemptAllowed(
  ctx: ConsoleContext,
  clientIp: string,
  accountKey?: string,
): Promise<boolean> {
  const byIp = await ctx.attemptsByIp.hit(`staff-ip:${clientKey(ctx, clientIp)}`);
  if (!byIp.allowed) return false;
  if (!accountKey) return true;
  return (await ctx.attemptsByAccount.hit(`staff-account:${accountKey}`)).allowed;
}

/**
 * Records a sign-in (or re-verification) in the audit log. A failure is recorded only for
 * the first few of a client's failures in the limiter's window: the log is append-only, so
 * anyone on the internet could otherwise add rows to it at will. Successes always are.
 */
export async function auditAttempt(
  ctx: ConsoleContext,
  clientIp: string,
  entry: AuditEntry & { action: EventAction },
): Promise<void> {
  if (entry.success === false) {
    const { allowed } = await ctx.auditedFailures.hit(`staff-audit:${clientKey(ctx, clientIp)}`);
    if (!allowed) return;
  }
  await recordEvent(ctx.db, entry);
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
