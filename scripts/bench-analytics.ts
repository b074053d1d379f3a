// Traffic screen benchmark (issue 32, item 4): seeds the daily rollups a year of events
// would leave (10,000,000 by default), as the rollup job writes them, then prints the p50
// and p95 of the screen's reader (trafficReport, all the loader does after the access
// check) for the ranges people choose. On a fresh data folder:
//   DATA_DIR=/tmp/bench-analytics npm run bench:analytics            (PGlite)
//   DATABASE_URL=postgres://… npm run bench:analytics                 (PostgreSQL)
// `-- --smoke` seeds a month of a small site and measures each range once.
import type { Config } from "#server/config.ts";
import type { Db } from "#server/db/database.ts";
import { openServerDatabase, parseArguments, runCli, UsageError } from "./cli.ts";

const usage = `Usage:
  npm run bench:analytics [-- --events 10000000] [--days 365] [--runs 30] [--reuse] [--smoke]
  npm run bench:analytics -- --ingest [--seconds 20] [--smoke]

  --events  events a year of the site sent (page views, vitals, goals), seeded as rollups
  --days    days of rollups to seed, up to yesterday
  --reuse   measure the rollups already in the database instead of seeding (refused
            otherwise, so a real database's figures are never mixed with fake ones)
  --smoke   20,000 events over 30 days, one run of each range: checks the benchmark works
  --ingest  instead: the built server's POST /api/events throughput, and a page's
            throughput alone and beside 1,000 events a second (scripts/bench-analytics-ingest.ts)
  --seconds with --ingest: seconds per target, over 5 rounds (default 20)`;

interface Options {
  ingest: false;
  events: number;
  days: number;
  runs: number;
  reuse: boolean;
}

type IngestCommand = { ingest: true } & import("./bench-analytics-ingest.ts").IngestOptions;

function whole(value: string | undefined, name: string, fallback: number, max: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > max) {
    throw new UsageError(`--${name} must be a whole number from 1 to ${max}.`);
  }
  return n;
}

function parse(argv: string[]): Options | IngestCommand | "help" {
  const { values } = parseArguments(argv, {
    events: { type: "string" },
    days: { type: "string" },
    runs: { type: "string" },
    reuse: { type: "boolean" },
    smoke: { type: "boolean" },
    ingest: { type: "boolean" },
    seconds: { type: "string" },
    help: { type: "boolean", short: "h" },
  });
  if (values.help) return "help";
  const smoke = values.smoke ?? false;
  if (values.ingest) {
    return {
      ingest: true,
      seconds: smoke ? 1 : whole(values.seconds, "seconds", 20, 3600),
      rounds: smoke ? 1 : 5,
      smoke,
    };
  }
  return {
    ingest: false,
    events: whole(values.events, "events", smoke ? 20_000 : 10_000_000, 1_000_000_000),
    days: whole(values.days, "days", smoke ? 30 : 365, 3650),
    runs: smoke ? 1 : Math.max(5, whole(values.runs, "runs", 30, 10_000)),
    reuse: values.reuse ?? false,
  };
}

/** How a site's traffic spreads: a few pages, sources and campaigns take most of it. */
const shape = { pages: 80, sources: 200, campaigns: 40 };
const goals = [
  "form_start:contact",
  "form_start:newsletter",
  "form_start:demo",
  "lead_submitted:contact",
  "lead_submitted:newsletter",
  ...["banking", "payroll", "merchant", "remittance", "bulk-pay", "api"].map(
    (p) => `lead_submitted:demo:${p}`,
  ),
  "outbound:api-docs",
  "outbound:maps",
];
/**
 * Each vital's thresholds and the elements a page names for its visits that were not good:
 * the LCP image or heading, a few controls for INP, a few shifting blocks for CLS; TTFB's
 * attribution names no element.
 */
const vitals: [string, number, number, number][] = [
  ["LCP", 2500, 4000, 2],
  ["INP", 200, 500, 3],
  ["CLS", 0.1, 0.25, 2],
  ["TTFB", 800, 1800, 0],
];

/** 1 + 1/2 + … + 1/n: Zipf's weights over n ranks add up to one when divided by it. */
const harmonic = (n: number) =>
  Array.from({ length: n }, (_, i) => 1 / (i + 1)).reduce((a, b) => a + b);

/**
 * The rollup rows of `days` days up to yesterday, generated inside the database (a million
 * rows in seconds, not a million round trips). Of the events, 60% are page views (2.5 per
 * visitor), 35% vitals and 5% goals; 2% of visitors send a lead.
 */
async function seed(db: Pick<Db, "execute">, { events, days }: Options): Promise<void> {
  const { sql } = await import("drizzle-orm");
  const perDay = events / days;
  const views = perDay * 0.6;
  const last = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const span = sql`generate_series(${last}::date - ${days - 1}::int, ${last}::date, interval '1 day') as d`;
  const noise = sql`(0.8 + random() * 0.4)`;
  type SqlLike = ReturnType<typeof sql>;
  // Numbers as float8 parameters: PostgreSQL would otherwise take their type from the
  // integer beside them and refuse 4.97.
  const num = (value: number) => sql`${value}::float8`;
  const zipf = (n: number) => sql`(1.0 / (r * ${num(harmonic(n))}))`;
  const insert = (select: SqlLike) =>
    db.execute(sql`insert into analytics_daily
      (day, dimension, key, events, visitors, p75, good, needs_improvement, poor) ${select}`);
  const counted = (dimension: string, key: SqlLike, n: number, total: number, perVisitor = 2.5) =>
    insert(sql`select d::date, ${dimension}, ${key}, e, greatest(1, round(e / ${num(perVisitor)}))::int,
        null::float8, null::int, null::int, null::int
      from (select d, r, greatest(1, round(${num(total)} * ${zipf(n)} * ${noise}))::int as e
        from ${span}, generate_series(1, ${n}) as r) s`);
  const page = sql`case when r = 1 then '/' else '/page-' || r end`;
  const source = sql`case r when 1 then '(direct)' when 2 then 'google' when 3 then 'facebook.com'
    else 'site-' || r || '.example' end`;
  const goalKeys = sql`array[${sql.join(
    goals.map((g) => sql`${g}`),
    sql`, `,
  )}]::text[]`;
  const leads = views / 2.5 / 50;

  await insert(sql`select d::date, 'total', '', round(${num(views)} * n)::int,
      round(${num(views)} * n / 2.5)::int, null::float8, null::int, null::int, null::int
    from (select d, ${noise} as n from ${span}) s`);
  await counted("page", page, shape.pages, views);
  await counted("source", source, shape.sources, views);
  await counted("campaign", sql`'campaign-' || r`, shape.campaigns, views * 0.2);
  await counted("device", sql`(array['mobile', 'desktop', 'tablet'])[r]`, 3, views);
  await counted("goal", sql`(${goalKeys})[r]`, goals.length, perDay * 0.05, 1);
  // The leads received, per form, landing page, source and campaign (conversion-rollup.ts).
  const forms = goals.flatMap((g) => (g.startsWith("lead_submitted:") ? [g.slice(15)] : []));
  const formKeys = sql`array[${sql.join(
    forms.map((f) => sql`${f}`),
    sql`, `,
  )}]::text[]`;
  await counted("stored-leads", sql`(${formKeys})[r]`, forms.length, leads, 1);
  await counted("stored-leads:page", page, shape.pages, leads, 1);
  await counted("stored-leads:source", source, 100, leads, 1);
  await counted("stored-leads:campaign", sql`'campaign-' || r`, shape.campaigns, leads * 0.2, 1);
  for (const [name, good, poor, elements] of vitals) {
    const measured = (perDay * 0.35) / vitals.length;
    // A page's p75 anywhere from half the good threshold to past the poor one.
    await insert(sql`select d::date, ${`vital:${name}`}, ${page}, e, e,
        ${num(good * 0.5)} + random() * ${num(poor * 1.1 - good * 0.5)},
        round(e * 0.75)::int, round(e * 0.15)::int, e - round(e * 0.75)::int - round(e * 0.15)::int
      from (select d, r, greatest(1, round(${num(measured)} * ${zipf(shape.pages)} * ${noise}))::int as e
        from ${span}, generate_series(1, ${shape.pages}) as r) s`);
    await insert(sql`select d::date, ${`vital-element:${name}`}, ${page} || ' main>div.e' || k,
        e, e, null::float8, null::int, null::int, null::int
      from (select d, r, k,
          greatest(1, round(${num(measured * 0.25)} * ${zipf(shape.pages)} / k * ${noise}))::int as e
        from ${span}, generate_series(1, ${shape.pages}) as r,
          generate_series(1, ${elements}) as k) s`);
  }
  // The months, as the day's rollup writes them (server/analytics/rollup.ts).
  const { rollUpMonth } = await import("#server/analytics/rollup.ts");
  const first = new Date(`${last}T00:00:00Z`);
  first.setUTCDate(first.getUTCDate() - (days - 1));
  for (
    const d = first;
    d.toISOString().slice(0, 10) <= last;
    d.setUTCMonth(d.getUTCMonth() + 1, 1)
  ) {
    await rollUpMonth(db, d.toISOString().slice(0, 10));
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function run(options: Options | IngestCommand, config: Config): Promise<number> {
  if (options.ingest) {
    const { runIngestBenchmark } = await import("./bench-analytics-ingest.ts");
    await runIngestBenchmark(options);
    return 0;
  }
  const { sql } = await import("drizzle-orm");
  const { trafficReport } = await import("#server/analytics/traffic-report.ts");
  const database = await openServerDatabase(config);
  if (!database) return 1;
  const { db } = database;
  const count = async () =>
    (
      (await db.execute(
        sql`select count(*)::int as n, coalesce(sum(events) filter (where dimension = 'total'
            or dimension like 'vital:%' or dimension = 'goal'), 0)::float8 as events
          from analytics_daily`,
      )) as unknown as { rows: { n: number; events: number }[] }
    ).rows[0]!;
  try {
    const before = await count();
    if (!options.reuse) {
      if (before.n > 0) {
        process.stderr.write(
          `bench:analytics: the database already holds ${before.n} rollup rows: run it on a fresh DATA_DIR, or pass --reuse to measure them.\n`,
        );
        return 1;
      }
      const started = Date.now();
      await seed(db, options);
      process.stdout.write(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
    }
    const seeded = await count();
    process.stdout.write(
      `${database.driver}, ${seeded.n.toLocaleString("en-GB")} rollup rows standing for ${Math.round(seeded.events).toLocaleString("en-GB")} events, ${options.runs} runs each\n`,
    );
    const yesterday = Date.now() - 86_400_000;
    const day = (ago: number) => new Date(yesterday - ago * 86_400_000).toISOString().slice(0, 10);
    const ranges: [string, number][] = [
      ["last 7 days", 7],
      ["last 28 days", 28],
      ["last 90 days", 90],
      ["last 365 days", 365],
    ];
    for (const [name, days] of ranges) {
      const range = { from: day(days - 1), to: day(0) };
      await trafficReport(db, range);
      const times: number[] = [];
      for (let i = 0; i < options.runs; i++) {
        const t = process.hrtime.bigint();
        await trafficReport(db, range);
        times.push(Number(process.hrtime.bigint() - t) / 1e6);
      }
      times.sort((a, b) => a - b);
      process.stdout.write(
        `${name.padEnd(16)} p50 ${percentile(times, 50).toFixed(1).padStart(7)} ms   p95 ${percentile(times, 95).toFixed(1).padStart(7)} ms\n`,
      );
    }
  } finally {
    await database.close();
  }
  return 0;
}

runCli({ name: "bench:analytics", usage, parse, run });
