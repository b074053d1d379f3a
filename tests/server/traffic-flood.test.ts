import { spawn } from "node:child_process";
import { once } from "node:events";
import path from "node:path";
import { sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { KEYS_PER_DAY, OTHER } from "#server/analytics/dimensions.ts";
import { rollUpDay } from "#server/analytics/rollup.ts";
import { startHarness, storages, type Harness } from "./support/harness.ts";

const child = path.resolve(import.meta.dirname, "support/traffic-report-child.ts");

/** What POST /api/events takes from one address in a day: 120 events a minute (endpoint.ts). */
const EVENTS_PER_ADDRESS_AND_DAY = 120 * 60 * 24;

/** The production server's heap (package.json "start", docs/operations.md "Memory"). */
const PRODUCTION_HEAP = "--max-old-space-size=192";

type Report = { range: string; pages: [string, number][]; sources: [string, number][] } & {
  campaigns: [string, number][];
};

/** The Traffic screen's reader in a process with the production heap, on the harness's database. */
async function readUnderProductionHeap(h: Harness, ranges: string[]) {
  // The embedded database is one process's at a time: the child opens it once we let go.
  if (h.backend.database.driver === "pglite") await h.backend.close();
  const proc = spawn(process.execPath, [PRODUCTION_HEAP, child, h.dataDir, ...ranges], {
    env: { ...process.env, DATABASE_URL: h.config.databaseUrl ?? "" },
  });
  let stdout = "";
  let stderr = "";
  proc.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  proc.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const [code] = (await once(proc, "exit")) as [number | null];
  return {
    code,
    stderr: stderr.slice(-2_000),
    reports: code === 0 ? (JSON.parse(stdout) as Report[]) : [],
  };
}

// Issue 40, F3: one address at the endpoint's limit for a day, a page view with a source and
// a campaign of its own every half second, at the schema's 100 characters, changing its user
// agent (so its visitor id) every ten beacons. The day's rollup kept a row per value and
// opening Traffic read every row of the range into the process: with two such days the
// server died of heap exhaustion. Now a day keeps KEYS_PER_DAY keys per dimension and one
// "(other)" row (and a visitor counts for KEYS_PER_VISITOR), and the reader sorts and cuts
// in SQL.
describe.each(storages)("Traffic after a flood of sources and campaigns, on $name", ({ kind }) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind);
  });
  afterAll(() => h?.close());

  const rows = async <T>(query: SQL) =>
    ((await h.db.execute(query)) as unknown as { rows: T[] }).rows;

  it("keeps the day's keys bounded, and the screen opens under the production heap", async () => {
    const day = "2026-03-10";
    const value = (prefix: string) => sql`left(${prefix} || repeat(md5(i::text), 4), 100)`;
    await h.db.execute(sql`insert into analytics_events
        (at, kind, path, visitor, utm_source, utm_campaign, device, viewport)
      select ${day}::timestamptz + i * interval '500 milliseconds', 'pageview', '/',
        'flood-' || (i / 10), ${value("s")}, ${value("c")}, 'desktop', 'xl'
      from generate_series(0, ${EVENTS_PER_ADDRESS_AND_DAY - 1}) as i`);
    // The day's real visitors: forty came through the spring campaign's link.
    await h.db.execute(sql`insert into analytics_events
        (at, kind, path, visitor, utm_source, utm_campaign, device, viewport)
      select ${day}::timestamptz + i * interval '1 minute', 'pageview', '/pricing',
        'real-' || i, 'newsletter', 'spring-launch', 'mobile', 'sm'
      from generate_series(1, 40) as i`);
    await rollUpDay(h.db, day);

    // At most KEYS_PER_DAY keys and "(other)" per dimension, in the day and in its month,
    // and every page view still counted.
    for (const table of ["analytics_daily", "analytics_monthly"]) {
      const stored = await rows<{ dimension: string; n: number; events: number }>(
        sql`select dimension, count(*)::int as n, sum(events)::int as events
          from ${sql.raw(table)} where dimension in ('source', 'campaign')
          group by 1 order by 1`,
      );
      expect(stored, table).toEqual([
        { dimension: "campaign", n: KEYS_PER_DAY + 1, events: EVENTS_PER_ADDRESS_AND_DAY + 40 },
        { dimension: "source", n: KEYS_PER_DAY + 1, events: EVENTS_PER_ADDRESS_AND_DAY + 40 },
      ]);
    }

    const { code, stderr, reports } = await readUnderProductionHeap(h, [
      `${day}..${day}`, // the day, from analytics_daily
      "2026-03-01..2026-03-31", // its month, from analytics_monthly
    ]);
    expect(code, stderr).toBe(0);
    for (const report of reports) {
      expect(report.pages).toEqual([
        ["/", EVENTS_PER_ADDRESS_AND_DAY / 10],
        ["/pricing", 40],
      ]);
      // The flood is one "(other)" row; the campaign's forty visitors still rank.
      for (const ranked of [report.sources, report.campaigns]) {
        expect(ranked).toHaveLength(10);
        expect(ranked[0]![0]).toBe(OTHER);
      }
      expect(report.sources[1]).toEqual(["newsletter", 40]);
      expect(report.campaigns[1]).toEqual(["spring-launch", 40]);
    }
  }, 600_000);
});
