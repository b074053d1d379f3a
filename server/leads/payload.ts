import { isDemoProduct, type DemoProduct } from "#app/lib/forms/demo-products.ts";
import type { LeadKind } from "#app/lib/forms/lead-service.ts";
import { formMessages } from "#app/lib/forms/messages.ts";
import {
  contactSchema,
  demoSchema,
  newsletterSchema,
  validate,
  type ContactInput,
  type DemoInput,
  type FieldErrors,
} from "#app/lib/forms/schemas.ts";

/** Hidden field that people never see and bots fill in. */
export const HONEYPOT_FIELD = "website";
/** Epoch ms at which the form was rendered or first touched, sent by the page. */
export const STARTED_AT_FIELD = "startedAt";
/** The server-signed token (server/leads/form-token.ts) our own forms send. */
export const FORM_TOKEN_FIELD = "formToken";

export type Lead =
  | { kind: "subscribe"; data: { email: string } }
  | { kind: "contact"; data: ContactInput }
  | { kind: "demo"; data: DemoInput & { product: DemoProduct } };

export type ParsedLead = { ok: true; lead: Lead } | { ok: false; errors: FieldErrors };

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const strictMode = { strict: true };
const schemas = {
  subscribe: newsletterSchema(strictMode),
  contact: contactSchema(strictMode),
  demo: demoSchema(strictMode),
};

// JSON clients send `null` for an empty optional field. Any other value goes to the
// schemas as it is: a number or an object where text belongs is a 400, never coerced.
function plain(fields: Record<string, unknown>, names: readonly string[]) {
  const out: Record<string, unknown> = {};
  for (const name of names) {
    const value = fields[name];
    if (value === null || value === undefined) continue;
    out[name] = value;
  }
  return out;
}

// HTML checkboxes post "on"; some clients post the string "true".
function ticked(value: unknown): boolean {
  return value === true || value === "on" || value === "true";
}

/** Validates a submission with the shared schemas in strict mode; extra fields are ignored. */
export function parseLead(kind: LeadKind, payload: Record<string, unknown>): ParsedLead {
  switch (kind) {
    case "subscribe": {
      const result = validate(schemas.subscribe, plain(payload, ["email"]));
      return result.ok ? { ok: true, lead: { kind, data: result.data } } : result;
    }
    case "contact": {
      const input = {
        ...plain(payload, ["firstName", "lastName", "email", "phone", "message"]),
        agreeToPolicy: ticked(payload.agreeToPolicy),
      };
      const result = validate(schemas.contact, input);
      return result.ok ? { ok: true, lead: { kind, data: result.data } } : result;
    }
    case "demo": {
      const formData = isRecord(payload.formData) ? payload.formData : {};
      const fields = ["name", "email", "phone", "company", "jobTitle", "industry"] as const;
      const result = validate(schemas.demo, plain(formData, fields));
      const product = payload.product;
      const productOk = isDemoProduct(product);
      if (result.ok && productOk) {
        return { ok: true, lead: { kind, data: { ...result.data, product } } };
      }
      const errors = result.ok ? {} : result.errors;
      if (!productOk) errors.product = formMessages.productInvalid;
      return { ok: false, errors };
    }
  }
}

export function field(payload: Record<string, unknown>, name: string): unknown {
  if (payload[name] !== undefined) return payload[name];
  // The demo form nests its fields in `formData`; accept the spam fields there too.
  return isRecord(payload.formData) ? payload.formData[name] : undefined;
}

/**
 * Why a submission should be silently dropped, or null. A filled honeypot, or a form sent
 * sooner after it appeared than a person could fill it. A `startedAt` in the future means
 * the visitor's clock is ahead of ours: we cannot judge, so we accept.
 */
export function spamReason(
  payload: Record<string, unknown>,
  now: number,
  minFillMs: number,
  /** The issue time of a valid signed token: trusted where `startedAt` is not. */
  signedStartedAt?: number,
): "honeypot" | "too-fast" | null {
  const honeypot = field(payload, HONEYPOT_FIELD);
  if (
    typeof honeypot === "string" ? honeypot.trim() !== "" : honeypot != null && honeypot !== false
  ) {
    return "honeypot";
  }
  const raw = signedStartedAt ?? field(payload, STARTED_AT_FIELD);
  const startedAt = typeof raw === "string" && raw.trim() !== "" ? Number(raw) : raw;
  if (typeof startedAt === "number" && Number.isFinite(startedAt) && startedAt > 0) {
    const elapsed = now - startedAt;
    if (elapsed >= 0 && elapsed < minFillMs) return "too-fast";
  }
  return null;
}

/** Free text from the request kept for context (page path, browser): bounded, one line. */
export function cleanMeta(value: unknown, max: number): string | null {
  if (typeof value !== "string") return null;
  // eslint-disable-next-line no-control-regex
  const text = value.replace(/[\u0000-\u001f\u007f]+/g, " ").trim();
  return text === "" ? null : text.slice(0, max);
}
