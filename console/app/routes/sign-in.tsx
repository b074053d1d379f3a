import { eq } from "drizzle-orm";
import { data, redirect } from "react-router";
import type { Route } from "./+types/sign-in";
import { SignInScreen } from "../components/SignInScreen.tsx";
import { authorize } from "../lib/access.server.ts";
import { readForm } from "../lib/input.server.ts";
import { site } from "#app/config/site.ts";
import { staffAccounts } from "../lib/schema.server.ts";
import { normaliseEmail, StaffError } from "#server/staff/accounts.server.ts";
import { homeOf } from "#server/staff/permissions.ts";
import { consumeRecoveryCode } from "#server/staff/recovery-codes.server.ts";
import { sessionToken } from "#server/staff/request-helpers.server.ts";
import {
  attemptAllowed,
  auditAttempt,
  startSession,
  TOO_MANY,
} from "#server/staff/sign-in.server.ts";

export const meta = () => [{ title: `Sign in · ${site.name} staff` }];

export function loader(args: Route.LoaderArgs) {
  const { session } = authorize(args);
  if (session) throw redirect(homeOf(session.account.roles), 303);
  return null;
}

function emailOf(value: FormDataEntryValue | null): string {
  try {
    return normaliseEmail(typeof value === "string" ? value : "");
  } catch (error) {
    if (!(error instanceof StaffError)) throw error;
    return "";
  }
}

/** POST /staff/sign-in/recovery: a one-time recovery code instead of a passkey. */
export async function action(args: Route.ActionArgs) {
  const { console: ctx, clientIp } = authorize(args);
  const form = await readForm(args.request);
  const email = emailOf(form.get("email"));
  const code = String(form.get("code") ?? "").slice(0, 40);
  if (!(await attemptAllowed(ctx, clientIp, email || undefined))) {
    return data({ error: TOO_MANY }, { status: 429 });
  }
  const [account] = email
    ? await ctx.db.select().from(staffAccounts).where(eq(staffAccounts.email, email))
    : [];
  const ok =
    account !== undefined &&
    !account.disabledAt &&
    (await consumeRecoveryCode(ctx.db, account.id, code));
  await auditAttempt(ctx, clientIp, {
    actorId: account?.id ?? null,
    actorEmail: account?.email ?? null,
    action: "sign-in-recovery-code",
    success: ok,
  });
  if (!ok || !account) {
    return data({ error: "That e-mail and recovery code did not sign you in." }, { status: 401 });
  }
  const previous = sessionToken(args.request.headers.get("cookie"), ctx.secure);
  throw redirect("/account?recovered=1", {
    status: 303,
    headers: { "Set-Cookie": await startSession(ctx, previous, account) },
  });
}

export default function SignIn({ actionData }: Route.ComponentProps) {
  return <SignInScreen error={actionData?.error} />;
}
