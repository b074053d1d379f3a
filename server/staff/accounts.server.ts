import { randomBytes } from "node:crypto";
import { and, arrayContains, asc, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import {
  staffAccounts,
  staffInvitations,
  staffPasskeys,
  staffRecoveryCodes,
  staffSessions,
  type StaffRole,
} from "../db/schema.ts";
import { audit } from "./audit-log.server.ts";
import { sortRoles } from "./permissions.ts";
import { hashToken, newToken } from "./secrets.ts";

export const INVITATION_TTL_MS = 24 * 60 * 60_000;

export type StaffAccount = typeof staffAccounts.$inferSelect;

/** Who did it: a console user, or the operator at the terminal. */
export interface Actor {
  id: string | null;
  email: string;
}
export const OPERATOR: Actor = { id: null, email: "operator (CLI)" };

export class StaffError extends Error {}

export function normaliseEmail(email: string): string {
  const address = email.trim().toLowerCase();
  if (!/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(address) || address.length > 254) {
    throw new StaffError(`"${email}" is not an e-mail address.`);
  }
  return address;
}

/** At least one role, each once, in the table's order; a StaffError otherwise. */
export function checkRoles(roles: readonly StaffRole[]): StaffRole[] {
  const sorted = sortRoles(roles);
  if (sorted.length === 0) throw new StaffError("Choose at least one role.");
  return sorted;
}

export function invitationUrl(siteUrl: string, token: string): string {
  return `${siteUrl}/staff/invitation?token=${token}`;
}

/**
 * Invites an address (creating its account) or re-invites it: a re-invitation revokes
 * every passkey, recovery code, session and earlier invitation of the account, which is
 * how someone who lost every passkey and code gets back in. Returns the one-time link.
 */
export async function inviteStaff(
  db: Db,
  input: { email: string; roles: readonly StaffRole[]; siteUrl: string; actor: Actor },
): Promise<{ url: string; account: StaffAccount; reinvited: boolean }> {
  const email = normaliseEmail(input.email);
  const roles = checkRoles(input.roles);
  const token = newToken();
  const result = await db.transaction(async (tx) => {
    const [existing] = await tx.select().from(staffAccounts).where(eq(staffAccounts.email, email));
    let account: StaffAccount | undefined;
    if (existing) {
      await keepAnAdmin(tx, existing, { roles, disabled: false });
      await tx.delete(staffPasskeys).where(eq(staffPasskeys.accountId, existing.id));
      await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.accountId, existing.id));
      await tx
        .update(staffSessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(staffSessions.accountId, existing.id), isNull(staffSessions.revokedAt)));
      await tx
        .update(staffInvitations)
        .set({ usedAt: new Date() })
        .where(and(eq(staffInvitations.accountId, existing.id), isNull(staffInvitations.usedAt)));
      [account] = await tx
        .update(staffAccounts)
        .set({ roles, disabledAt: null })
        .where(eq(staffAccounts.id, existing.id))
        .returning();
    } else {
      [account] = await tx
        .insert(staffAccounts)
        .values({ email, roles, webauthnUserId: randomBytes(32).toString("base64url") })
        .returning();
    }
    await tx.insert(staffInvitations).values({
      accountId: account!.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
    });
    await audit(tx, {
      actorId: input.actor.id,
      actorEmail: input.actor.email,
      action: "invitation",
      target: email,
      detail: { roles, reinvited: Boolean(existing) },
    });
    return { account: account!, reinvited: Boolean(existing) };
  });
  return { url: invitationUrl(input.siteUrl, token), ...result };
}

/** The account an unused, unexpired invitation token belongs to; null otherwise. */
export async function findInvitation(
  db: Db,
  token: string,
): Promise<{ invitationId: string; account: StaffAccount } | null> {
  if (!/^[\w-]{20,100}$/.test(token)) return null;
  const [row] = await db
    .select({ invitationId: staffInvitations.id, account: staffAccounts })
    .from(staffInvitations)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffInvitations.accountId))
    .where(
      and(
        eq(staffInvitations.tokenHash, hashToken(token)),
        isNull(staffInvitations.usedAt),
        gt(staffInvitations.expiresAt, new Date()),
        isNull(staffAccounts.disabledAt),
      ),
    );
  return row ?? null;
}

/** Marks an invitation used; false when it was used meanwhile (single use). */
export async function useInvitation(db: Db, invitationId: string): Promise<boolean> {
  const used = await db
    .update(staffInvitations)
    .set({ usedAt: new Date() })
    .where(and(eq(staffInvitations.id, invitationId), isNull(staffInvitations.usedAt)))
    .returning({ id: staffInvitations.id });
  return used.length === 1;
}

export async function listStaff(db: Db): Promise<StaffAccount[]> {
  return db.select().from(staffAccounts).orderBy(asc(staffAccounts.email));
}

export async function findStaff(db: Db, id: string): Promise<StaffAccount | null> {
  const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.id, id));
  return row ?? null;
}

async function accountByEmail(db: Db, email: string): Promise<StaffAccount> {
  const address = normaliseEmail(email);
  const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.email, address));
  if (!row) throw new StaffError(`No staff account for ${address}.`);
  return row;
}

/**
 * Refuses a change that would leave no active account holding admin: nobody could manage
 * staff accounts from the console any more. The active admins' rows stay locked until the
 * change commits, so two admins demoting each other at once cannot both succeed.
 */
async function keepAnAdmin(
  tx: Db,
  account: StaffAccount,
  after: { roles: readonly StaffRole[]; disabled: boolean },
): Promise<void> {
  if (!account.roles.includes("admin") || account.disabledAt) return;
  if (after.roles.includes("admin") && !after.disabled) return;
  const admins = await tx
    .select({ id: staffAccounts.id })
    .from(staffAccounts)
    .where(and(arrayContains(staffAccounts.roles, ["admin"]), isNull(staffAccounts.disabledAt)))
    .for("update");
  if (admins.some((a) => a.id !== account.id)) return;
  throw new StaffError(
    `${account.email} is the last active admin: nobody could manage staff accounts any more. ` +
      "Give another account the admin role first.",
  );
}

/** Disables an account: its open sessions end at once (they are revoked in the database). */
export async function disableStaff(db: Db, email: string, actor: Actor): Promise<StaffAccount> {
  const account = await accountByEmail(db, email);
  await db.transaction(async (tx) => {
    await keepAnAdmin(tx, account, { roles: account.roles, disabled: true });
    await tx
      .update(staffAccounts)
      .set({ disabledAt: new Date() })
      .where(eq(staffAccounts.id, account.id));
    await tx
      .update(staffSessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(staffSessions.accountId, account.id), isNull(staffSessions.revokedAt)));
    await audit(tx, {
      actorId: actor.id,
      actorEmail: actor.email,
      action: "account-disabled",
      target: account.email,
    });
  });
  return account;
}

/** Gives an account these roles (one or more), replacing the ones it had. */
export async function setStaffRoles(
  db: Db,
  email: string,
  wanted: readonly StaffRole[],
  actor: Actor,
): Promise<StaffAccount> {
  const account = await accountByEmail(db, email);
  const roles = checkRoles(wanted);
  await db.transaction(async (tx) => {
    await keepAnAdmin(tx, account, { roles, disabled: Boolean(account.disabledAt) });
    await tx.update(staffAccounts).set({ roles }).where(eq(staffAccounts.id, account.id));
    await audit(tx, {
      actorId: actor.id,
      actorEmail: actor.email,
      action: "role-change",
      target: account.email,
      detail: { from: account.roles, to: roles },
    });
  });
  return { ...account, roles };
}
