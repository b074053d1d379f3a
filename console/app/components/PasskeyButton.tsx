import { useState, type ReactNode } from "react";
import { useRouteLoaderData } from "react-router";
import { useHydrated } from "#app/components/ui/useHydrated.ts";
import { Button } from "./Button.tsx";

/** What the server answers once a ceremony succeeded. */
export interface CeremonyResult {
  redirect?: string;
  codes?: string[];
}

/** Which ceremony the button runs; `register` creates a passkey, the others assert one. */
export type Ceremony =
  | { kind: "sign-in" }
  | { kind: "verify" }
  | { kind: "register"; endpoint: "invitation" | "passkeys"; token?: string; name: () => string };

async function post(url: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
    credentials: "same-origin",
  });
  // A sensitive step whose passkey check is too old is sent to the check first.
  if (response.redirected && new URL(response.url).pathname === "/staff/verify") {
    window.location.assign(response.url);
    throw new Error("Confirm it is you first…");
  }
  const data = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) {
    throw new Error(String(data.error ?? `The request failed (${response.status}). Try again.`));
  }
  return data;
}

/** One ceremony against /staff/api/<name>/options then /verify, with the browser library. */
async function run(ceremony: Ceremony): Promise<CeremonyResult> {
  // The passkey library is its own chunk, loaded on the first click, in the console only.
  const { startAuthentication, startRegistration } = await import("@simplewebauthn/browser");
  const name = ceremony.kind === "register" ? ceremony.endpoint : ceremony.kind;
  const token = ceremony.kind === "register" ? ceremony.token : undefined;
  const { options, challengeId } = await post(`/staff/api/${name}/options`, { token });
  const optionsJSON = options as Parameters<typeof startAuthentication>[0]["optionsJSON"] &
    Parameters<typeof startRegistration>[0]["optionsJSON"];
  const response =
    ceremony.kind === "register"
      ? await startRegistration({ optionsJSON })
      : await startAuthentication({ optionsJSON });
  const label = ceremony.kind === "register" ? ceremony.name() : undefined;
  return post(`/staff/api/${name}/verify`, { token, challengeId, response, name: label });
}

interface Props {
  ceremony: Ceremony;
  children: ReactNode;
  /** Where to go once done (else where the server says); null: stay, `onDone` decides. */
  next?: string;
  onDone?: (result: CeremonyResult) => void;
}

/**
 * Why passkeys cannot work at this address, or null. They are bound to the console's
 * origin (STAFF_ORIGIN, else SITE_URL): opened at another one (a newcomer's
 * http://localhost:3000 while the origin is the production one), the browser would refuse
 * the ceremony and the server the request, with nothing to say what to change.
 */
function wrongOrigin(hydrated: boolean, origin: string | undefined): string | null {
  if (!hydrated || !origin || window.location.origin === origin) return null;
  const here = window.location.origin;
  return (
    `Passkeys work only at ${origin}, the address this console is set up for, and this page ` +
    `is open at ${here}. Open the console at ${origin}; or, to run it at ${here}, start the ` +
    `server with STAFF_ORIGIN=${here} (and run npm run staff with it too, so invitation ` +
    `links point here).`
  );
}

/**
 * A passkey ceremony's button and its spoken status. Disabled until the page's scripts
 * run: without JavaScript there are no passkeys (recovery codes still work).
 */
export function PasskeyButton({ ceremony, children, next, onDone }: Props) {
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState("");
  const origin = useRouteLoaderData<{ origin?: string }>("root")?.origin;
  const misplaced = wrongOrigin(hydrated, origin);
  const supported = !hydrated || "PublicKeyCredential" in window;

  async function click() {
    setBusy(true);
    setStatus("Waiting for your passkey…");
    try {
      const result = await run(ceremony);
      setStatus("Done.");
      if (onDone) return onDone(result);
      window.location.assign(next ?? result.redirect ?? "/staff");
    } catch (error) {
      const { name, message } = error as Error;
      setStatus(name === "NotAllowedError" ? "Cancelled, or no passkey was chosen." : message);
      setBusy(false);
    }
  }

  return (
    <div>
      <Button
        type="button"
        disabled={!hydrated || busy || !supported || misplaced !== null}
        onClick={click}
      >
        {children}
      </Button>
      <p
        data-passkey-status
        role="status"
        aria-live="polite"
        className="mt-3 min-h-6 text-sm text-ink-600"
      >
        {misplaced ??
          (supported
            ? status
            : "This browser cannot use passkeys. Use a recent Chrome, Edge, Safari or Firefox.")}
      </p>
    </div>
  );
}
