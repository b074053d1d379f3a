import { data } from "react-router";
import type { LeadKind } from "../../../server/db/schema.ts";
import { normaliseEmail, StaffError } from "../../../server/staff/accounts.ts";
import { isLeadKind, isUuid } from "../../../server/staff/lead-work.ts";

/** As the Express console's body parser allowed: the console's forms are a few fields. */
export const MAX_FORM_BYTES = 32 * 1024;

/**
 * A console form's fields. The console's forms post URL-encoded (with and without
 * JavaScript); anything else, or more than MAX_FORM_BYTES, is refused before it is read
 * in full, with a message the console's error page shows.
 */
export async function readForm(request: Request): Promise<URLSearchParams> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.startsWith("application/x-www-form-urlencoded")) {
    throw data("Send the form from the console's page.", { status: 415 });
  }
  if (Number(request.headers.get("content-length") ?? 0) > MAX_FORM_BYTES) {
    throw data("That is more than the form can take.", { status: 413 });
  }
  const text = await readCapped(request);
  return new URLSearchParams(text);
}

/** The body as text, stopping at MAX_FORM_BYTES (a body sent without a length too). */
async function readCapped(request: Request): Promise<string> {
  if (!request.body) return "";
  const decoder = new TextDecoder();
  let text = "";
  let bytes = 0;
  for await (const chunk of request.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.byteLength;
    if (bytes > MAX_FORM_BYTES) {
      throw data("That is more than the form can take.", { status: 413 });
    }
    text += decoder.decode(chunk, { stream: true });
  }
  return text + decoder.decode();
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
