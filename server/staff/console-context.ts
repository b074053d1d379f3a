import type { Request, RequestHandler, Response } from "express";
import type { Db } from "../db/database.ts";
import type { RateLimiter } from "../leads/rate-limit.ts";
import type { Logger } from "../logger.ts";
import type { SecretBox } from "../webhooks/secret-box.ts";
import type { Actor } from "./accounts.ts";
import { page, type PageOptions, type SafeHtml } from "./html.ts";
import type { RelyingParty } from "./passkeys.ts";
import { can, REVERIFY_MS, sensitivePermissions, type Permission } from "./permissions.ts";
import type { StaffSession } from "./sessions.ts";

export interface ConsoleContext {
  db: Db;
  rp: RelyingParty;
  /** The site is on HTTPS: Secure, `__Host-` cookie. */
  secure: boolean;
  logger: Logger;
  /** Sign-in attempts (passkey, recovery code, invitation) per client address. */
  attemptsByIp: RateLimiter;
  /** Sign-in attempts per account (recovery codes name one). */
  attemptsByAccount: RateLimiter;
  styles: string[];
  /** Seals endpoint secrets for the Webhooks screen; without it endpoints are only listed. */
  webhooks?: StaffWebhooks | undefined;
}

export interface StaffWebhooks {
  box: SecretBox;
  /** WEBHOOK_ALLOW_PRIVATE: http:// and private addresses are accepted (tests, staging). */
  allowPrivate: boolean;
}

export interface ConsoleRoute {
  method: "get" | "post";
  path: string;
  /** null: reachable without a session (sign-in, invitation). */
  permission: Permission | null;
}

/** Every console route with the permission it needs: the matrix abuse test walks this. */
export const consoleRoutes: ConsoleRoute[] = [];

export function session(res: Response): StaffSession | null {
  return (res.locals.staff as StaffSession | undefined) ?? null;
}

export function actorOf(res: Response): Actor {
  const s = session(res)!;
  return { id: s.account.id, email: s.account.email };
}

export function sendPage(
  ctx: ConsoleContext,
  res: Response,
  status: number,
  options: Omit<PageOptions, "assets" | "account">,
  body: SafeHtml,
): void {
  res
    .status(status)
    .type("html")
    .send(
      page(
        {
          ...options,
          account: session(res)?.account,
          assets: { styles: ctx.styles, nonce: res.locals.nonce as string },
        },
        body,
      ),
    );
}

/** Where the re-verification page sends the user back to, after a fresh passkey assertion. */
function backPath(req: Request): string {
  const referer = req.get("referer");
  try {
    const url = new URL(referer ?? "", "http://x");
    if (url.pathname.startsWith("/staff/")) return url.pathname + url.search;
  } catch {
    // fall through
  }
  return "/staff";
}

/**
 * The permission check every console route passes first (deny by default): anonymous
 * visitors go to sign-in (pages) or get 401 (actions), a role the table does not list gets
 * 403, and a sensitive action whose passkey assertion is older than five minutes goes to
 * re-verification first.
 */
export function guard(ctx: ConsoleContext, permission: Permission | null): RequestHandler {
  return (req, res, next) => {
    if (permission === null) return next();
    const s = session(res);
    if (!s) {
      if (req.method === "GET") return res.redirect(303, "/staff/sign-in");
      return res.status(401).type("text").send("Sign in first.");
    }
    if (!can(s.account.role, permission)) {
      return res.status(403).type("text").send("Your role does not allow this.");
    }
    if (
      req.method === "POST" &&
      sensitivePermissions.has(permission) &&
      Date.now() - s.verifiedAt.getTime() > REVERIFY_MS
    ) {
      return res.redirect(303, `/staff/verify?next=${encodeURIComponent(backPath(req))}`);
    }
    void ctx;
    next();
  };
}
