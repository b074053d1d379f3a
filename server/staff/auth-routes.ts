import type { Request, Response, Router } from "express";
import type { StaffAccount } from "./accounts.ts";
import { findInvitation, normaliseEmail, StaffError, useInvitation } from "./accounts.ts";
import { audit } from "./audit-log.ts";
import {
  actorOf,
  consoleRoutes,
  guard,
  sendPage,
  session,
  type ConsoleContext,
} from "./console-context.ts";
import { html, time } from "./html.ts";
import {
  authenticationOptions,
  listPasskeys,
  registerPasskey,
  registrationOptions,
  removePasskey,
  verifyAssertion,
} from "./passkeys.ts";
import type { Permission } from "./permissions.ts";
import { consumeRecoveryCode, issueRecoveryCodes, unusedRecoveryCodes } from "./recovery-codes.ts";
import {
  ABSOLUTE_TIMEOUT_MS,
  createSession,
  markVerified,
  revokeAllSessions,
  revokeSession,
  sessionCookie,
} from "./sessions.ts";
import { clientAddress, readCookie } from "./request-helpers.ts";
import { staffAccounts } from "../db/schema.ts";
import { eq } from "drizzle-orm";

type Handler = (req: Request, res: Response) => Promise<void> | void;

export function on(
  router: Router,
  ctx: ConsoleContext,
  method: "get" | "post",
  path: string,
  permission: Permission | null,
  handler: Handler,
): void {
  consoleRoutes.push({ method, path, permission });
  router[method](path, guard(ctx, permission), async (req, res, next) => {
    try {
      await handler(req, res);
    } catch (error) {
      next(error);
    }
  });
}

/** Where each role lands after signing in: its first screen. */
export function homeOf(account: StaffAccount): string {
  return {
    sales: "/staff/leads",
    marketing: "/staff/subscribers",
    compliance: "/staff/requests",
    admin: "/staff/team",
  }[account.role];
}

async function startSession(ctx: ConsoleContext, res: Response, account: StaffAccount) {
  // Any session the browser came with is ended: the new id is always a fresh one.
  const old = readCookie(res.req, ctx.secure);
  if (old) await revokeSession(ctx.db, old);
  const token = await createSession(ctx.db, account.id);
  res.setHeader("Set-Cookie", sessionCookie(ctx.secure, token, ABSOLUTE_TIMEOUT_MS / 1000));
}

function clearCookie(ctx: ConsoleContext, res: Response) {
  res.setHeader("Set-Cookie", sessionCookie(ctx.secure, "", 0));
}

/** Counts an attempt against the address and, when known, the account. */
async function allowed(ctx: ConsoleContext, req: Request, accountKey?: string): Promise<boolean> {
  const byIp = await ctx.attemptsByIp.hit(`staff-ip:${clientAddress(req)}`);
  if (!byIp.allowed) return false;
  if (!accountKey) return true;
  return (await ctx.attemptsByAccount.hit(`staff-account:${accountKey}`)).allowed;
}

const TOO_MANY = "Too many attempts. Wait a few minutes and try again.";

function signInPage(ctx: ConsoleContext, res: Response, status = 200, error?: string) {
  sendPage(
    ctx,
    res,
    status,
    { title: "Sign in", passkeys: true, error },
    html`<section class="staff-card staff-narrow" aria-labelledby="sign-in-title">
      <h1 id="sign-in-title">Sign in to the staff console</h1>
      <p>Use the passkey on this device or your security key. There are no passwords.</p>
      <button type="button" class="staff-button" data-passkey="sign-in">
        Sign in with a passkey
      </button>
      <p class="staff-status" data-passkey-status role="status" aria-live="polite"></p>
      <details class="staff-details">
        <summary>Lost your passkey? Use a recovery code</summary>
        <form method="post" action="/staff/sign-in/recovery" class="staff-form">
          <label for="recovery-email">Work e-mail</label>
          <input id="recovery-email" name="email" type="email" autocomplete="username" required />
          <label for="recovery-code">Recovery code</label>
          <input
            id="recovery-code"
            name="code"
            autocomplete="one-time-code"
            required
            spellcheck="false"
          />
          <button type="submit" class="staff-button">Sign in with the code</button>
        </form>
      </details>
    </section>`,
  );
}

export function registerAuthRoutes(router: Router, ctx: ConsoleContext): void {
  const { db, rp } = ctx;

  on(router, ctx, "get", "/sign-in", null, (_req, res) => {
    if (session(res)) return res.redirect(303, homeOf(session(res)!.account));
    signInPage(ctx, res);
  });

  on(router, ctx, "post", "/api/sign-in/options", null, async (_req, res) => {
    res.json(await authenticationOptions(db, rp, "sign-in", null));
  });

  on(router, ctx, "post", "/api/sign-in/verify", null, async (req, res) => {
    const body = req.body as { challengeId?: unknown; response?: unknown };
    if (!(await allowed(ctx, req))) return void res.status(429).json({ error: TOO_MANY });
    const result = await verifyAssertion(db, rp, "sign-in", body);
    if (result.account && !(await allowed(ctx, req, result.account.id))) {
      return void res.status(429).json({ error: TOO_MANY });
    }
    await audit(db, {
      actorId: result.account?.id ?? null,
      actorEmail: result.account?.email ?? null,
      action: "sign-in",
      success: result.ok,
      detail: { method: "passkey", ...(result.ok ? {} : { reason: result.reason }) },
    });
    if (!result.ok) {
      return void res.status(401).json({ error: "That passkey did not sign you in." });
    }
    await startSession(ctx, res, result.account);
    res.json({ redirect: homeOf(result.account) });
  });

  on(router, ctx, "post", "/sign-in/recovery", null, async (req, res) => {
    const form = req.body as { email?: unknown; code?: unknown };
    let email = "";
    try {
      email = normaliseEmail(String(form.email ?? ""));
    } catch (error) {
      if (!(error instanceof StaffError)) throw error;
    }
    const code = String(form.code ?? "").slice(0, 40);
    if (!(await allowed(ctx, req, email || undefined))) {
      return signInPage(ctx, res, 429, TOO_MANY);
    }
    const [account] = email
      ? await db.select().from(staffAccounts).where(eq(staffAccounts.email, email))
      : [];
    const ok =
      account !== undefined &&
      !account.disabledAt &&
      (await consumeRecoveryCode(db, account.id, code));
    await audit(db, {
      actorId: account?.id ?? null,
      actorEmail: account?.email ?? null,
      action: "sign-in-recovery-code",
      success: ok,
    });
    if (!ok || !account) {
      return signInPage(ctx, res, 401, "That e-mail and recovery code did not sign you in.");
    }
    await startSession(ctx, res, account);
    res.redirect(303, "/staff/account?recovered=1");
  });

  on(router, ctx, "post", "/sign-out", null, async (req, res) => {
    const token = readCookie(req, ctx.secure);
    const s = session(res);
    if (token) await revokeSession(db, token);
    if (s)
      await audit(db, { actorId: s.account.id, actorEmail: s.account.email, action: "sign-out" });
    clearCookie(ctx, res);
    res.redirect(303, "/staff/sign-in");
  });

  // ---- Invitation: register the first passkey, receive the recovery codes once. ----
  on(router, ctx, "get", "/invitation", null, async (req, res) => {
    const token = String(req.query.token ?? "");
    if (!(await allowed(ctx, req))) {
      return sendPage(
        ctx,
        res,
        429,
        { title: "Invitation" },
        html`<h1>Invitation</h1>
          <p>${TOO_MANY}</p>`,
      );
    }
    const invitation = await findInvitation(db, token);
    if (!invitation) {
      return sendPage(
        ctx,
        res,
        404,
        { title: "Invitation" },
        html`<section class="staff-card staff-narrow">
          <h1>This invitation does not work</h1>
          <p>
            It was used already, has expired (invitations last 24 hours) or the link is incomplete.
            Ask an administrator for a new one.
          </p>
        </section>`,
      );
    }
    sendPage(
      ctx,
      res,
      200,
      { title: "Accept your invitation", passkeys: true },
      html`<section
          class="staff-card staff-narrow"
          aria-labelledby="invite-title"
          data-invitation="${token}"
        >
          <h1 id="invite-title">Welcome, ${invitation.account.email}</h1>
          <p>
            You are invited to the staff console as <strong>${invitation.account.role}</strong>.
            Create a passkey on this device to sign in; the console has no passwords.
          </p>
          <label for="passkey-name">Name this passkey</label>
          <input id="passkey-name" data-passkey-name value="My laptop" maxlength="80" />
          <button
            type="button"
            class="staff-button"
            data-passkey="register"
            data-endpoint="/staff/api/invitation"
          >
            Create my passkey
          </button>
          <p class="staff-status" data-passkey-status role="status" aria-live="polite"></p>
        </section>
        <section
          class="staff-card staff-narrow"
          data-codes-section
          hidden
          aria-labelledby="codes-title"
        >
          <h1 id="codes-title" tabindex="-1">Your recovery codes</h1>
          <p>
            Each code signs you in once if you lose your passkey. Write them down or store them in
            your password manager now: they are shown only this once.
          </p>
          <ol class="staff-codes" data-codes></ol>
          <a class="staff-button" href="/staff" data-codes-continue>I have saved them, continue</a>
        </section>`,
    );
  });

  on(router, ctx, "post", "/api/invitation/options", null, async (req, res) => {
    if (!(await allowed(ctx, req))) return void res.status(429).json({ error: TOO_MANY });
    const invitation = await findInvitation(
      db,
      String((req.body as { token?: unknown }).token ?? ""),
    );
    if (!invitation) return void res.status(404).json({ error: "This invitation does not work." });
    res.json(await registrationOptions(db, rp, invitation.account));
  });

  on(router, ctx, "post", "/api/invitation/verify", null, async (req, res) => {
    const body = req.body as {
      token?: unknown;
      challengeId?: unknown;
      response?: unknown;
      name?: unknown;
    };
    const invitation = await findInvitation(db, String(body.token ?? ""));
    if (!invitation) return void res.status(404).json({ error: "This invitation does not work." });
    const ok = await registerPasskey(db, rp, invitation.account, {
      challengeId: body.challengeId,
      response: body.response,
      name: String(body.name ?? "Passkey"),
    });
    if (!ok || !(await useInvitation(db, invitation.invitationId))) {
      return void res.status(400).json({ error: "The passkey could not be created. Try again." });
    }
    const account = invitation.account;
    const actor = { actorId: account.id, actorEmail: account.email };
    await audit(db, { ...actor, action: "invitation-accepted" });
    await audit(db, { ...actor, action: "passkey-added" });
    const codes = await issueRecoveryCodes(db, account.id);
    await audit(db, { ...actor, action: "recovery-codes-issued" });
    await startSession(ctx, res, account);
    res.json({ codes, redirect: homeOf(account) });
  });

  // ---- Re-verification: a fresh passkey assertion before sensitive actions. ----
  on(router, ctx, "get", "/verify", "account:manage", (req, res) => {
    const next = String(req.query.next ?? "/staff");
    const safeNext = /^\/staff(\/[\w\-/?=&%.]*)?$/.test(next) ? next : "/staff";
    sendPage(
      ctx,
      res,
      200,
      { title: "Confirm it is you", passkeys: true, path: "/staff/verify" },
      html`<section class="staff-card staff-narrow" aria-labelledby="verify-title">
        <h1 id="verify-title">Confirm it is you</h1>
        <p>
          Exports, erasures and changes to staff accounts need a passkey check from the last five
          minutes. Confirm with your passkey, then repeat what you were doing.
        </p>
        <button type="button" class="staff-button" data-passkey="verify" data-next="${safeNext}">
          Confirm with my passkey
        </button>
        <p class="staff-status" data-passkey-status role="status" aria-live="polite"></p>
      </section>`,
    );
  });

  on(router, ctx, "post", "/api/verify/options", "account:manage", async (_req, res) => {
    res.json(await authenticationOptions(db, rp, "re-verify", session(res)!.account));
  });

  on(router, ctx, "post", "/api/verify/verify", "account:manage", async (req, res) => {
    const s = session(res)!;
    const result = await verifyAssertion(
      db,
      rp,
      "re-verify",
      req.body as { challengeId?: unknown },
    );
    const ok = result.ok && result.account.id === s.account.id;
    await audit(db, { ...actorFields(s.account), action: "re-verify", success: ok });
    if (!ok) return void res.status(400).json({ error: "That passkey did not confirm it is you." });
    await markVerified(db, s.idHash);
    res.json({ redirect: "/staff" });
  });

  // ---- Own account: passkeys, recovery codes, sign out everywhere. ----
  on(router, ctx, "get", "/account", "account:manage", async (req, res) => {
    const s = session(res)!;
    const passkeys = await listPasskeys(db, s.account.id);
    const codesLeft = await unusedRecoveryCodes(db, s.account.id);
    sendPage(
      ctx,
      res,
      200,
      {
        title: "My account",
        passkeys: true,
        path: "/staff/account",
        notice: req.query.recovered
          ? "Signed in with a recovery code. Add a new passkey now; that code no longer works."
          : undefined,
      },
      html`<h1>My account</h1>
        <section class="staff-card" aria-labelledby="passkeys-title">
          <h2 id="passkeys-title">Passkeys</h2>
          ${
            passkeys.length === 0
              ? html`<p>No passkey yet.</p>`
              : html`<ul class="staff-list">
                  ${passkeys.map(
                    (p) =>
                      html`<li>
                        <span
                          ><strong>${p.name}</strong><br /><small
                            >Added ${time(p.createdAt)} · last used ${time(p.lastUsedAt)}</small
                          ></span
                        >
                        <form method="post" action="/staff/account/passkeys/remove">
                          <input type="hidden" name="id" value="${p.id}" />
                          <button
                            type="submit"
                            class="staff-button staff-button-quiet"
                            aria-label="Remove passkey ${p.name}"
                          >
                            Remove
                          </button>
                        </form>
                      </li>`,
                  )}
                </ul>`
          }
          <label for="passkey-name">Name for a new passkey</label>
          <input id="passkey-name" data-passkey-name value="Another device" maxlength="80" />
          <button
            type="button"
            class="staff-button"
            data-passkey="register"
            data-endpoint="/staff/api/passkeys"
          >
            Add a passkey
          </button>
          <p class="staff-status" data-passkey-status role="status" aria-live="polite"></p>
        </section>
        <section class="staff-card" aria-labelledby="codes-title">
          <h2 id="codes-title">Recovery codes</h2>
          <p>
            ${codesLeft} of 10 unused. An administrator can re-invite you if you lose every passkey
            and code.
          </p>
        </section>
        <section class="staff-card" aria-labelledby="sessions-title">
          <h2 id="sessions-title">Sessions</h2>
          <p>
            Signed in ${time(s.createdAt)}. Sessions end after 30 minutes without activity and 12
            hours at most.
          </p>
          <form method="post" action="/staff/account/sign-out-everywhere">
            <button type="submit" class="staff-button staff-button-danger">
              Sign out everywhere
            </button>
          </form>
        </section>`,
    );
  });

  on(router, ctx, "post", "/api/passkeys/options", "account:manage", async (_req, res) => {
    res.json(await registrationOptions(db, rp, session(res)!.account));
  });

  on(router, ctx, "post", "/api/passkeys/verify", "account:manage", async (req, res) => {
    const s = session(res)!;
    const body = req.body as { challengeId?: unknown; response?: unknown; name?: unknown };
    const ok = await registerPasskey(db, rp, s.account, {
      challengeId: body.challengeId,
      response: body.response,
      name: String(body.name ?? "Passkey"),
    });
    if (!ok) return void res.status(400).json({ error: "The passkey could not be added." });
    await audit(db, { ...actorFields(s.account), action: "passkey-added" });
    await markVerified(db, s.idHash);
    res.json({ redirect: "/staff/account" });
  });

  on(router, ctx, "post", "/account/passkeys/remove", "account:manage", async (req, res) => {
    const s = session(res)!;
    const id = String((req.body as { id?: unknown }).id ?? "").slice(0, 200);
    if (await removePasskey(db, s.account.id, id)) {
      await audit(db, { ...actorFields(s.account), action: "passkey-removed" });
    }
    res.redirect(303, "/staff/account");
  });

  on(router, ctx, "post", "/account/sign-out-everywhere", "account:manage", async (_req, res) => {
    const s = session(res)!;
    const ended = await revokeAllSessions(db, s.account.id);
    await audit(db, {
      ...actorFields(s.account),
      action: "sign-out-everywhere",
      detail: { sessions: ended },
    });
    clearCookie(ctx, res);
    res.redirect(303, "/staff/sign-in");
  });

  void actorOf;
}

function actorFields(account: StaffAccount) {
  return { actorId: account.id, actorEmail: account.email };
}
