import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { FormTokenCheck } from "../../app/lib/forms/lead-service.ts";

/** A token is good for a day: long enough for a tab left open, short for a replay. */
export const FORM_TOKEN_TTL_MS = 24 * 60 * 60_000;

export type TokenReading =
  { state: "missing" | "forged" | "expired" } | { state: "valid"; issuedAt: number; nonce: string };

/**
 * Signed form tokens: `<issued-at ms, base 36>.<random nonce>.<HMAC-SHA256>`. The server
 * hands one out per form (GET /api/form-token for scripted forms, a hidden field on the
 * pages it renders for forms posted without JavaScript). Its time is the fill-time
 * check's start, which a bot cannot forge; its nonce is the idempotency key of a form
 * posted without JavaScript.
 */
export function createFormTokens(secret: string, now: () => number = Date.now) {
  const sign = (body: string) => createHmac("sha256", secret).update(body).digest("base64url");

  function issue(): string {
    const body = `${now().toString(36)}.${randomBytes(16).toString("base64url")}`;
    return `${body}.${sign(body)}`;
  }

  function read(token: unknown): TokenReading {
    if (token === undefined || token === null || token === "") return { state: "missing" };
    if (typeof token !== "string" || token.length > 200) return { state: "forged" };
    const parts = token.split(".");
    if (parts.length !== 3) return { state: "forged" };
    const [time, nonce, mac] = parts as [string, string, string];
    const expected = Buffer.from(sign(`${time}.${nonce}`));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return { state: "forged" };
    }
    const issuedAt = parseInt(time, 36);
    const age = now() - issuedAt;
    if (!Number.isFinite(issuedAt) || age > FORM_TOKEN_TTL_MS || age < -60_000) {
      return { state: "expired" };
    }
    return { state: "valid", issuedAt, nonce };
  }

  /** For a form posted without JavaScript: may it be submitted now? */
  function check(token: unknown, minFillMs: number): FormTokenCheck {
    const reading = read(token);
    if (reading.state !== "valid") return { state: reading.state };
    if (now() - reading.issuedAt < minFillMs) return { state: "too-fresh" };
    return { state: "ok", nonce: reading.nonce };
  }

  return { issue, read, check };
}

export type FormTokens = ReturnType<typeof createFormTokens>;
