import { useEffect, useRef, useState } from "react";
import { data } from "react-router";
import type { Route } from "./+types/invitation";
import { Card, Message } from "../components/Card.tsx";
import { PasskeyButton } from "../components/PasskeyButton.tsx";
import { PasskeyNameField } from "../components/PasskeyNameField.tsx";
import { RecoveryCodeList } from "../components/RecoveryCodeList.tsx";
import { authorize } from "../lib/access.server.ts";
import { site } from "#app/config/site.ts";
import { findInvitation } from "#server/staff/accounts.server.ts";
import { attemptAllowed, TOO_MANY } from "#server/staff/sign-in.server.ts";

export const meta = () => [{ title: `Invitation · ${site.name} staff` }];

/** GET /staff/invitation?token=…: the invited person creates their first passkey. */
export async function loader(args: Route.LoaderArgs) {
  const { console: ctx, clientIp } = authorize(args);
  if (!(await attemptAllowed(ctx, clientIp))) {
    return data({ state: "limited" as const, message: TOO_MANY }, { status: 429 });
  }
  const token = new URL(args.request.url).searchParams.get("token") ?? "";
  const invitation = await findInvitation(ctx.db, token);
  if (!invitation) return data({ state: "unusable" as const }, { status: 404 });
  const { email, roles } = invitation.account;
  return { state: "open" as const, token, email, roles };
}

function RecoveryCodes({ codes, next }: { codes: string[]; next: string }) {
  // The passkey part is gone: focus goes to the codes' heading, read out first.
  useEffect(() => document.getElementById("your-recovery-codes-title")?.focus(), []);
  return (
    <Card title="Your recovery codes" narrow>
      <p>
        Each code signs you in once if you lose your passkey. Write them down or store them in your
        password manager now: they are shown only this once.
      </p>
      <RecoveryCodeList codes={codes} />
      <a
        href={next}
        className="inline-flex min-h-11 items-center justify-center rounded-full bg-brand-700 px-6 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-800"
      >
        I have saved them, continue
      </a>
    </Card>
  );
}

export default function Invitation({ loaderData }: Route.ComponentProps) {
  const [codes, setCodes] = useState<{ codes: string[]; next: string } | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  if (loaderData.state === "limited") {
    return (
      <Card title="Invitation" narrow>
        <Message kind="error">{loaderData.message}</Message>
      </Card>
    );
  }
  if (loaderData.state === "unusable") {
    return (
      <Card title="This invitation does not work" narrow>
        <p>
          It was used already, has expired (invitations last 24 hours) or the link is incomplete.
          Ask an administrator for a new one.
        </p>
      </Card>
    );
  }
  if (codes) return <RecoveryCodes {...codes} />;
  return (
    <Card title={`Welcome, ${loaderData.email}`} narrow>
      <p>
        You are invited to the staff console as <strong>{loaderData.roles.join(", ")}</strong>.
        Create a passkey on this device to sign in; the console has no passwords.
      </p>
      <PasskeyNameField label="Name this passkey" defaultValue="My laptop" ref={nameRef} />
      <PasskeyButton
        ceremony={{
          kind: "register",
          endpoint: "invitation",
          token: loaderData.token,
          name: () => nameRef.current?.value || "Passkey",
        }}
        onDone={(result) =>
          setCodes({ codes: result.codes ?? [], next: result.redirect ?? "/staff" })
        }
      >
        Create my passkey
      </PasskeyButton>
    </Card>
  );
}
