import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** A random token for a link or a cookie: 32 bytes, base64url. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Tokens are stored as their SHA-256: a copy of the database gives no working link. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** Constant-time comparison of two hex digests of equal length. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && timingSafeEqual(left, right);
}

/** What the audit log keeps of an address: its hash, never the address. */
export function addressHash(email: string): string {
  return createHash("sha256").update(email.trim().toLowerCase(), "utf8").digest("hex");
}
