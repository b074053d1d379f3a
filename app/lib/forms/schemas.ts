import * as z from "zod/mini";
import { hiddenCharacter } from "../hidden-characters.ts";
import { formMessages as m } from "./messages.ts";

/**
 * One schema per form, shared by the browser and the server. The browser builds them
 * without limits (docs/requirements.md §5); the server builds them `strict`, adding maximum lengths,
 * email normalisation and a phone character set on top.
 */

/**
 * The spec's "simple {email} pattern" (`something@something.tld`, no spaces), checked in
 * one pass. As the regex `^[^\s@]+@[^\s@]+\.[^\s@]+$` it backtracks quadratically over a
 * domain of many dots: a 15,500-character address held the event loop for ~320 ms.
 */
export function isSimpleEmail(s: string): boolean {
  const at = s.indexOf("@");
  if (at < 1 || at !== s.lastIndexOf("@") || /\s/.test(s)) return false;
  // A dot with at least one character on either side of it.
  const dot = s.indexOf(".", at + 2);
  return dot !== -1 && dot < s.length - 1;
}
const PHONE_PATTERN = /^[0-9+()\-\s.]*$/;
// Server only: the addr-spec of HTML's input type=email (WHATWG), which has no room for a
// display name, angle brackets, commas, semicolons, quotes or whitespace.
// It runs after the length bound, over 254 characters at most.
const ADDR_SPEC = z.regexes.html5Email;
// An RFC 2047 encoded-word (`=?utf-8?q?…?=`): some mail readers decode one inside a
// Reply-To address into another address altogether.
const ENCODED_WORD = "=?";
// What a person cannot see: white space, control and format characters (zero-width
// spaces and joiners, bidi marks) and the other default-ignorable code points.
const INVISIBLE = /[\s\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;

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

/**
 * Server checks every text field shares: a lone surrogate (broken UTF-16, no character at
 * all) or a value of invisible characters only counts as empty; control characters and
 * non-characters are refused (hidden-characters.ts: a message keeps its line breaks).
 */
function plainText(required: string | null, multiline: boolean): z.core.$ZodCheck<string>[] {
  const empty = required ?? m.textInvalid;
  const checks = [
    z.refine((s: string) => s.isWellFormed(), empty),
    z.refine((s: string) => hiddenCharacter(s, multiline) === undefined, m.controlCharacters),
  ] as z.core.$ZodCheck<string>[];
  if (required) {
    checks.unshift(z.refine((s: string) => s.replace(INVISIBLE, "") !== "", required));
  }
  return checks;
}

/**
 * The length limit, checked before any pattern and stopping the checks after it when it
 * fails: no pattern ever runs over more than a field's limit.
 */
const bounded = (max: number) => z.maxLength(max, { message: m.tooLong(max), abort: true });

function text(required: string | null, max: number, mode: Mode, multiline = false) {
  const checks = [z.trim()] as z.core.$ZodCheck<string>[];
  if (mode.strict) checks.push(bounded(max));
  if (required) checks.push(z.minLength(1, required));
  if (mode.strict) checks.push(...plainText(required, multiline));
  return field(checks, required ?? m.textInvalid);
}

function email(mode: Mode) {
  const checks = [z.trim()] as z.core.$ZodCheck<string>[];
  if (mode.strict) checks.push(bounded(limits.email));
  checks.push(
    z.minLength(1, m.emailRequired),
    z.refine((s: string) => !s.includes(ENCODED_WORD), m.emailEncodedWord),
    z.refine(isSimpleEmail, m.emailInvalid),
  );
  if (mode.strict) {
    checks.push(
      z.refine((s: string) => s.isWellFormed(), m.emailRequired),
      z.regex(ADDR_SPEC, m.emailInvalid),
      z.toLowerCase(),
    );
  }
  return field(checks, m.emailInvalid);
}

function phone(required: boolean, mode: Mode) {
  const checks = [z.trim()] as z.core.$ZodCheck<string>[];
  if (mode.strict) checks.push(bounded(limits.phone));
  if (required) checks.push(z.minLength(1, m.phoneRequired));
  if (mode.strict) {
    checks.push(
      ...plainText(required ? m.phoneRequired : null, false),
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
    message: text(m.messageRequired, limits.message, mode, true),
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
