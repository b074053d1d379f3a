import { TransactionRollbackError } from "drizzle-orm";
import { data } from "react-router";
import { findInvitation, useInvitation as spendInvitation } from "#server/staff/accounts.server.ts";
import { audit } from "#server/staff/audit-log.server.ts";
import {
  authenticationOptions,
  registerPasskey,
  registrationOptions,
  verifyAssertion,
} from "#server/staff/passkeys.server.ts";
import { homeOf } from "#server/staff/permissions.ts";
import { issueRecoveryCodes } from "#server/staff/recovery-codes.server.ts";
import { markVerified } from "#server/staff/sessions.server.ts";
import { sessionToken } from "#server/staff/request-helpers.server.ts";
import {
  attemptAllowed,
  auditAttempt,
  startSession,
  TOO_MANY,
} from "#server/staff/sign-in.server.ts";
import type { StaffLoadContext } from "./context.ts";

/** A ceremony's JSON body, as the browser sent it: every field still unchecked. */
export interface CeremonyBody {
  token?: unknown;
  challengeId?: unknown;
  response?: unknown;
  name?: unknown;
}

export interface CeremonyRequest {
  staff: StaffLoadContext;
  body: CeremonyBody;
  request: Request;
}

/** The signed-in account: authorize() let only sessions through to these ceremonies. */
function accountOf(staff: StaffLoadContext) {
  if (!staff.session) throw new Error("a ceremony for signed-in staff ran without a session");
  return staff.session.account;
}

const refuse = (status: number, error: string) => data({ error }, { status });
const NO_INVITATION = "This invitation does not work.";

/** The console's URL of an account's first screen, for the browser to go to. */
const landing = (roles: Parameters<typeof homeOf>[0]) => `/staff${homeOf(roles)}`;

async function signedIn(req: CeremonyRequest, account: Parameters<typeof startSession>[2]) {
  const previous = sessionToken(req.request.headers.get("cookie"), req.staff.console.secure);
  return { "Set-Cookie": await startSession(req.staff.console, previous, account) };
}

/**
 * The passkey ceremonies behind /staff/api/<ceremony>/<step> (options, then verify), each
 * for the table's permission: sign-in and invitation without a session, re-verification
 * and adding a passkey (My account) with one.
 */
export const ceremonies = {
  "sign-in": {
    options: ({ staff }: CeremonyRequest) =>
      authenticationOptions(staff.console.db, staff.console.rp, "sign-in", null),
    async verify(req: CeremonyRequest) {
      const { console: ctx, clientIp } = req.staff;
      if (!(await attemptAllowed(ctx, clientIp))) return refuse(429, TOO_MANY);
      const result = await verifyAssertion(ctx.db, ctx.rp, "sign-in", req.body);
      if (result.account && !(await attemptAllowed(ctx, clientIp, result.account.id))) {
        return refuse(429, TOO_MANY);
      }
      await auditAttempt(ctx, clientIp, {
        actorId: result.account?.id ?? null,
        actorEmail: result.account?.email ?? null,
        action: "sign-in",
        success: result.ok,
        detail: { method: "passkey", ...(result.ok ? {} : { reason: result.reason }) },
      });
      if (!result.ok) return refuse(401, "That passkey did not sign you in.");
      const headers = await signedIn(req, result.account);
      return data({ redirect: landing(result.account.roles) }, { headers });
    },
  },
  invitation: {
    async options({ staff, body }: CeremonyRequest) {
      const { console: ctx, clientIp } = staff;
      if (!(await attemptAllowed(ctx, clientIp))) return refuse(429, TOO_MANY);
      const invitation = await findInvitation(ctx.db, String(body.token ?? ""));
      if (!invitation) return refuse(404, NO_INVITATION);
      return registrationOptions(ctx.db, ctx.rp, invitation.account);
    },
    async verify(req: CeremonyRequest) {
      const { db, rp } = req.staff.console;
      const invitation = await findInvitation(db, String(req.body.token ?? ""));
      if (!invitation) return refuse(404, NO_INVITATION);
      const { account } = invitation;
      const actor = { actorId: account.id, actorEmail: account.email };
      // The passkey, the spent invitation, the codes and their audit rows: all or nothing.
      const codes = await db
        .transaction(async (tx) => {
          const ok = await registerPasskey(tx, rp, account, {
            challengeId: req.body.challengeId,
            response: req.body.response,
            name: String(req.body.name ?? "Passkey"),
          });
          if (!ok) return null;
          // Spent meanwhile by another tab: its passkey stands, this one goes with the rollback.
          if (!(await spendInvitation(tx, invitation.invitationId))) tx.rollback();
          await audit(tx, { ...actor, action: "invitation-accepted" });
          await audit(tx, { ...actor, action: "passkey-added" });
          const issued = await issueRecoveryCodes(tx, account.id);
          await audit(tx, { ...actor, action: "recovery-codes-issued" });
          return issued;
        })
        .catch((error: unknown) => {
          if (error instanceof TransactionRollbackError) return null;
          throw error;
        });
      if (!codes) return refuse(400, "The passkey could not be created. Try again.");
      const headers = await signedIn(req, account);
      return data({ codes, redirect: landing(account.roles) }, { headers });
    },
  },
  verify: {
    options: ({ staff }: CeremonyRequest) =>
      authenticationOptions(staff.console.db, staff.console.rp, "re-verify", accountOf(staff)),
    async verify({ staff, body }: CeremonyRequest) {
      const { db, rp } = staff.console;
      const account = accountOf(staff);
      const result = await verifyAssertion(db, rp, "re-verify", body);
      const ok = result.ok && result.account.id === account.id;
      const actor = { actorId: account.id, actorEmail: account.email };
      await auditAttempt(staff.console, staff.clientIp, {
        ...actor,
        action: "re-verify",
        success: ok,
      });
      if (!ok) return refuse(400, "That passkey did not confirm it is you.");
      await markVerified(db, staff.session!.idHash);
      return { redirect: "/staff" };
    },
  },
  // Another passkey for the signed-in account (My account), after a fresh check.
  passkeys: {
    options: ({ staff }: CeremonyRequest) =>
      registrationOptions(staff.console.db, staff.console.rp, accountOf(staff)),
    async verify({ staff, body }: CeremonyRequest) {
      const { db, rp } = staff.console;
      const account = accountOf(staff);
      const ok = await db.transaction(async (tx) => {
        const added = await registerPasskey(tx, rp, account, {
          challengeId: body.challengeId,
          response: body.response,
          name: String(body.name ?? "Passkey"),
        });
        if (added) {
          await audit(tx, {
            actorId: account.id,
            actorEmail: account.email,
            action: "passkey-added",
          });
        }
        return added;
      });
      if (!ok) return refuse(400, "The passkey could not be added.");
      // Not a fresh check: whoever holds the session could create one. Only asserting a
      // passkey the account already had (or a recovery code) counts.
      return { redirect: "/staff/account" };
    },
  },
} as const;

export type CeremonyName = keyof typeof ceremonies;
