import type { RefObject } from "react";
import { postJson, type ApiResult } from "../api-client.ts";
import { useAttemptKey } from "./attempt-key.ts";
import { useFormToken } from "./form-token.ts";
import type { LeadKind } from "./lead-service.ts";

/** What the tab noted on the visit's first page (visit-attribution.ts, the same key). */
export function visitAttribution(): unknown {
  try {
    return JSON.parse(sessionStorage.getItem("attribution") ?? "null") ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * How every scripted lead form sends (docs/lead-capture.md, "A contact message, step by
 * step"), so that each guarantee of the browser half is kept in one place:
 *
 * - the form token (form-token.ts): fetched when the visitor first focuses the form, sent
 *   once it is old enough for the server's fill-time check, and one per stored submission;
 * - the attempt key (attempt-key.ts): a retry of the same payload (its answer lost on the
 *   way back) carries the same Idempotency-Key, and the server stores nothing twice;
 * - the honeypot (components/forms/Honeypot.tsx): sent as the browser filled it;
 * - where the visit came from (visit-attribution.ts), as the tab kept it.
 *
 * `serverToken` is the token of a page that answered a form posted without JavaScript.
 */
export function useLeadSender(
  form: RefObject<HTMLFormElement | null>,
  kind: LeadKind,
  serverToken?: string,
) {
  const token = useFormToken(form, kind, serverToken);
  const attempt = useAttemptKey();
  return async function send(fields: Record<string, unknown>): Promise<ApiResult> {
    const honeypot = form.current?.elements.namedItem("website") as HTMLInputElement | null;
    const payload = {
      ...fields,
      website: honeypot?.value ?? "",
      formToken: await token.take(),
      attribution: visitAttribution(),
    };
    const result = await postJson(`/api/${kind}`, payload, attempt.keyFor(payload));
    if (result.ok) {
      // Stored: what comes next is a new attempt, with a token of its own.
      token.spend();
      attempt.acknowledged();
    }
    return result;
  };
}
