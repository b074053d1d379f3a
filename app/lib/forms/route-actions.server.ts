import { data, type ActionFunctionArgs, type RouterContextProvider } from "react-router";
import { siteContext } from "../load-context.ts";
import type { LeadKind, LeadOutcome } from "./lead-service.ts";
import { newsletterCopy } from "#app/content/newsletter.ts";
import { pagePathOf } from "#app/content/pages.ts";
import { formMessages } from "./messages.ts";
import { readForm } from "./read-form.server.ts";
import type { FieldErrors } from "./schemas.ts";

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
 * per-response token, so a form posted from one arrives without a signed token: after
 * validation it is not stored but answered with the same form, the typed values kept and
 * a freshly signed token, asking the visitor to send it once more. From that token the
 * server times the fill (a bot cannot forge it), and its nonce is the idempotency key:
 * pressing Send twice stores one submission. A filled honeypot is dropped by the service
 * as on the JSON path.
 */
async function submit(
  context: Readonly<RouterContextProvider>,
  kind: LeadKind,
  payload: Record<string, unknown>,
  guard: Guard,
  source: string,
): Promise<{ outcome: LeadOutcome; formToken: string }> {
  const { leads, clientIp, userAgent } = context.get(siteContext);
  if (!leads) {
    return { outcome: { status: 500, message: formMessages.sendFailedToast }, formToken: "" };
  }
  const check = leads.checkFormToken?.(guard.formToken, kind) ?? { state: "missing" as const };
  const outcome = await leads.submit(
    kind,
    { ...payload, ...guard },
    {
      ip: clientIp ?? "unknown",
      userAgent,
      source,
      formTokenRequired: true,
      idempotencyKey: check.state === "ok" ? `form:${check.nonce}` : undefined,
    },
  );
  // The page answering a failure carries a token for the next send: the same one while
  // it is good (a too-fresh one matures), else a new one. A good one answered 428 or 422
  // stored a submission before (other values, when 422: the visitor went back and
  // edited): it is spent, and the form comes back to be sent once more.
  const keep = check.state === "too-fresh" || (check.state === "ok" && !sendAgain(outcome));
  return { outcome, formToken: keep ? guard.formToken : (leads.issueFormToken?.(kind) ?? "") };
}

/** Not an error: the page is the form again, ready to send with a fresh token. */
const sendAgain = (outcome: LeadOutcome) => outcome.status === 428 || outcome.status === 422;

function failureMessage(outcome: LeadOutcome, invalidText: string): string {
  switch (outcome.status) {
    case 400:
      return invalidText;
    case 403:
      return formMessages.blocked;
    case 422:
    case 428:
      return formMessages.sendAgain;
    case 429:
      return formMessages.rateLimited;
    default:
      return formMessages.sendFailedToast;
  }
}

function answer<V>(
  { outcome, formToken }: { outcome: LeadOutcome; formToken: string },
  values: V,
  successText: string,
  invalidText: string,
) {
  if (outcome.status === 200 || outcome.status === 201 || outcome.status === 202) {
    return data({ ok: true as const, message: successText });
  }
  const errors: FieldErrors = outcome.status === 400 ? outcome.errors : {};
  return data(
    {
      ok: false as const,
      errors,
      values,
      message: failureMessage(outcome, invalidText),
      formToken,
      notice: outcome.status === 428,
    },
    { status: sendAgain(outcome) ? 200 : outcome.status },
  );
}

// `url`, not `request.url`: with future.v8_passThroughRequests a scripted post comes to
// the page's data URL (`/contact-us.data`), and the page is the one without the suffix
// (and without the slash of `/contact-us/_.data`).
export async function contactAction({ request, context, url }: ActionFunctionArgs) {
  const read = await readForm(request, context);
  if ("refusal" in read) return read.refusal;
  const { form } = read;
  const guard = guardFields(form);
  const values = {
    ...pick(form, ["firstName", "lastName", "email", "phone", "message"]),
    agreeToPolicy: text(form, "agreeToPolicy") !== "",
  };
  const source = pagePathOf(url.pathname);
  const outcome = await submit(context, "contact", values, guard, source);
  return answer(
    outcome,
    values,
    formMessages.contactSuccessToast,
    formMessages.contactInvalidToast,
  );
}

export async function demoAction({ request, context, url }: ActionFunctionArgs) {
  const read = await readForm(request, context);
  if ("refusal" in read) return read.refusal;
  const { form } = read;
  const guard = guardFields(form);
  const formData = pick(form, ["name", "email", "phone", "company", "jobTitle", "industry"]);
  const payload = { formData, product: text(form, "product") };
  const source = pagePathOf(url.pathname);
  const outcome = await submit(context, "demo", payload, guard, source);
  return answer(outcome, formData, formMessages.demoSuccessToast, formMessages.demoInvalidToast);
}

export async function newsletterAction({ request, context }: ActionFunctionArgs) {
  const read = await readForm(request, context);
  if ("refusal" in read) return read.refusal;
  const { form } = read;
  const guard = guardFields(form);
  const source = text(form, "source") || "newsletter-page";
  const values = { email: text(form, "email"), source };
  const outcome = await submit(context, "subscribe", values, guard, source);
  return answer(outcome, values, newsletterCopy.thanksTitle, formMessages.emailInvalid);
}
