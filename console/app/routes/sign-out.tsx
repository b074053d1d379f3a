import { redirect } from "react-router";
import type { Route } from "./+types/sign-out";
import { authorize } from "../lib/access.server.ts";
import { audit } from "#server/staff/audit-log.server.ts";
import { sessionToken } from "#server/staff/request-helpers.server.ts";
import { revokeSession } from "#server/staff/sessions.server.ts";
import { endedSessionCookie } from "#server/staff/sign-in.server.ts";

/** Only POST: a GET (a prefetch, a crawler) never signs anyone out. */
export function loader(args: Route.LoaderArgs) {
  authorize(args);
  return null;
}

export async function action(args: Route.ActionArgs) {
  const { console: ctx, session } = authorize(args);
  const token = sessionToken(args.request.headers.get("cookie"), ctx.secure);
  await ctx.db.transaction(async (tx) => {
    if (token) await revokeSession(tx, token);
    if (session) {
      const { id, email } = session.account;
      await audit(tx, { actorId: id, actorEmail: email, action: "sign-out" });
    }
  });
  throw redirect("/sign-in", { status: 303, headers: { "Set-Cookie": endedSessionCookie(ctx) } });
}
