import { sql } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { leadDimensions } from "./dimensions.ts";

/** A span of UTC days, both inclusive, as `YYYY-MM-DD`. */
export interface DayRange {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;
const toDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** How many days a range holds. */
export const rangeLength = ({ from, to }: DayRange) => (dayMs(to) - dayMs(from)) / DAY_MS + 1;

/** The same number of days just before the range: what its figures are compared with. */
export function previousRange(range: DayRange): DayRange {
  const days = rangeLength(range);
  const start = dayMs(range.from);
  return { from: toDay(start - days * DAY_MS), to: toDay(start - DAY_MS) };
}

export const vitalNames = ["LCP", "INP", "CLS", "TTFB"] as const;
export type VitalName = (typeof vitalNames)[number];

/**
 * Google's thresholds (web.dev "Web Vitals"): at or under the first is good, over the
 * second poor, between them needs improvement. CLS is a unitless score, the others ms.
 */
export const vitalThresholds: Record<VitalName, readonly [number, number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  TTFB: [800, 1800],
};

export type VitalRating = "good" | "needs improvement" | "poor";

export function rateVital(name: VitalName, value: number): VitalRating {
  const [good, poor] = vitalThresholds[name];
  return value <= good ? "good" : value > poor ? "poor" : "needs improvement";
}

export interface Totals {
  visitors: number;
  pageViews: number;
  /** Leads stored (conversion-rollup.ts), not goal beacons. */
  leads: number;
  /** Leads per visitor; null without visitors. */
  conversionRate: number | null;
}

export interface KeyRow {
  key: string;
  visitors: number;
  pageViews: number;
  leads: number;
  conversionRate: number | null;
}

/** A funnel's steps are goal events the visitors' browsers reported, which anyone can send. */
export interface FunnelStep {
  step: "landed" | "started" | "sent";
  visitors: number;
}

export interface VitalPage {
  path: string;
  measured: number;
  p75: number;
  rating: VitalRating;
  good: number;
  needsImprovement: number;
  poor: number;
}

export interface TrafficReport {
  range: DayRange;
  previous: DayRange;
  current: Totals;
  before: Totals;
  /** One entry per day of the range, with the day as far into the previous period. */
  daily: { day: string; visitors: number; pageViews: number; leads: number; before: number }[];
  pages: KeyRow[];
  sources: KeyRow[];
  campaigns: KeyRow[];
  funnels: { form: string; steps: FunnelStep[] }[];
  vitals: {
    name: VitalName;
    pages: VitalPage[];
    elements: { path: string; element: string; visits: number }[];
  }[];
}

const LEAD = "lead_submitted:";
const START = "form_start:";

/**
 * The range as whole calendar months (read from analytics_monthly) and the days left at
 * its ends (read from analytics_daily): a year is a dozen months and at most two months'
 * days rather than 365 days of rows.
 */
export function splitByMonth({ from, to }: DayRange): { months: string[]; days: DayRange[] } {
  const months: string[] = [];
  const firstOfNext = (day: string) => {
    const d = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
    d.setUTCMonth(d.getUTCMonth() + 1);
    return toDay(d.getTime());
  };
  let start = from.endsWith("-01") ? from : firstOfNext(from);
  const head =
    start > from ? { from, to: toDay(Math.min(dayMs(start) - DAY_MS, dayMs(to))) } : null;
  while (start <= to) {
    const next = firstOfNext(start);
    if (toDay(dayMs(next) - DAY_MS) > to) break;
    months.push(start);
    start = next;
  }
  const days = head ? [head] : [];
  if (start <= to) days.push({ from: start, to });
  return { months, days };
}

const rate = (leads: number, visitors: number) => (visitors > 0 ? leads / visitors : null);

interface Aggregate {
  dimension: string;
  key: string;
  events: number;
  visitors: number;
  p75: number | null;
  good: number | null;
  needs_improvement: number | null;
  poor: number | null;
  /** The stored leads of a page's, source's or campaign's key. */
  leads: number;
}

async function rowsOf<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const leadPrefix = `${leadDimensions.total}:`;
const isLead = sql`starts_with(dimension, ${leadPrefix})`;
// `stored-leads:source` → `source`.
const baseDimension = sql`case when ${isLead} then substr(dimension, ${leadPrefix.length + 1})
  else dimension end`;

/**
 * What the Traffic screen shows for a range of days, read from the rollups only (the
 * range's whole months from analytics_monthly, its other days from analytics_daily, never
 * the raw events): two queries whatever the size of the range. The database groups,
 * sorts and cuts to the top `top` of each dimension: what reaches this process is a few
 * dozen rows however many keys the range holds (a flood of sources once held 345,000).
 *
 * Visitors are summed over days: the visitor hash changes every day, so someone who comes
 * on three days is three visitors, as in Plausible. A page's p75 over several days is the
 * mean of its daily p75s weighted by each day's measured visits (the rollup keeps no
 * histogram); the shares of good, needs improvement and poor are exact. Leads are the
 * stored leads (conversion-rollup.ts); the funnels are the goal events browsers reported.
 */
export async function trafficReport(db: Db, range: DayRange, top = 10): Promise<TrafficReport> {
  const previous = previousRange(range);
  const { months, days: edges } = splitByMonth(range);
  const columns = sql`dimension, key, events, visitors, p75, good, needs_improvement, poor`;
  const parts = [
    ...edges.map(
      ({ from, to }) => sql`select ${columns} from analytics_daily
        where day between ${from}::date and ${to}::date and dimension <> 'total'`,
    ),
    ...(months.length > 0
      ? [
          sql`select ${columns} from analytics_monthly
            where month in (${sql.join(
              months.map((m) => sql`${m}::date`),
              sql`, `,
            )}) and dimension <> 'total'`,
        ]
      : []),
  ];
  const [grouped, days] = await Promise.all([
    rowsOf<Aggregate>(
      db,
      // Grouped as the rows are first, then a lead row merged into its page's, source's or
      // campaign's as `leads` (it has no vitals: the sums of those are the page row's), then
      // ranked per dimension. No join: PGlite keeps no statistics (no autovacuum), and a
      // join planned blind can walk every pair. The goals come along uncut (a dozen keys).
      sql`with grouped as (
          select dimension, key, sum(events) as events, sum(visitors) as visitors,
            sum(p75 * events) / nullif(sum(events) filter (where p75 is not null), 0) as p75,
            sum(good) as good, sum(needs_improvement) as needs_improvement, sum(poor) as poor
          from (${sql.join(parts, sql` union all `)}) as rows
          group by dimension, key
        ), merged as (
          select ${baseDimension} as dimension, key,
            sum(events) filter (where not ${isLead})::float8 as events,
            sum(visitors) filter (where not ${isLead})::float8 as visitors,
            sum(p75)::float8 as p75, sum(good)::float8 as good,
            sum(needs_improvement)::float8 as needs_improvement, sum(poor)::float8 as poor,
            coalesce(sum(events) filter (where ${isLead}), 0)::float8 as leads
          from grouped
          group by 1, 2
        ), ranked as (
          select *, row_number() over (partition by dimension order by
              case when dimension like 'vital%' then events else visitors end desc,
              events desc, key collate "C") as rank
          from merged
          where ((dimension in ('page', 'source', 'campaign') and visitors is not null)
            or dimension like 'vital-element:%' or (dimension like 'vital:%' and p75 is not null)
            or dimension = 'goal')
        )
        select * from ranked where rank <= ${top} or dimension = 'goal'
        order by dimension, rank`,
    ),
    rowsOf<{ day: string; dimension: string; events: number; visitors: number }>(
      db,
      sql`select day::text as day, dimension, sum(events)::float8 as events,
          sum(visitors)::float8 as visitors
        from analytics_daily
        where day between ${previous.from}::date and ${range.to}::date
          and dimension in ('total', ${leadDimensions.total})
        group by day, dimension`,
    ),
  ]);

  const byDay = new Map<string, { visitors: number; pageViews: number; leads: number }>();
  for (const row of days) {
    const entry = byDay.get(row.day) ?? { visitors: 0, pageViews: 0, leads: 0 };
    if (row.dimension === "total") {
      entry.visitors += row.visitors;
      entry.pageViews += row.events;
    } else entry.leads += row.events;
    byDay.set(row.day, entry);
  }
  const totalsOf = ({ from, to }: DayRange): Totals => {
    let visitors = 0;
    let pageViews = 0;
    let leads = 0;
    for (const [day, entry] of byDay) {
      if (day < from || day > to) continue;
      visitors += entry.visitors;
      pageViews += entry.pageViews;
      leads += entry.leads;
    }
    return { visitors, pageViews, leads, conversionRate: rate(leads, visitors) };
  };
  const length = rangeLength(range);
  const daily = Array.from({ length }, (_, i) => {
    const day = toDay(dayMs(range.from) + i * DAY_MS);
    const same = byDay.get(day) ?? { visitors: 0, pageViews: 0, leads: 0 };
    const earlier = byDay.get(toDay(dayMs(previous.from) + i * DAY_MS));
    return { day, ...same, before: earlier?.visitors ?? 0 };
  });

  // In the database's order: by visitors (vitals by visits), then events, then key.
  const of = (dimension: string) => grouped.filter((r) => r.dimension === dimension);
  const ranked = (dimension: string): KeyRow[] =>
    of(dimension).map((r) => ({
      key: r.key,
      visitors: r.visitors,
      pageViews: r.events,
      leads: r.leads,
      conversionRate: rate(r.leads, r.visitors),
    }));

  const current = totalsOf(range);
  const goals = of("goal");
  const forms = [
    ...new Set(
      goals.flatMap((g) =>
        g.key.startsWith(START)
          ? [g.key.slice(START.length)]
          : g.key.startsWith(LEAD)
            ? [g.key.slice(LEAD.length).split(":")[0]!]
            : [],
      ),
    ),
  ].sort();
  const funnels = forms.map((form) => {
    const visitorsOf = (match: (key: string) => boolean) =>
      goals.filter((g) => match(g.key)).reduce((sum, g) => sum + g.visitors, 0);
    return {
      form,
      steps: [
        { step: "landed" as const, visitors: current.visitors },
        { step: "started" as const, visitors: visitorsOf((k) => k === `${START}${form}`) },
        {
          step: "sent" as const,
          visitors: visitorsOf((k) => k === `${LEAD}${form}` || k.startsWith(`${LEAD}${form}:`)),
        },
      ],
    };
  });

  const vitals = vitalNames.map((name) => ({
    name,
    pages: of(`vital:${name}`).map((r) => ({
      path: r.key,
      measured: r.events,
      p75: r.p75!,
      rating: rateVital(name, r.p75!),
      good: r.good ?? 0,
      needsImprovement: r.needs_improvement ?? 0,
      poor: r.poor ?? 0,
    })),
    // The rollup's key is the page and the element, a space between (paths hold none).
    elements: of(`vital-element:${name}`).map((r) => {
      const space = r.key.indexOf(" ");
      return {
        path: space < 0 ? r.key : r.key.slice(0, space),
        element: space < 0 ? "" : r.key.slice(space + 1),
        visits: r.events,
      };
    }),
  }));

  return {
    range,
    previous,
    current,
    before: totalsOf(previous),
    daily,
    pages: ranked("page"),
    sources: ranked("source"),
    campaigns: ranked("campaign"),
    funnels,
    vitals,
  };
}
