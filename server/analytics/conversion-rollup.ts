import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/database.ts";

/**
 * The rollup dimensions that tie leads to pages, sources and campaigns. The day's rollup
 * counts each on its own (dimension "page", "source", "campaign", "goal"); the Traffic
 * screen also needs each page's, source's and campaign's leads, which only the raw events
 * can tell: the visitor hash links a visitor's goals to their page views of the same day.
 *
 * A row's `events` are the leads sent by the day's visitors who saw that page (came from
 * that source, through that campaign), its `visitors` how many of them sent one. A lead
 * counts for every page its visitor saw, so the page rows do not add up to the day's leads.
 */
export const conversionDimensions = {
  page: "leads:page",
  source: "leads:source",
  campaign: "leads:campaign",
} as const;

// The same keys as the day's rollup of the page views gives the plain dimensions.
const keys: Record<keyof typeof conversionDimensions, { key: SQL; where: SQL }> = {
  page: { key: sql`path`, where: sql`true` },
  source: { key: sql`coalesce(utm_source, referrer_host, '(direct)')`, where: sql`true` },
  campaign: { key: sql`utm_campaign`, where: sql`utm_campaign is not null` },
};

/** The day's events, by their UTC day (Ghana keeps UTC all year). */
function ofDay(day: string): SQL {
  return sql`at >= (${day}::date)::timestamp at time zone 'UTC'
    and at < (${day}::date + 1)::timestamp at time zone 'UTC'`;
}

/**
 * Recomputes one day's lead rows of analytics_daily (the dimensions above) from the raw
 * events. Idempotent; run it in the day's rollup transaction, after the day's other rows,
 * so the screen never sees one without the other.
 */
export async function rollUpConversions(db: Pick<Db, "execute">, day: string): Promise<void> {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error(`not a day: ${day}`);
  const dimensions = Object.values(conversionDimensions);
  await db.execute(
    sql`delete from analytics_daily where day = ${day}::date
      and dimension in (${sql.join(
        dimensions.map((d) => sql`${d}`),
        sql`, `,
      )})`,
  );
  for (const [name, dimension] of Object.entries(conversionDimensions)) {
    const { key, where } = keys[name as keyof typeof conversionDimensions];
    await db.execute(sql`with leads as (
        select visitor, count(*) as sent from analytics_events
        where ${ofDay(day)} and kind = 'goal' and goal like 'lead_submitted:%'
        group by visitor
      ), seen as (
        select distinct visitor, ${key} as key from analytics_events
        where ${ofDay(day)} and kind = 'pageview' and ${where}
      )
      insert into analytics_daily (day, dimension, key, events, visitors)
      select ${day}::date, ${dimension}, seen.key, sum(leads.sent), count(*)
      from seen join leads on leads.visitor = seen.visitor
      group by seen.key`);
  }
}
