import { createHmac, randomBytes } from "node:crypto";

/**
 * Standard Webhooks 1.0 signing (https://www.standardwebhooks.com): the secret is `whsec_`
 * followed by base64 key bytes; the signature is `v1,` + base64 HMAC-SHA256 of
 * `<webhook-id>.<webhook-timestamp>.<body>`; several signatures are separated by spaces
 * (during a rotation both the new and the old secret sign).
 */
export const SECRET_PREFIX = "whsec_";
/** The specification asks for 24 to 64 bytes. */
const SECRET_BYTES = 32;

export function newSigningSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(SECRET_BYTES).toString("base64")}`;
}

export function signature(secret: string, id: string, timestamp: number, body: string): string {
  if (!secret.startsWith(SECRET_PREFIX)) throw new Error("a webhook secret starts with whsec_");
  const key = Buffer.from(secret.slice(SECRET_PREFIX.length), "base64");
  const mac = createHmac("sha256", key).update(`${id}.${timestamp}.${body}`).digest("base64");
  return `v1,${mac}`;
}

export interface SignedHeaders {
  "webhook-id": string;
  "webhook-timestamp": string;
  "webhook-signature": string;
}

/** The three headers of one attempt; `timestamp` is the attempt's time in whole seconds. */
export function signedHeaders(
  secrets: string[],
  id: string,
  timestamp: number,
  body: string,
): SignedHeaders {
  return {
    "webhook-id": id,
    "webhook-timestamp": String(timestamp),
    "webhook-signature": secrets.map((s) => signature(s, id, timestamp, body)).join(" "),
  };
}
