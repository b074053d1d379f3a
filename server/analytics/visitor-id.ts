import { createHmac, randomBytes } from "node:crypto";
import { lt, sql } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { analyticsSecrets } from "../db/schema.ts";

/** The UTC day of a moment, as PostgreSQL's `date` reads it: `2026-11-26`. */
export function dayOf(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/**
 * Counting unique visitors without storing anything about them (the Plausible method): the
 * visitor is an HMAC of address and user agent under the day's secret. The secret is in
 * the database so every instance counts alike, and deleted once two days old: after that
 * nobody, us included, can tell whose a hash was or link it to another day's. Its table is
 * unlogged, so no backup keeps a secret past that (drizzle/0018, server/db/backup.ts).
 */
export interface VisitorIds {
  /** The visitor's id for the day of `at`; the inputs are used and forgotten. */
  idFor(at: Date, address: string, userAgent: string): Promise<string>;
}

export function visitorIds(db: Db): VisitorIds {
  const secrets = new Map<string, Promise<Buffer>>();

  async function load(day: string): Promise<Buffer> {
    await db
      .insert(analyticsSecrets)
      .values({ day, secret: randomBytes(32).toString("hex") })
      .onConflictDoNothing();
    // A secret reaches its third day deleted: yesterday's is kept for events that arrive
    // a little after midnight.
    await db.delete(analyticsSecrets).where(lt(analyticsSecrets.day, sql`${day}::date - 1`));
    const [row] = await db
      .select({ secret: analyticsSecrets.secret })
      .from(analyticsSecrets)
      .where(sql`${analyticsSecrets.day} = ${day}::date`);
    if (!row) throw new Error(`no analytics secret for ${day}`);
    return Buffer.from(row.secret, "hex");
  }

  return {
    async idFor(at, address, userAgent) {
      const day = dayOf(at);
      let secret = secrets.get(day);
      if (!secret) {
        secret = load(day);
        secret.catch(() => secrets.delete(day));
        // Only today's and yesterday's are ever asked for: older ones go from memory too.
        for (const known of secrets.keys())
          if (known < dayOf(new Date(at.getTime() - 864e5))) secrets.delete(known);
        secrets.set(day, secret);
      }
      return createHmac("sha256", await secret)
        .update(address)
        .update("\0")
        .update(userAgent)
        .digest("base64url")
        .slice(0, 22);
    },
  };
}
