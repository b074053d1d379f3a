import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { vitalNames } from "#app/lib/analytics/vocabulary.ts";
import { rollUpConversions } from "./conversion-rollup.ts";
import { KEYS_PER_DAY, KEYS_PER_VISITOR, OTHER, sentKeyDimensions } from "./dimensions.ts";

/** The elements kept per page, vital and day; the rest of the page's are one row. */
export const ELEMENTS_PER_PAGE = 5;
/** The element key of that row. */
export const OTHER_ELEMENT = OTHER;

const sentKeys = sql`dimension in (${sql.join(
  sentKeyDimensions.map((d) => sql`${d}`),
  sql`, `,
)})`;

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
 * `counted` for a dimension whose keys visitors send: each visitor's first KEYS_PER_VISITOR
 * keys of the day (by their first event) count as themselves and the visitor's others as
 * OTHER; of the keys left, the KEYS_PER_DAY with most visitors are kept and the rest summed
 * into OTHER, whose visitors are its keys' summed (as for the elements). Windows and
 * groupings only, no join: PGlite runs no autovacuum, and without statistics the planner
 * took a join of the day's events with themselves for a nested loop (minutes at 20,000).
 */
function cappedByVisitor(day: string, dimension: string, key: SQL, where: SQL): SQL {
  return sql`with pairs as (
      select visitor, key, count(*) as events, min(at) as first_at
      from (select visitor, at, ${key} as key from analytics_events
        where ${ofDay(day)} and ${where}) as sent
      group by visitor, key
    ), bounded as (
      select visitor, events,
        case when row_number() over (
            partition by visitor order by first_at, key collate "C") <= ${KEYS_PER_VISITOR}
          then key else ${OTHER} end as key
      from pairs
    ), keyed as (
      select key, sum(events) as events, count(distinct visitor) as visitors
      from bounded group by key
    ), ranked as (
      select *, row_number() over (
          order by key = ${OTHER}, visitors desc, events desc, key collate "C") as rank
      from keyed
    )
    insert into analytics_daily (day, dimension, key, events, visitors)
    select ${day}::date, ${dimension},
      case when key <> ${OTHER} and rank <= ${KEYS_PER_DAY} then key else ${OTHER} end,
      sum(events), sum(visitors)
    from ranked
    group by 3`;
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
      cappedByVisitor(
        day,
        "source",
        sql`coalesce(utm_source, referrer_host, '(direct)')`,
        pageviews,
      ),
      cappedByVisitor(
        day,
        "campaign",
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
    // The day's stored leads, per form and per landing page, source and campaign.
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
 * month's row read with a range's days gives the figures the days alone would give. A
 * month keeps KEYS_PER_DAY keys of a dimension visitors send, as a day does: those with
 * most visitors over the month, the rest summed into its OTHER row.
 */
export async function rollUpMonth(db: Pick<Db, "execute">, day: string): Promise<void> {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error(`not a day: ${day}`);
  const month = sql`date_trunc('month', ${day}::date)::date`;
  const weightedP75 = sql`sum(p75 * events) / nullif(sum(events) filter (where p75 is not null), 0)`;
  await db.execute(sql`delete from analytics_monthly where month = ${month}`);
  await db.execute(sql`with days as (
      select dimension, key, sum(events) as events, sum(visitors) as visitors,
        ${weightedP75} as p75, sum(good) as good,
        sum(needs_improvement) as needs_improvement, sum(poor) as poor
      from analytics_daily
      where day >= ${month} and day < (${month} + interval '1 month')::date
      group by dimension, key
    ), ranked as (
      select *, row_number() over (partition by dimension
          order by key = ${OTHER}, visitors desc, events desc, key collate "C") as rank
      from days
    )
    insert into analytics_monthly
      (month, dimension, key, events, visitors, p75, good, needs_improvement, poor)
    select ${month}, dimension,
      case when ${sentKeys} and rank > ${KEYS_PER_DAY} then ${OTHER} else key end,
      sum(events), sum(visitors), ${weightedP75}, sum(good), sum(needs_improvement), sum(poor)
    from ranked
    group by dimension, 3`);
}

/**
 * Deletes the rollup rows of the dimensions whose keys visitors sent (sentKeyDimensions,
 * and the elements responsible for a slow page) once older than `days` days: a month's rows
 * once its last day is. They name nobody, but a key is free text a browser or a lead's form
 * sent; the rows of our own keys (pages, goals, devices, vitals, totals) stay.
 */
export async function pruneAnalyticsSources(
  db: Db,
  days: number,
  options: { dryRun?: boolean } = {},
): Promise<number> {
  const cutoff = sql`(current_date - ${days}::int)`;
  const ofSentKeys = sql`(${sentKeys} or dimension like 'vital-element:%')`;
  const daily = sql`analytics_daily where ${ofSentKeys} and day < ${cutoff}`;
  const monthly = sql`analytics_monthly where ${ofSentKeys}
    and (month + interval '1 month')::date <= ${cutoff}`;
  const [row] = await rows(
    db,
    options.dryRun
      ? sql`select ((select count(*) from ${daily}) + (select count(*) from ${monthly}))::int as n`
      : sql`with gone_days as (delete from ${daily} returning 1),
            gone_months as (delete from ${monthly} returning 1)
          select ((select count(*) from gone_days) + (select count(*) from gone_months))::int as n`,
  );
  return row?.n ?? 0;
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
