import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { pruneAnalyticsEvents } from "#server/analytics/rollup.ts";
import { reclaimSpace } from "#server/db/reclaim-space.ts";
import { storages, useHarness } from "./support/harness.ts";

// Issue 51, N6: the embedded database runs no autovacuum, so a table kept all the space of
// the rows retention deleted and grew by every row it was ever given. After retention's
// VACUUM (npm run retention does it after its deletes), new rows take the deleted ones' space.
describe.each(storages)("space after retention on $name", ({ kind }) => {
  const h = useHarness(kind);

  const addEvents = (count: number, at: string) =>
    h.db.execute(sql`insert into analytics_events (at, kind, path, visitor, device)
      select ${at}::timestamptz, 'pageview', '/about-us', 'visitor-' || n, 'mobile'
      from generate_series(1, ${count}) as n`);
  const tableBytes = async () =>
    (
      (await h.db.execute(
        sql`select pg_table_size('analytics_events')::float8 as bytes`,
      )) as unknown as { rows: { bytes: number }[] }
    ).rows[0]!.bytes;

  it("new events take the space of the old ones retention deleted", async () => {
    await addEvents(20_000, "2020-01-01T00:00:00Z");
    const full = await tableBytes();
    expect(await pruneAnalyticsEvents(h.db, 90)).toBe(20_000);
    await reclaimSpace(h.db);
    await addEvents(20_000, new Date().toISOString());
    // Without the VACUUM the table held both sets of rows' space (twice `full`).
    expect(await tableBytes()).toBeLessThan(full * 1.2);
  });
});
