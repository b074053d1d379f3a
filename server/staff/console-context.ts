import type { Db } from "../db/database.ts";
import type { RateLimiter } from "../shared/rate-limit.ts";
import type { Logger } from "../logger.ts";
import type { SecretBox } from "../webhooks/secret-box.ts";
import type { RelyingParty } from "./passkeys.server.ts";
import type { Permission } from "./permissions.ts";

export interface ConsoleContext {
  db: Db;
  rp: RelyingParty;
  /** The site is on HTTPS: Secure, `__Host-` cookie. */
  secure: boolean;
  logger: Logger;
  /** Sign-in attempts (passkey, recovery code, invitation) per client address. */
  attemptsByIp: RateLimiter;
  /** Sign-in attempts per account (recovery codes name one). */
  attemptsByAccount: RateLimiter;
  /** Failed sign-ins written to the append-only audit log, per client address. */
  auditedFailures: RateLimiter;
  /** IPv6 clients are counted per network of this prefix length (RATE_LIMIT_IPV6_SUBNET). */
  ipv6Subnet: number;
  /** Seals endpoint secrets for the Webhooks screen; without it endpoints are only listed. */
  webhooks?: StaffWebhooks | undefined;
  /**
   * Resolves once this instance serves the store's latest publication (bounded,
   * server/content/publication.server.ts); absent where no site is served with the console.
   */
  publicationServed?: (() => Promise<boolean>) | undefined;
}

export interface StaffWebhooks {
  box: SecretBox;
  /** WEBHOOK_ALLOW_PRIVATE: http:// and private addresses are accepted (tests, staging). */
  allowPrivate: boolean;
}

export interface ConsoleRoute {
  method: "get" | "post";
  path: string;
  /** null: reachable without a session (sign-in, invitation). */
  permission: Permission | null;
}
