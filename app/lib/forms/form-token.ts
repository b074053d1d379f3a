import { useCallback, useEffect, useRef, type RefObject } from "react";
import type { LeadKind } from "./lead-service.ts";
import { afterNextPaint } from "../after-paint.ts";

interface Token {
  token: string;
  /** Epoch ms from which the server accepts it (its minimum fill time). */
  readyAt: number;
}

async function fetchToken(form: LeadKind): Promise<Token | null> {
  try {
    const response = await fetch(`/api/form-token?form=${form}`, {
      cache: "no-store",
      headers: { Accept: "application/json" },
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { token?: unknown; readyInMs?: unknown };
    if (typeof body.token !== "string") return null;
    const wait = typeof body.readyInMs === "number" ? body.readyInMs : 0;
    return { token: body.token, readyAt: Date.now() + wait };
  } catch {
    return null;
  }
}

/**
 * The server-signed form token of a scripted form (server/leads/form-token.ts). Fetched
 * when the visitor first focuses the form, not with the page: pages are static files
 * and most visitors never touch a form. `take` waits, if need be, until the token is old
 * enough for the server's fill-time check, so a quick (or autofilled) send is delayed a
 * moment rather than dropped as a bot's. A token is good for one form (`kind`) and one
 * stored submission. A token the server put in a page answering a
 * form posted without JavaScript is used as it is.
 */
export function useFormToken(
  form: RefObject<HTMLFormElement | null>,
  kind: LeadKind,
  initial?: string,
) {
  const current = useRef<Promise<Token | null> | null>(
    initial ? Promise.resolve({ token: initial, readyAt: 0 }) : null,
  );
  useEffect(() => {
    const element = form.current;
    // After the paint: starting a request is not free on a slow phone, and the tap that
    // focused the form need not wait for it.
    const prime = () =>
      afterNextPaint(() => {
        current.current ??= fetchToken(kind);
      });
    element?.addEventListener("focusin", prime);
    return () => element?.removeEventListener("focusin", prime);
  }, [form, kind]);
  const take = useCallback(async (): Promise<string | undefined> => {
    current.current ??= fetchToken(kind);
    const token = await current.current;
    if (!token) {
      current.current = null; // try again on the next send
      return undefined;
    }
    const wait = token.readyAt - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    return token.token;
  }, [kind]);
  /** After a stored submission: the next one gets a token of its own. */
  const spend = useCallback(() => {
    current.current = null;
  }, []);
  return { take, spend };
}
