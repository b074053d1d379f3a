import type { Readable } from "node:stream";
import { and, asc, count, desc, eq, gt } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { subscribers, type SubscriberStatus } from "../db/schema.ts";
import { batchedCsv } from "../shared/csv.ts";

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
// Where the sign-up's visit came from; newsletter tools take them as extra fields.
const attributionHeaders = ["landing_page", "referrer", "utm_source", "utm_medium", "utm_campaign"];

/**
 * The confirmed subscribers as CSV in the columns newsletter tools import (Mailchimp,
 * Brevo, listmonk: email, consent time, source, then where the visit came from), read in keyset batches and streamed, so
 * memory does not grow with the list. Fields are formula-safe (csv.ts). `onEnd` gets the
 * row count, for the audit log.
 */
export function confirmedSubscribersCsv(db: Db, onEnd: (rows: number) => void): Readable {
  return batchedCsv({
    columns: ["email", "consent_time", "source", ...attributionHeaders],
    nextBatch: (last: { email: string } | undefined) =>
      db
        .select({
          email: subscribers.email,
          consentedAt: subscribers.consentedAt,
          source: subscribers.source,
          landingPath: subscribers.landingPath,
          referrerHost: subscribers.referrerHost,
          utmSource: subscribers.utmSource,
          utmMedium: subscribers.utmMedium,
          utmCampaign: subscribers.utmCampaign,
        })
        .from(subscribers)
        .where(
          and(
            eq(subscribers.status, "active"),
            last ? gt(subscribers.email, last.email) : undefined,
          ),
        )
        .orderBy(asc(subscribers.email))
        .limit(BATCH),
    fields: (r) => [
      ...[r.email, r.consentedAt?.toISOString(), r.source, r.landingPath, r.referrerHost],
      ...[r.utmSource, r.utmMedium, r.utmCampaign],
    ],
    onEnd,
  });
}
