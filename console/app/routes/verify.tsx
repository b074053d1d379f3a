import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/verify";
import { TextField } from "#app/components/forms/FormField.tsx";
import { site } from "#app/config/site.ts";
import { Button } from "../components/Button.tsx";
import { Card, Message } from "../components/Card.tsx";
import { PasskeyButton } from "../components/PasskeyButton.tsx";
import { authorize, authorizeSignedIn } from "../lib/access.server.ts";
import { readForm } from "../lib/input.server.ts";
import { consumeRecoveryCode } from "#server/staff/recovery-codes.server.ts";
import { markVerified } from "#server/staff/sessions.server.ts";
import { attemptAllowed, auditAttempt, TOO_MANY } from "#server/staff/sign-in.server.ts";

export const meta = () => [{ title: `Confirm it is you · ${site.name} staff` }];

/** Only a console path is a place to return to: never another site (an open redirect). */
function safeNext(raw: string | null): string {
  return raw && /^\/staff(\/[\w\-/?=&%.]*)?$/.test(raw) ? raw : "/staff";
}

/** GET /staff/verify?next=…: a fresh passkey assertion before a sensitive action. */
export function loader(args: Route.LoaderArgs) {
  authorize(args);
  return { next: safeNext(new URL(args.request.url).searchParams.get("next")) };
}

/**
 * POST /staff/verify: one of the account's recovery codes instead of a passkey (someone
 * who lost theirs and signed in with a code needs a fresh check to add a new passkey).
 * Counted like a sign-in attempt, per address and per account.
 */
export async function action(args: Route.ActionArgs) {
  const { console: ctx, session, clientIp } = authorizeSignedIn(args);
  const { account } = session;
  const form = await readForm(args.request);
  if (!(await attemptAllowed(ctx, clientIp, account.id))) {
    return data({ error: TOO_MANY }, { status: 429 });
  }
  const ok = await consumeRecoveryCode(ctx.db, account.id, (form.get("code") ?? "").slice(0, 40));
  await auditAttempt(ctx, clientIp, {
    actorId: account.id,
    actorEmail: account.email,
    action: "re-verify",
    success: ok,
    detail: { method: "recovery-code" },
  });
  // 400 like a refused passkey here: the session is fine, the code is not.
  if (!ok) return data({ error: "That recovery code did not confirm it is you." }, { status: 400 });
  await markVerified(ctx.db, session.idHash);
  // The app's own path (without /staff): redirect() adds the console's basename.
  throw redirect(safeNext(form.get("next")).replace(/^\/staff/, "") || "/", 303);
}

export default function Verify({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <Card title="Confirm it is you" narrow>
      {actionData?.error ? <Message kind="error">{actionData.error}</Message> : null}
      <p>
        Exports, erasures, changes to staff accounts and webhooks, publishing or rolling back the
        site's content, and new sign-in credentials (a passkey, recovery codes) need a passkey check
        from the last five minutes. Confirm with your passkey, then repeat what you were doing.
      </p>
      <PasskeyButton ceremony={{ kind: "verify" }} next={loaderData.next}>
        Confirm with my passkey
      </PasskeyButton>
      <details className="rounded-xl bg-surface p-4 ring-1 ring-line">
        <summary className="cursor-pointer font-semibold text-ink-900">
          Lost your passkey? Use a recovery code
        </summary>
        <Form method="post" className="mt-4 space-y-1">
          <input type="hidden" name="next" value={loaderData.next} />
          <TextField
            name="code"
            label="Recovery code"
            autoComplete="one-time-code"
            spellCheck={false}
            required
          />
          <Button type="submit">Confirm with the code</Button>
        </Form>
      </details>
    </Card>
  );
}
