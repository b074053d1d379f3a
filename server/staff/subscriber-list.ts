import { Readable } from "node:stream";
import { and, asc, count, desc, eq, gt } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { subscribers, type SubscriberStatus } from "../db/schema.ts";
import { csvField } from "../leads/csv.ts";

export async function subscriberCounts(db: Db): Promise<Record<SubscriberStatus, number>> {
  const rows = await db
    .select({ status: subscribers.status, n: count() })
    .from(subscribers)
    .groupBy(subscribers.status);
  const counts = { pending: 0, active: 0, unsubscribed: 0 };
  for (const r of rows) counts[r.status] = Number(r.n);
  return counts;
}

export async function subscriberPage(db: Db, status: SubscriberStatus | undefined, limit = 100) {
  return db
    .select({
      email: subscribers.email,
      status: subscribers.status,
      source: subscribers.source,
      consentedAt: subscribers.consentedAt,
      createdAt: subscribers.createdAt,
    })
    .from(subscribers)
    .where(status ? eq(subscribers.status, status) : undefined)
    .orderBy(desc(subscribers.createdAt))
    .limit(limit);
}

const BATCH = 1000;

/**
 * The confirmed subscribers as CSV in the columns newsletter tools import (Mailchimp,
 * Brevo, listmonk: email, consent time, source), read in keyset batches and streamed, so
 * memory does not grow with the list. Fields are formula-safe (csv.ts). `onEnd` gets the
 * row count, for the audit log.
 */
export function confirmedSubscribersCsv(db: Db, onEnd: (rows: number) => void): Readable {
  let after: string | null = null;
  let rows = 0;
  let header = false;
  return new Readable({
    async read() {
      try {
        if (!header) {
          header = true;
          this.push("email,consent_time,source\r\n");
          return;
        }
        const batch: { email: string; consentedAt: Date | null; source: string | null }[] = await db
          .select({
            email: subscribers.email,
            consentedAt: subscribers.consentedAt,
            source: subscribers.source,
          })
          .from(subscribers)
          .where(
            and(eq(subscribers.status, "active"), after ? gt(subscribers.email, after) : undefined),
          )
          .orderBy(asc(subscribers.email))
          .limit(BATCH);
        if (batch.length === 0) {
          onEnd(rows);
          this.push(null);
          return;
        }
        after = batch.at(-1)!.email;
        rows += batch.length;
        this.push(
          batch
            .map(
              (r) =>
                `${csvField(r.email)},${csvField(r.consentedAt?.toISOString() ?? "")},${csvField(r.source)}\r\n`,
            )
            .join(""),
        );
      } catch (error) {
        this.destroy(error as Error);
      }
    },
  });
}
