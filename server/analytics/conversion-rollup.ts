import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { KEYS_PER_DAY, leadDimensions, OTHER } from "./dimensions.ts";

// The keys of the page views' rollup (rollup.ts), from the lead's own attribution.
const keys: Record<keyof typeof leadDimensions, { key: SQL; where: SQL }> = {
  total: { key: sql`form`, where: sql`true` },
  // The landing page without any query the visit's address carried.
  page: { key: sql`split_part(landing_path, '?', 1)`, where: sql`landing_path is not null` },
  source: { key: sql`coalesce(utm_source, referrer_host, '(direct)')`, where: sql`true` },
  campaign: { key: sql`utm_campaign`, where: sql`utm_campaign is not null` },
};

/** The timestamps of the day, by their UTC day (Ghana keeps UTC all year). */
function ofDay(column: SQL, day: string): SQL {
  return sql`${column} >= (${day}::date)::timestamp at time zone 'UTC'
    and ${column} < (${day}::date + 1)::timestamp at time zone 'UTC'`;
}

/**
 * The day's leads: a contact message or demo request by when it was stored, unless the
 * staff had marked it spam by the time the day was counted; a newsletter subscriber by
 * when the address confirmed (a sign-up alone proves nothing: anyone can type anyone's).
 */
function leadsOf(day: string): SQL {
  const attribution = sql`landing_path, referrer_host, utm_source, utm_campaign`;
  return sql`select 'contact' as form, ${attribution} from contact_messages
      where ${ofDay(sql`created_at`, day)} and status <> 'spam'
    union all
    select 'demo:' || product, ${attribution} from demo_requests
      where ${ofDay(sql`created_at`, day)} and status <> 'spam'
    union all
    select 'newsletter', ${attribution} from subscribers
      where ${ofDay(sql`consented_at`, day)}`;
}

/**
 * Recomputes one day's lead rows of analytics_daily (leadDimensions) from the lead tables:
 * the leads themselves, with the attribution stored on each (decision 028), not the
 * `lead_submitted:*` goal beacons, which anyone can send (three anonymous beacons were
 * three "leads", issue 40). A row's `events` and `visitors` are both its leads; each
 * dimension keeps its KEYS_PER_DAY keys with most leads and sums the rest as OTHER.
 * Idempotent; run it in the day's rollup transaction, after the day's other rows, so the
 * screen never sees one without the other.
 */
export async function rollUpConversions(db: Pick<Db, "execute">, day: string): Promise<void> {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error(`not a day: ${day}`);
  await db.execute(
    sql`delete from analytics_daily where day = ${day}::date
      and dimension in (${sql.join(
        Object.values(leadDimensions).map((d) => sql`${d}`),
        sql`, `,
      )})`,
  );
  for (const [name, dimension] of Object.entries(leadDimensions)) {
    const { key, where } = keys[name as keyof typeof leadDimensions];
    await db.execute(sql`with leads as (${leadsOf(day)}),
      keyed as (select ${key} as key, count(*) as leads from leads where ${where} group by 1),
      ranked as (
        select *, row_number() over (order by leads desc, key collate "C") as rank from keyed
      )
      insert into analytics_daily (day, dimension, key, events, visitors)
      select ${day}::date, ${dimension},
        case when rank <= ${KEYS_PER_DAY} then key else ${OTHER} end, sum(leads), sum(leads)
      from ranked
      group by 3`);
  }
}
