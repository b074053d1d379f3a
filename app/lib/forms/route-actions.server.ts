import { data, type ActionFunctionArgs, type RouterContextProvider } from "react-router";
import { siteContext } from "../load-context.ts";
import { utmOfQuery, type Attribution } from "./attribution.ts";
import type { LeadKind, LeadOutcome } from "./lead-service.ts";
import { contentSnapshot } from "#app/content/page-content.server.ts";
import { pagePathOf } from "#app/content/pages.ts";
import { formMessages } from "./messages.ts";
import { readForm } from "./read-form.server.ts";
import type { FieldErrors } from "./schemas.ts";

/**
 * Route actions for forms posted without JavaScript (docs/lead-capture.md, "A contact
 * message, step by step"). Each parses its form into the payload the JSON API takes for
 * the same form, hands it to the same `LeadService.submit` (server/leads/service.ts), and
 * answers with what the page shows: the inline errors with the typed values, the "send it
 * once more" notice with the token for the next send, or the success message. Everything
 * after parsing (the spam checks, the form token, the idempotency key, storing, mail and
 * webhooks) is the service's, as for the JSON API.
 */

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

function pick(form: FormData, names: string[]): Record<string, string> {
  return Object.fromEntries(names.map((n) => [n, text(form, n)]));
}

interface PostedForm<V> {
  /** Shaped as the JSON API's payload of the same form. */
  payload: Record<string, unknown>;
  /** What the form shows again after a failure. */
  values: V;
  /** The page the form was posted from. */
  source: string;
}

interface Texts {
  success: string;
  invalid: string;
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

function answer<V>(outcome: LeadOutcome, values: V, texts: Texts) {
  if ("id" in outcome || outcome.status === 202) {
    return data({ ok: true as const, message: texts.success });
  }
  const errors: FieldErrors = outcome.status === 400 ? outcome.errors : {};
  return data(
    {
      ok: false as const,
      errors,
      values,
      message: failureMessage(outcome, texts.invalid),
      formToken: outcome.formToken ?? "",
      notice: outcome.status === 428,
    },
    { status: sendAgain(outcome) ? 200 : outcome.status },
  );
}

async function submit(
  context: Readonly<RouterContextProvider>,
  kind: LeadKind,
  payload: Record<string, unknown>,
  source: string,
  attribution: Attribution,
): Promise<LeadOutcome> {
  const { leads, clientIp, userAgent } = context.get(siteContext);
  if (!leads) return { status: 500, message: formMessages.sendFailedToast };
  return leads.submit(kind, payload, {
    ip: clientIp ?? "unknown",
    userAgent,
    source,
    attribution,
    withoutScript: true,
  });
}

/**
 * Without JavaScript nothing kept the visit's first page: the form's page is its landing
 * page, and the campaign is in that page's address (the form posts to it, query and all).
 * The newsletter form posts to /newsletter from any page, so its landing page is unknown.
 */
function attributionOf(kind: LeadKind, url: URL): Attribution {
  const utm = utmOfQuery(url.searchParams);
  return kind === "subscribe" ? utm : { landingPath: pagePathOf(url.pathname), ...utm };
}

/**
 * The action of a page with a lead form: read the body, parse the form, submit, answer.
 * Besides its fields, a form posted without JavaScript sends the honeypot `website` and,
 * once the server has answered it, the signed `formToken` (components/forms/Honeypot.tsx).
 */
function leadFormAction<V>(
  kind: LeadKind,
  parse: (form: FormData, url: URL) => PostedForm<V>,
  texts: Texts | ((context: Readonly<RouterContextProvider>) => Texts),
) {
  // `url`, not `request.url`: with future.v8_passThroughRequests a scripted post comes to
  // the page's data URL (`/contact-us.data`), and the page is the one without the suffix
  // (and without the slash of `/contact-us/_.data`).
  return async ({ request, context, url }: ActionFunctionArgs) => {
    const read = await readForm(request, context);
    if ("refusal" in read) return read.refusal;
    const { payload, values, source } = parse(read.form, url);
    const guard = { website: text(read.form, "website"), formToken: text(read.form, "formToken") };
    const outcome = await submit(
      context,
      kind,
      { ...payload, ...guard },
      source,
      attributionOf(kind, url),
    );
    return answer(outcome, values, typeof texts === "function" ? texts(context) : texts);
  };
}

export const contactAction = leadFormAction(
  "contact",
  (form, url) => {
    const values = {
      ...pick(form, ["firstName", "lastName", "email", "phone", "message"]),
      agreeToPolicy: text(form, "agreeToPolicy") !== "",
    };
    return { payload: values, values, source: pagePathOf(url.pathname) };
  },
  { success: formMessages.contactSuccessToast, invalid: formMessages.contactInvalidToast },
);

export const demoAction = leadFormAction(
  "demo",
  (form, url) => {
    const formData = pick(form, ["name", "email", "phone", "company", "jobTitle", "industry"]);
    return {
      payload: { formData, product: text(form, "product") },
      values: formData,
      source: pagePathOf(url.pathname),
    };
  },
  { success: formMessages.demoSuccessToast, invalid: formMessages.demoInvalidToast },
);

export const newsletterAction = leadFormAction(
  "subscribe",
  (form) => {
    const source = text(form, "source") || "newsletter-page";
    const values = { email: text(form, "email"), source };
    return { payload: values, values, source };
  },
  // The thank-you title as published (the page shows it as the newsletter blocks do).
  (context) => ({
    success: contentSnapshot(context).newsletter.main!.newsletterCopy.thanksTitle,
    invalid: formMessages.emailInvalid,
  }),
);
