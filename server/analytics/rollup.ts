import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { vitalNames } from "#app/lib/analytics/vocabulary.ts";
import { rollUpConversions } from "./conversion-rollup.ts";

/** The elements kept per page, vital and day; the rest of the page's are one row. */
export const ELEMENTS_PER_PAGE = 5;
/** The element key of that row (no CSS selector looks like it). */
export const OTHER_ELEMENT = "(other)";

// Any constant: it only has to be the same for every instance rolling up.
const ROLLUP_LOCK_ID = 7_254_110_332;

/** The day's events, by their UTC day (Ghana keeps UTC all year). */
function ofDay(day: string): SQL {
  return sql`at >= (${day}::date)::timestamp at time zone 'UTC'
    and at < (${day}::date + 1)::timestamp at time zone 'UTC'`;
}

function counted(day: string, dimension: SQL, key: SQL, where: SQL): SQL {
  return sql`insert into analytics_daily (day, dimension, key, events, visitors)
    select ${day}::date, ${dimension}, ${key}, count(*), count(distinct visitor)
    from analytics_events where ${ofDay(day)} and ${where} group by 3`;
}

/**
 * Recomputes one day's rows of analytics_daily from the raw events, so the Traffic screen
 * reads a few hundred rows per day rather than the events, and then the day's month in
 * analytics_monthly (rollUpMonth). Idempotent, and serialised by an
 * advisory lock so instances rolling up at once do not collide: run it as often as wanted.
 */
export async function rollUpDay(db: Db, day: string): Promise<number> {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error(`not a day: ${day}`);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ROLLUP_LOCK_ID})`);
    await tx.execute(sql`delete from analytics_daily where day = ${day}::date`);
    const pageviews = sql`kind = 'pageview'`;
    const statements = [
      counted(day, sql`'total'`, sql`''`, pageviews),
      counted(day, sql`'page'`, sql`path`, pageviews),
      // Where a visit came from: the campaign's own word first, then the referring site.
      counted(day, sql`'source'`, sql`coalesce(utm_source, referrer_host, '(direct)')`, pageviews),
      counted(
        day,
        sql`'campaign'`,
        sql`utm_campaign`,
        sql`${pageviews} and utm_campaign is not null`,
      ),
      counted(day, sql`'device'`, sql`device`, pageviews),
      counted(day, sql`'goal'`, sql`goal`, sql`kind = 'goal'`),
    ];
    for (const name of vitalNames) {
      const ofVital = sql`kind = 'vital' and vital_name = ${name}`;
      // Google's reading of a page's vitals: the 75th percentile, and the share per rating.
      statements.push(sql`insert into analytics_daily
          (day, dimension, key, events, visitors, p75, good, needs_improvement, poor)
        select ${day}::date, ${`vital:${name}`}, path, count(*), count(distinct visitor),
          percentile_cont(0.75) within group (order by vital_value),
          count(*) filter (where vital_rating = 'good'),
          count(*) filter (where vital_rating = 'needs-improvement'),
          count(*) filter (where vital_rating = 'poor')
        from analytics_events where ${ofDay(day)} and ${ofVital} group by path`);
      // The elements responsible for the visits that were not good: a page's first few
      // by visits, the rest summed as one "(other)" row, so a page whose markup varies
      // (generated class names, a list of items) cannot fill the day with rows.
      statements.push(sql`insert into analytics_daily (day, dimension, key, events, visitors)
        select ${day}::date, ${`vital-element:${name}`},
          path || ' ' || case when rank <= ${ELEMENTS_PER_PAGE} then vital_element else ${OTHER_ELEMENT} end,
          sum(events), sum(visitors)
        from (select path, vital_element, count(*) as events, count(distinct visitor) as visitors,
            row_number() over (partition by path order by count(*) desc, vital_element) as rank
          from analytics_events
          where ${ofDay(day)} and ${ofVital} and vital_element is not null
            and vital_rating <> 'good'
          group by path, vital_element) ranked
        group by 3`);
    }
    for (const statement of statements) await tx.execute(statement);
    // Leads per page, source and campaign (the Traffic screen's conversion columns).
    await rollUpConversions(tx, day);
    await rollUpMonth(tx, day);
    const [row] = await rows(
      tx,
      sql`select count(*)::int as n from analytics_daily where day = ${day}::date`,
    );
    return row?.n ?? 0;
  });
}

/**
 * Rewrites the month of `day` in analytics_monthly from its daily rows. Every aggregate of
 * a daily row is a sum (p75 is kept as the days' p75s weighted by their events), so a
 * month's row read with a range's days gives the figures the days alone would give.
 */
export async function rollUpMonth(db: Pick<Db, "execute">, day: string): Promise<void> {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error(`not a day: ${day}`);
  const month = sql`date_trunc('month', ${day}::date)::date`;
  await db.execute(sql`delete from analytics_monthly where month = ${month}`);
  await db.execute(sql`insert into analytics_monthly
      (month, dimension, key, events, visitors, p75, good, needs_improvement, poor)
    select ${month}, dimension, key, sum(events), sum(visitors),
      sum(p75 * events) / nullif(sum(events) filter (where p75 is not null), 0),
      sum(good), sum(needs_improvement), sum(poor)
    from analytics_daily
    where day >= ${month} and day < (${month} + interval '1 month')::date
    group by dimension, key`);
}

/** Deletes raw events older than `days` days; the daily rollups stay (they name nobody). */
export async function pruneAnalyticsEvents(
  db: Db,
  days: number,
  options: { dryRun?: boolean } = {},
): Promise<number> {
  const old = sql`at < now() - make_interval(days => ${days})`;
  const [row] = await rows(
    db,
    options.dryRun
      ? sql`select count(*)::int as n from analytics_events where ${old}`
      : sql`with gone as (delete from analytics_events where ${old} returning 1)
          select count(*)::int as n from gone`,
  );
  return row?.n ?? 0;
}

async function rows(db: Pick<Db, "execute">, query: SQL): Promise<{ n: number }[]> {
  return ((await db.execute(query)) as { rows: { n: number }[] }).rows;
}
