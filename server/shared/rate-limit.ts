import { lt, sql } from "drizzle-orm";
import { ipKeyGenerator } from "express-rate-limit";
import type { Db } from "../db/database.ts";
import { rateLimits } from "../db/schema.ts";

export interface RateDecision {
  allowed: boolean;
  /** Seconds until the current window ends (at least 1). */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /** Counts one request for `key` and says whether it is within the limit. */
  hit(key: string): Promise<RateDecision>;
}

export interface RateLimitOptions {
  max: number;
  windowSeconds: number;
  now?: () => number;
}

/**
 * Who a request is counted against: an IPv4 address (an IPv4-mapped IPv6 one included) as
 * it is, an IPv6 address by its network of `ipv6Subnet` bits, since one client may use
 * every address of its /64.
 */
export function rateLimitKey(ip: string, ipv6Subnet: number): string {
  return ipKeyGenerator(ip, ipv6Subnet);
}

// Fixed windows aligned to the epoch, so every instance agrees on where a window starts.
function windowOf(now: number, windowMs: number) {
  const start = Math.floor(now / windowMs) * windowMs;
  return { start, retryAfterSeconds: Math.max(1, Math.ceil((start + windowMs - now) / 1000)) };
}

/** Per-process counters: right for the single embedded instance. */
export function memoryRateLimiter(options: RateLimitOptions): RateLimiter {
  const windowMs = options.windowSeconds * 1000;
  const now = options.now ?? Date.now;
  // Counts of the current window only: when a new window begins, the old counts are
  // worthless, so the map never outgrows one window's visitors.
  let current = 0;
  const counts = new Map<string, number>();
  return {
    async hit(key) {
      const { start, retryAfterSeconds } = windowOf(now(), windowMs);
      if (start !== current) {
        counts.clear();
        current = start;
      }
      const count = (counts.get(key) ?? 0) + 1;
      counts.set(key, count);
      return { allowed: count <= options.max, retryAfterSeconds };
    },
  };
}

/** Counters in the shared database, so the limit holds across instances. */
export function databaseRateLimiter(db: Db, options: RateLimitOptions): RateLimiter {
  const windowMs = options.windowSeconds * 1000;
  const now = options.now ?? Date.now;
  let lastPurge = 0;
  return {
    async hit(key) {
      const t = now();
      const { start, retryAfterSeconds } = windowOf(t, windowMs);
      const windowStart = new Date(start);
      const [row] = await db
        .insert(rateLimits)
        .values({ key, windowStart, count: 1 })
        .onConflictDoUpdate({
          target: rateLimits.key,
          // An instance whose clock lags must not reset a newer window: it counts into it.
          set: {
            count: sql`case when excluded.window_start > ${rateLimits.windowStart}
              then 1 else ${rateLimits.count} + 1 end`,
            windowStart: sql`greatest(${rateLimits.windowStart}, excluded.window_start)`,
          },
        })
        .returning({ count: rateLimits.count });
      if (t - lastPurge > windowMs) {
        lastPurge = t;
        await db.delete(rateLimits).where(lt(rateLimits.windowStart, windowStart));
      }
      return { allowed: (row?.count ?? 1) <= options.max, retryAfterSeconds };
    },
  };
}
