import type { Request, Response, Router } from "express";
import type { StaffAccount } from "./accounts.ts";
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
import { listPasskeys, registerPasskey, registrationOptions, removePasskey } from "./passkeys.ts";
import type { Permission } from "./permissions.ts";
import { unusedRecoveryCodes } from "./recovery-codes.ts";
import { markVerified, revokeAllSessions } from "./sessions.ts";
import { endedSessionCookie } from "./sign-in.ts";

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

function clearCookie(ctx: ConsoleContext, res: Response) {
  res.setHeader("Set-Cookie", endedSessionCookie(ctx));
}

export function registerAuthRoutes(router: Router, ctx: ConsoleContext): void {
  const { db, rp } = ctx;

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
