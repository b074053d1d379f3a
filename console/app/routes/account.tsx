import { useRef } from "react";
import { Form, redirect, useRevalidator } from "react-router";
import type { Route } from "./+types/account";
import { Container } from "#app/components/ui/Container.tsx";
import { site } from "#app/config/site.ts";
import { Button } from "../components/Button.tsx";
import { Card, Message } from "../components/Card.tsx";
import { PasskeyButton } from "../components/PasskeyButton.tsx";
import { PasskeyNameField } from "../components/PasskeyNameField.tsx";
import { RecoveryCodeList } from "../components/RecoveryCodeList.tsx";
import { authorize } from "../lib/access.server.ts";
import { field, intentOf, readForm, refused, type Outcome } from "../lib/input.server.ts";
import { Time } from "../lib/time.tsx";
import { audit } from "#server/staff/audit-log.server.ts";
import { listPasskeys, removePasskey } from "#server/staff/passkeys.server.ts";
import { REVERIFY_MS } from "#server/staff/permissions.ts";
import {
  issueRecoveryCodes,
  RECOVERY_CODE_COUNT,
  unusedRecoveryCodes,
} from "#server/staff/recovery-codes.server.ts";
import { revokeAllSessions } from "#server/staff/sessions.server.ts";
import { endedSessionCookie } from "#server/staff/sign-in.server.ts";

export const meta = () => [{ title: `My account · ${site.name} staff` }];

/**
 * GET /staff/account: my passkeys, my recovery codes left, and my sessions; whether the
 * last passkey check is fresh enough to add a passkey or get new codes (else the page
 * offers the check first).
 */
export async function loader(args: Route.LoaderArgs) {
  const { console: ctx, session } = authorize(args);
  const { account } = session!;
  const [passkeys, codesLeft] = await Promise.all([
    listPasskeys(ctx.db, account.id),
    unusedRecoveryCodes(ctx.db, account.id),
  ]);
  return {
    passkeys: passkeys.map((p) => ({
      id: p.id,
      name: p.name,
      createdAt: p.createdAt.toISOString(),
      lastUsedAt: p.lastUsedAt?.toISOString() ?? null,
    })),
    codesLeft,
    codesIssued: RECOVERY_CODE_COUNT,
    signedInAt: session!.createdAt.toISOString(),
    fresh: Date.now() - session!.verifiedAt.getTime() <= REVERIFY_MS,
    recovered: new URL(args.request.url).searchParams.has("recovered"),
  };
}

interface AccountOutcome extends Outcome {
  /** New recovery codes, shown in this answer only. */
  codes?: string[];
}

/**
 * POST /staff/account: remove one of my passkeys, or end every session of mine.
 * POST /staff/account/recovery-codes (account:credentials, a fresh check first): ten new
 * recovery codes replace the old ones.
 */
export async function action(args: Route.ActionArgs) {
  const { console: ctx, session, permission } = authorize(args);
  const { account } = session!;
  const actor = { actorId: account.id, actorEmail: account.email };
  const form = await readForm(args.request);
  if (permission === "account:credentials") {
    // The new codes and their audit row commit together.
    const codes = await ctx.db.transaction(async (tx) => {
      const issued = await issueRecoveryCodes(tx, account.id);
      await audit(tx, { ...actor, action: "recovery-codes-issued" });
      return issued;
    });
    return { codes } as AccountOutcome;
  }
  const intent = intentOf(form, ["remove-passkey", "sign-out-everywhere"] as const);
  if (intent === "sign-out-everywhere") {
    await ctx.db.transaction(async (tx) => {
      const ended = await revokeAllSessions(tx, account.id);
      await audit(tx, { ...actor, action: "sign-out-everywhere", detail: { sessions: ended } });
    });
    throw redirect("/sign-in", { status: 303, headers: { "Set-Cookie": endedSessionCookie(ctx) } });
  }
  // A credential id is up to 1,023 bytes, 1,364 characters in base64url.
  const id = field(form, "id", 1400, "The passkey's id");
  const [passkey] = (await listPasskeys(ctx.db, account.id)).filter((p) => p.id === id);
  const removed = await ctx.db.transaction(async (tx) => {
    const gone = Boolean(passkey) && (await removePasskey(tx, account.id, id));
    if (gone) await audit(tx, { ...actor, action: "passkey-removed" });
    return gone;
  });
  if (!passkey || !removed) return refused(404, "You have no such passkey.");
  const notice = `The passkey ${passkey.name} is removed: it no longer signs you in.`;
  return { notice } as Outcome;
}

type Passkey = Route.ComponentProps["loaderData"]["passkeys"][number];

function PasskeyList({ passkeys }: { passkeys: Passkey[] }) {
  if (passkeys.length === 0) return <p>No passkey yet.</p>;
  return (
    <ul className="divide-y divide-line rounded-xl ring-1 ring-line">
      {passkeys.map((p) => (
        <li key={p.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
          <span className="min-w-0 break-words">
            <strong className="text-ink-900">{p.name}</strong>
            <small className="block text-ink-600">
              Added <Time value={p.createdAt} /> · last used{" "}
              {p.lastUsedAt ? <Time value={p.lastUsedAt} /> : "never"}
            </small>
          </span>
          <Form method="post">
            <input type="hidden" name="id" value={p.id} />
            <Button
              type="submit"
              name="intent"
              value="remove-passkey"
              variant="dangerQuiet"
              size="small"
              aria-label={`Remove passkey ${p.name}`}
            >
              Remove
            </Button>
          </Form>
        </li>
      ))}
    </ul>
  );
}

/** Where a stale session goes for the check that adding credentials asks for. */
const verifyFirst = `/staff/verify?next=${encodeURIComponent("/staff/account")}`;

function CheckFirst() {
  return (
    <p>
      Adding a passkey or getting new recovery codes needs a check from the last five minutes with a
      passkey you already have, or a recovery code.{" "}
      <a href={verifyFirst} className="font-semibold text-brand-700 underline">
        Confirm it is you
      </a>
    </p>
  );
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { passkeys, codesLeft, codesIssued, signedInAt, recovered, fresh } = loaderData;
  const result: AccountOutcome | undefined = actionData;
  const nameRef = useRef<HTMLInputElement>(null);
  const revalidator = useRevalidator();
  return (
    <Container>
      <h1 className="mt-8 text-3xl font-semibold tracking-tight text-ink-900">My account</h1>
      <div className="mt-6 space-y-3">
        {recovered ? (
          <Message kind="notice">
            Signed in with a recovery code. Add a new passkey now; that code no longer works.
          </Message>
        ) : null}
        {result?.notice ? <Message kind="notice">{result.notice}</Message> : null}
        {result?.error ? <Message kind="error">{result.error}</Message> : null}
      </div>
      {result?.codes ? (
        <Card title="Your new recovery codes" level={2}>
          <p>
            Each code signs you in once if you lose your passkey; the earlier codes no longer work.
            Write them down or store them in your password manager now: they are shown only this
            once.
          </p>
          <RecoveryCodeList codes={result.codes} />
        </Card>
      ) : null}
      <div className="grid gap-x-8 lg:grid-cols-2">
        <Card title="Passkeys" level={2}>
          <PasskeyList passkeys={passkeys} />
          {fresh ? (
            <>
              <PasskeyNameField
                label="Name for a new passkey"
                defaultValue="Another device"
                ref={nameRef}
              />
              <PasskeyButton
                ceremony={{
                  kind: "register",
                  endpoint: "passkeys",
                  name: () => nameRef.current?.value || "Passkey",
                }}
                onDone={() => void revalidator.revalidate()}
              >
                Add a passkey
              </PasskeyButton>
            </>
          ) : (
            <CheckFirst />
          )}
        </Card>
        <div>
          <Card title="Recovery codes" level={2}>
            <p>
              {codesLeft} of {codesIssued} unused. An administrator can re-invite you if you lose
              every passkey and code.
            </p>
            {fresh ? (
              <Form method="post" action="/account/recovery-codes">
                <Button type="submit" variant="secondary">
                  Get new recovery codes
                </Button>
              </Form>
            ) : null}
          </Card>
          <Card title="Sessions" level={2}>
            <p>
              Signed in <Time value={signedInAt} />. Sessions end after 30 minutes without activity
              and 12 hours at most.
            </p>
            <Form method="post" reloadDocument>
              <Button type="submit" name="intent" value="sign-out-everywhere" variant="danger">
                Sign out everywhere
              </Button>
            </Form>
          </Card>
        </div>
      </div>
    </Container>
  );
}
