// Staff console benchmark (issue 19): p50/p95 of the inbox, a filtered inbox, a search and
// a lead page, and the peak RSS growth of the streamed subscriber CSV export. Run it on a
// database filled by `npm run seed:leads -- --count 1000000`:
//   DATA_DIR=/tmp/bench npm run bench:console            (PGlite)
//   DATABASE_URL=postgres://… npm run bench:console      (PostgreSQL)
// `-- --smoke` measures each case once (npm test runs it on a few seeded leads).
import { Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { Config } from "#server/config.ts";
import { openServerDatabase, parseArguments, runCli } from "./cli.ts";

const usage = `Usage:
  npm run bench:console [-- --runs 30] [--cases <regex>] [--smoke]

  --cases  only the measurements whose name matches (e.g. "inbox|lead page")
  --smoke  one run of each case: checks the benchmark works, its figures mean nothing`;

interface Options {
  runs: number;
  cases: RegExp;
}

function parse(argv: string[]): Options | "help" {
  const { values } = parseArguments(argv, {
    runs: { type: "string" },
    cases: { type: "string" },
    smoke: { type: "boolean" },
    help: { type: "boolean", short: "h" },
  });
  if (values.help) return "help";
  return {
    runs: values.smoke ? 1 : Math.max(5, Number(values.runs ?? 30) || 30),
    cases: new RegExp(values.cases ?? "."),
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function run({ runs, cases: wanted }: Options, config: Config): Promise<number> {
  const { sql } = await import("drizzle-orm");
  const { inboxPage } = await import("#server/staff/lead-inbox.server.ts");
  const { findLead, leadHistory } = await import("#server/staff/lead-work.server.ts");
  const { confirmedSubscribersCsv } = await import("#server/staff/subscriber-list.server.ts");
  const database = await openServerDatabase(config);
  if (!database) return 1;
  const { db } = database;
  try {
    const counted = (await db.execute(
      sql`select (select count(*) from contact_messages)::int + (select count(*) from demo_requests)::int as n`,
    )) as unknown as { rows: { n: number }[] };
    const first = await inboxPage(db, {});
    const sample = first.rows[0];
    if (!sample) throw new Error("no leads: run npm run seed:leads first");
    const localPart = sample.email.split("@")[0]!;
    const cases: [string, () => Promise<unknown>][] = [
      ["inbox, first page", () => inboxPage(db, {})],
      ["inbox, second page", () => inboxPage(db, {}, first.next)],
      [
        "filtered: demo, banking, new",
        () => inboxPage(db, { kind: "demo", product: "banking", status: "new" }),
      ],
      [
        "filtered: unassigned, last 30 days",
        () => inboxPage(db, { assignee: "none", from: new Date(Date.now() - 30 * 86_400_000) }),
      ],
      // Attribution filters (docs/decisions/028): a frequent source, and a campaign that
      // one lead in a thousand came from.
      ["filtered: source google", () => inboxPage(db, { source: "www.google.com" })],
      ["filtered: a rare campaign", () => inboxPage(db, { campaign: "nov-radio" })],
      ["filtered: a rare source", () => inboxPage(db, { source: "radio-ad" })],
      ["search: a whole e-mail address", () => inboxPage(db, { search: sample.email })],
      // A rare prefix: the walk over the newest leads finds too few, the index answers.
      ["search: part of an e-mail address", () => inboxPage(db, { search: localPart })],
      ["search: a company", () => inboxPage(db, { search: "Volta Pensions 42" })],
      // 1 contact message in 40, too few among the newest 500: the last 30 days by index.
      ["search: a name", () => inboxPage(db, { search: "Kofi Boateng" })],
      ["search: a frequent word", () => inboxPage(db, { search: "mensah" })],
      ["search: a word of no lead", () => inboxPage(db, { search: "Zanzibar" })],
      [
        "lead page",
        async () => {
          await findLead(db, sample.kind, sample.id);
          await leadHistory(db, sample.kind, sample.id);
        },
      ],
    ];
    process.stdout.write(
      `${database.driver}, ${counted.rows[0]!.n.toLocaleString("en-GB")} leads, ${runs} runs each\n`,
    );
    for (const [name, fn] of cases.filter(([name]) => wanted.test(name))) {
      await fn();
      const times: number[] = [];
      for (let i = 0; i < runs; i++) {
        const t = process.hrtime.bigint();
        await fn();
        times.push(Number(process.hrtime.bigint() - t) / 1e6);
      }
      times.sort((a, b) => a - b);
      process.stdout.write(
        `${name.padEnd(36)} p50 ${percentile(times, 50).toFixed(1).padStart(7)} ms   p95 ${percentile(times, 95).toFixed(1).padStart(7)} ms\n`,
      );
    }
    // The export streams: peak RSS over the run minus RSS before it.
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    let rows = 0;
    let bytes = 0;
    const started = Date.now();
    await pipeline(
      confirmedSubscribersCsv(db, (n) => (rows = n)),
      new Writable({
        write(chunk: Buffer, _enc, done) {
          bytes += chunk.length;
          done();
        },
      }),
    );
    clearInterval(timer);
    process.stdout.write(
      `CSV export: ${rows.toLocaleString("en-GB")} rows, ${(bytes / 1e6).toFixed(1)} MB in ${((Date.now() - started) / 1000).toFixed(1)} s, peak RSS growth ${((peak - before) / 1e6).toFixed(1)} MB\n`,
    );
  } finally {
    await database.close();
  }
  return 0;
}

runCli({ name: "bench:console", usage, parse, run });
