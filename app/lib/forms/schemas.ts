import * as z from "zod/mini";
import { formMessages as m } from "./messages.ts";

/**
 * One schema per form, shared by the browser and the server. The browser builds them
 * without limits (spec §5); the server builds them `strict`, adding maximum lengths,
 * email normalisation and a phone character set on top.
 */

// The spec's "simple {email} pattern": something@something.tld, no spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_PATTERN = /^[0-9+()\-\s.]*$/;

export const limits = {
  name: 100,
  email: 254,
  phone: 32,
  message: 5000,
  company: 150,
  jobTitle: 100,
  industry: 60,
  product: 40,
} as const;

interface Mode {
  strict: boolean;
}

// `prefault`, not `_default`: a default skips the checks, so a missing required field
// would pass. A prefault runs "" through them and yields the field's "required" message.
function field(checks: z.core.$ZodCheck<string>[], typeError: string) {
  return z.prefault(z.string(typeError).check(...checks), "");
}

function text(required: string | null, max: number, mode: Mode) {
  const checks = [z.trim()] as z.core.$ZodCheck<string>[];
  if (required) checks.push(z.minLength(1, required));
  if (mode.strict) checks.push(z.maxLength(max, m.tooLong(max)));
  return field(checks, required ?? m.textInvalid);
}

function email(mode: Mode) {
  const checks = [
    z.trim(),
    z.minLength(1, m.emailRequired),
    z.regex(EMAIL_PATTERN, m.emailInvalid),
  ] as z.core.$ZodCheck<string>[];
  if (mode.strict) checks.push(z.maxLength(limits.email, m.tooLong(limits.email)), z.toLowerCase());
  return field(checks, m.emailInvalid);
}

function phone(required: boolean, mode: Mode) {
  const checks = [z.trim()] as z.core.$ZodCheck<string>[];
  if (required) checks.push(z.minLength(1, m.phoneRequired));
  if (mode.strict) {
    checks.push(
      z.maxLength(limits.phone, m.tooLong(limits.phone)),
      z.regex(PHONE_PATTERN, m.phoneInvalid),
    );
  }
  return field(checks, required ? m.phoneRequired : m.phoneInvalid);
}

export function newsletterSchema(mode: Mode = { strict: false }) {
  return z.object({ email: email(mode) });
}

export function contactSchema(mode: Mode = { strict: false }) {
  return z.object({
    firstName: text(m.firstNameRequired, limits.name, mode),
    lastName: text(m.lastNameRequired, limits.name, mode),
    email: email(mode),
    phone: phone(false, mode),
    message: text(m.messageRequired, limits.message, mode),
    agreeToPolicy: z.literal(true, m.agreeToPolicy),
  });
}

export function demoSchema(mode: Mode = { strict: false }) {
  return z.object({
    name: text(m.nameRequired, limits.name, mode),
    email: email(mode),
    phone: phone(true, mode),
    company: text(null, limits.company, mode),
    jobTitle: text(null, limits.jobTitle, mode),
    industry: text(null, limits.industry, mode),
  });
}

export type NewsletterInput = z.output<ReturnType<typeof newsletterSchema>>;
export type ContactInput = z.output<ReturnType<typeof contactSchema>>;
export type DemoInput = z.output<ReturnType<typeof demoSchema>>;

export type FieldErrors = Record<string, string>;

export type Validation<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/** Runs a schema and keeps the first message per field, in the order the checks run. */
export function validate<T>(schema: z.ZodMiniType<T>, input: unknown): Validation<T> {
  const result = z.safeParse(schema, input);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
