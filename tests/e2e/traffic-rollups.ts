import type { Db } from "#server/db/database.ts";
import { analyticsDaily } from "#server/db/schema.ts";

/**
 * Rollup rows as the daily rollup writes them, for the Traffic screen's e2e tests: a week
 * of `year` (1 to 7 October) and the week before it. Each spec seeds its own year, so the
 * figures of one never count in another's on the shared staff server.
 */

type Daily = typeof analyticsDaily.$inferInsert;
const row = (day: string, dimension: string, key: string, events: number, visitors: number) =>
  ({ day, dimension, key, events, visitors }) satisfies Daily;

/** A week of rollups (1 to 7 October) and the week before it, to compare with. */
function seedRows(year: number): Daily[] {
  const rows: Daily[] = [];
  for (let d = 1; d <= 7; d++) {
    const day = `${year}-10-0${d}`;
    rows.push(
      row(day, "total", "", 400, 150),
      row(day, "page", "/", 200, 100),
      row(day, "page", "/pricing", 120, 40),
      row(day, "page", "/contact-us", 80, 30),
      row(day, "stored-leads:page", "/pricing", 2, 2),
      row(day, "source", "google", 250, 90),
      row(day, "source", "(direct)", 150, 60),
      row(day, "stored-leads:source", "google", 2, 2),
      row(day, "campaign", "october-launch", 70, 25),
      row(day, "stored-leads:campaign", "october-launch", 1, 1),
      row(day, "goal", "form_start:demo", 10, 10),
      row(day, "goal", "lead_submitted:demo:banking", 2, 2),
      row(day, "goal", "form_start:contact", 4, 4),
      row(day, "goal", "lead_submitted:contact", 1, 1),
      // The leads received (conversion-rollup.ts): what the totals count.
      row(day, "stored-leads", "demo:banking", 2, 2),
      row(day, "stored-leads", "contact", 1, 1),
      {
        ...row(day, "vital:LCP", "/", 50, 50),
        p75: 2100,
        good: 40,
        needsImprovement: 6,
        poor: 4,
      },
      row(day, "vital-element:LCP", "/ main>img.hero", 10, 10),
    );
    rows.push(row(`${year}-09-${23 + d}`, "total", "", 300, 100));
  }
  return rows;
}

/** Seeds the week of `year` (a retry finds its rows there already). */
export async function seedTrafficWeek(db: Db, year: number) {
  await db.insert(analyticsDaily).values(seedRows(year)).onConflictDoNothing();
}
