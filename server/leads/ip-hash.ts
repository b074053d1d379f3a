import { createHash } from "node:crypto";
import { loadSecret } from "../shared/load-secret.ts";

/**
 * Raw IP addresses are never stored (Act 843: collect no more than needed). A salted
 * SHA-256 still lets us count and block abuse per connection. The salt is IP_HASH_SALT,
 * or one generated on first start and kept in DATA_DIR so hashes stay comparable.
 */
export async function loadIpHashSalt(configured: string, dataDir: string): Promise<string> {
  return loadSecret(configured, dataDir, "ip-hash-salt");
}

export function hashIp(ip: string, salt: string): string {
  return createHash("sha256").update(salt).update("\0").update(ip).digest("hex");
}
