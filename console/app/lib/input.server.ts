import { data } from "react-router";
import { bodyType, parseFormBody } from "#server/content-type.ts";
import type { LeadKind } from "#server/db/schema.ts";
import { normaliseEmail, StaffError } from "#server/staff/accounts.server.ts";
import { isLeadKind, isUuid } from "#server/staff/lead-work.server.ts";

const FORM_REFUSED = "Send the form from the console's page.";
const UNREADABLE = "The form holds characters the console cannot take. Check what you typed.";

/**
 * A console form's fields. The console's forms post URL-encoded UTF-8, with and without
 * JavaScript; anything else is refused with a message the console's error page shows.
 * The server has already refused a body over 16 KB or without a length (request-limits.ts).
 * Bytes that are not UTF-8 and NULs are a 400 before any handler runs, so nothing is
 * stored (server/content-type.ts).
 */
export async function readForm(request: Request): Promise<URLSearchParams> {
  const type = bodyType(request.headers.get("content-type") ?? undefined);
  if (type?.essence !== "application/x-www-form-urlencoded") {
    throw data(FORM_REFUSED, { status: 415 });
  }
  // A form labelled UTF-16 (or any charset but UTF-8) is unreadable like its bytes.
  const form = type.utf8 ? parseFormBody(await request.arrayBuffer()) : undefined;
  if (!form) throw data(UNREADABLE, { status: 400 });
  return form;
}

/** A lead's address in the console (`/leads/<kind>/<uuid>`), or null for anything else. */
export function leadRef(params: {
  kind?: string | undefined;
  id?: string | undefined;
}): { kind: LeadKind; id: string } | null {
  return isLeadKind(params.kind) && isUuid(params.id) ? { kind: params.kind, id: params.id } : null;
}

/** An e-mail address as the database stores it, or the reason it is not one. */
export function parseEmail(value: string | null): { email: string } | { error: string } {
  if (!value?.trim()) return { error: "Give an e-mail address." };
  try {
    return { email: normaliseEmail(value.slice(0, 320)) };
  } catch (error) {
    if (!(error instanceof StaffError)) throw error;
    return { error: error.message };
  }
}

/** The value if it is one of `allowed`, else undefined: query filters ignore the unknown. */
export function oneOf<T extends string>(
  allowed: readonly T[],
  value: string | null,
): T | undefined {
  return (allowed as readonly string[]).includes(value ?? "") ? (value as T) : undefined;
}

/**
 * A single text field as sent, trimmed; a missing field reads as "". Longer than `max` is a
 * 400 naming the field (`label`, as the screen calls it), never a text cut without a word.
 */
export function field(form: URLSearchParams, name: string, max = 200, label = "A field"): string {
  const value = (form.get(name) ?? "").trim();
  if (value.length > max) {
    const limit = max.toLocaleString("en");
    throw data(`${label} is longer than ${limit} characters. Shorten it and send it again.`, {
      status: 400,
    });
  }
  return value;
}

/**
 * A count, index or version as forms send them: decimal digits only, at most nine (so a
 * database integer), or undefined. Number() would take "0x6", "6.0", " 6" and "1e1" for
 * the numbers they spell, and "" for 0.
 */
export function decimal(value: string | null | undefined): number | undefined {
  return value != null && /^\d{1,9}$/.test(value) ? Number(value) : undefined;
}

const NO_VERSION =
  "The form does not name a version of this entry. Reload the entry and try again.";

/** A version number a form names (`version`, `baseVersion`), or a 400 saying so. */
export function versionField(form: URLSearchParams, name: string): number {
  const version = decimal(form.get(name));
  if (version === undefined) throw data(NO_VERSION, { status: 400 });
  return version;
}

/**
 * The change a form's button named (`intent`), one of the screen's own; anything else
 * is refused before the handlers run.
 */
export function intentOf<Intent extends string>(
  form: URLSearchParams,
  intents: readonly Intent[],
): Intent {
  const intent = form.get("intent");
  if (!intents.includes(intent as Intent)) throw data("Unknown action.", { status: 400 });
  return intent as Intent;
}

/** What an action tells its page: a notice or an error above it, with the status. */
export interface Outcome {
  notice?: string;
  error?: string;
}

export const refused = (status: number, error: string) => data({ error } as Outcome, { status });

/**
 * A filter form's own fields from the address, each cut to `max` characters, the empty ones
 * left out: what a screen carries into its links and its export, nothing else the address
 * held.
 */
export function filterQuery<N extends string>(
  params: URLSearchParams,
  names: readonly N[],
  max: number,
): Partial<Record<N, string>> {
  return Object.fromEntries(
    names.flatMap((name) => {
      const value = params.get(name)?.slice(0, max);
      return value ? [[name, value]] : [];
    }),
  ) as Partial<Record<N, string>>;
}
