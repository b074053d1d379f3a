import { data, type ActionFunctionArgs, type AppLoadContext } from "react-router";
import type { LeadKind, LeadOutcome } from "./lead-service";
import { newsletterCopy } from "../../content/newsletter";
import { formMessages } from "./messages";
import type { FieldErrors } from "./schemas";

/**
 * Route actions for forms posted without JavaScript. They call the same LeadService as
 * the JSON API and answer with what the page shows: the inline errors with the typed
 * values, or the success message.
 */

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

function pick(form: FormData, names: string[]): Record<string, string> {
  return Object.fromEntries(names.map((n) => [n, text(form, n)]));
}

/** What a form posted without JavaScript sends besides its fields. */
function guardFields(form: FormData) {
  return { website: text(form, "website"), formToken: text(form, "formToken") };
}

type Guard = ReturnType<typeof guardFields>;

/**
 * The no-JavaScript path applies every check of the JSON path. Prerendered pages carry no
 * per-response token, so a form posted from one arrives without a signed token: it is not
 * stored yet but answered with the same form, the typed values kept and a freshly signed
 * token, asking the visitor to send it once more. From that token the server times the
 * fill (a bot cannot forge it), and its nonce is the idempotency key: pressing Send twice
 * stores one submission. A filled honeypot is dropped by the service as on the JSON path.
 */
async function submit<V>(
  context: AppLoadContext,
  kind: LeadKind,
  payload: Record<string, unknown>,
  guard: Guard,
  source: string,
  values: V,
) {
  const leads = context.leads;
  if (!leads) {
    return { status: 500, message: formMessages.sendFailedToast } satisfies LeadOutcome;
  }
  const check = leads.checkFormToken?.(guard.formToken) ?? { state: "ok" as const, nonce: "" };
  if (guard.website.trim() === "" && check.state !== "ok") {
    // A token too fresh is kept (it matures); a missing, forged or stale one is replaced.
    const formToken =
      check.state === "too-fresh" ? guard.formToken : (leads.issueFormToken?.() ?? "");
    return { again: true as const, values, formToken };
  }
  return leads.submit(
    kind,
    { ...payload, ...guard },
    {
      ip: context.clientIp ?? "unknown",
      userAgent: context.userAgent,
      source,
      idempotencyKey: check.state === "ok" && check.nonce ? `form:${check.nonce}` : undefined,
    },
  );
}

function failureMessage(outcome: LeadOutcome, invalidText: string): string {
  switch (outcome.status) {
    case 400:
      return invalidText;
    case 403:
      return formMessages.blocked;
    case 429:
      return formMessages.rateLimited;
    default:
      return formMessages.sendFailedToast;
  }
}

type Answer<V> = LeadOutcome | { again: true; values: V; formToken: string };

function answer<V>(
  outcome: Answer<V>,
  values: V,
  guard: Guard,
  successText: string,
  invalidText: string,
) {
  if ("again" in outcome) {
    return data({
      ok: false as const,
      errors: {} as FieldErrors,
      values,
      message: formMessages.sendAgain,
      formToken: outcome.formToken,
    });
  }
  if (outcome.status === 200 || outcome.status === 201) {
    return data({ ok: true as const, message: successText });
  }
  const errors: FieldErrors = outcome.status === 400 ? outcome.errors : {};
  return data(
    {
      ok: false as const,
      errors,
      values,
      message: failureMessage(outcome, invalidText),
      // Still good for the corrected form: it was not used up (nothing was stored).
      formToken: guard.formToken,
    },
    { status: outcome.status },
  );
}

export async function contactAction({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const guard = guardFields(form);
  const values = {
    ...pick(form, ["firstName", "lastName", "email", "phone", "message"]),
    agreeToPolicy: text(form, "agreeToPolicy") !== "",
  };
  const source = new URL(request.url).pathname;
  const outcome = await submit(context, "contact", values, guard, source, values);
  return answer(
    outcome,
    values,
    guard,
    formMessages.contactSuccessToast,
    formMessages.contactInvalidToast,
  );
}

export async function demoAction({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const guard = guardFields(form);
  const formData = pick(form, ["name", "email", "phone", "company", "jobTitle", "industry"]);
  const payload = { formData, product: text(form, "product") };
  const source = new URL(request.url).pathname;
  const outcome = await submit(context, "demo", payload, guard, source, formData);
  return answer(
    outcome,
    formData,
    guard,
    formMessages.demoSuccessToast,
    formMessages.demoInvalidToast,
  );
}

export async function newsletterAction({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const guard = guardFields(form);
  const source = text(form, "source") || "newsletter-page";
  const values = { email: text(form, "email"), source };
  const outcome = await submit(context, "subscribe", values, guard, source, values);
  return answer(outcome, values, guard, newsletterCopy.thanksTitle, formMessages.emailInvalid);
}
