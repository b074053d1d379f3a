import { data, type ActionFunctionArgs, type AppLoadContext } from "react-router";
import type { LeadKind, LeadOutcome } from "./lead-service";
import { formMessages } from "./messages";
import { readForm, unreadableForm } from "./read-form.server";
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

async function submit(context: AppLoadContext, kind: LeadKind, payload: unknown, source: string) {
  if (!context.leads) {
    return { status: 500, message: formMessages.sendFailedToast } satisfies LeadOutcome;
  }
  return context.leads.submit(kind, payload, {
    ip: context.clientIp ?? "unknown",
    userAgent: context.userAgent,
    source,
  });
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

function answer<V>(outcome: LeadOutcome, values: V, successText: string, invalidText: string) {
  if (outcome.status === 200 || outcome.status === 201) {
    return data({ ok: true as const, message: successText });
  }
  const errors: FieldErrors = outcome.status === 400 ? outcome.errors : {};
  return data(
    { ok: false as const, errors, values, message: failureMessage(outcome, invalidText) },
    { status: outcome.status },
  );
}

export async function contactAction({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  if (!form) return unreadableForm();
  const values = pick(form, ["firstName", "lastName", "email", "phone", "message"]);
  const payload = {
    ...values,
    agreeToPolicy: text(form, "agreeToPolicy") !== "",
    website: text(form, "website"),
  };
  const outcome = await submit(context, "contact", payload, new URL(request.url).pathname);
  return answer(
    outcome,
    { ...values, agreeToPolicy: payload.agreeToPolicy },
    formMessages.contactSuccessToast,
    formMessages.contactInvalidToast,
  );
}

export async function demoAction({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  if (!form) return unreadableForm();
  const formData = pick(form, ["name", "email", "phone", "company", "jobTitle", "industry"]);
  const payload = { formData, product: text(form, "product"), website: text(form, "website") };
  const outcome = await submit(context, "demo", payload, new URL(request.url).pathname);
  return answer(outcome, formData, formMessages.demoSuccessToast, formMessages.demoInvalidToast);
}

export async function newsletterAction({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  if (!form) return unreadableForm();
  const values = pick(form, ["email"]);
  const source = text(form, "source") || "newsletter-page";
  const outcome = await submit(context, "subscribe", { ...values, source }, source);
  return answer(outcome, values, "Thank you for subscribing", formMessages.emailInvalid);
}
