import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { LeadKind } from "#app/lib/forms/lead-service.ts";

/** A token is good for a day: long enough for a tab left open, short for a replay. */
export const FORM_TOKEN_TTL_MS = 24 * 60 * 60_000;

const forms: readonly LeadKind[] = ["subscribe", "contact", "demo"];

export function isFormKind(value: unknown): value is LeadKind {
  return typeof value === "string" && (forms as readonly string[]).includes(value);
}

export type TokenReading =
  | { state: "missing" | "forged" | "expired" }
  | { state: "valid"; issuedAt: number; nonce: string; form: LeadKind };

/**
 * Signed form tokens: `<issued-at ms, base 36>.<form>.<random nonce>.<HMAC-SHA256>`. The
 * server hands one out per form (GET /api/form-token?form=… for scripted forms, a hidden
 * field on the pages it renders for forms posted without JavaScript). Its time is the
 * fill-time check's start, which a bot cannot forge; its form is the one form it may be
 * sent with; its nonce is recorded when a submission with it is stored, so it stores
 * once (see used-form-tokens.ts), and is the idempotency key of a form posted without
 * JavaScript.
 */
export function createFormTokens(secret: string, now: () => number = Date.now) {
  const sign = (body: string) => createHmac("sha256", secret).update(body).digest("base64url");

  function issue(form: LeadKind): string {
    const body = `${now().toString(36)}.${form}.${randomBytes(16).toString("base64url")}`;
    return `${body}.${sign(body)}`;
  }

  function read(token: unknown): TokenReading {
    if (token === undefined || token === null || token === "") return { state: "missing" };
    if (typeof token !== "string" || token.length > 200) return { state: "forged" };
    const parts = token.split(".");
    if (parts.length !== 4) return { state: "forged" };
    const [time, form, nonce, mac] = parts as [string, string, string, string];
    const expected = Buffer.from(sign(`${time}.${form}.${nonce}`));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return { state: "forged" };
    }
    if (!isFormKind(form)) return { state: "forged" };
    const issuedAt = parseInt(time, 36);
    const age = now() - issuedAt;
    if (!Number.isFinite(issuedAt) || age > FORM_TOKEN_TTL_MS || age < -60_000) {
      return { state: "expired" };
    }
    return { state: "valid", issuedAt, nonce, form };
  }

  return { issue, read };
}

export type FormTokens = ReturnType<typeof createFormTokens>;
