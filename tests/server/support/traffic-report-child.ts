// The Traffic screen's reader in a process of its own, for tests/server/traffic-flood.test.ts,
// which starts it with the production heap limit (--max-old-space-size=192): it opens the
// database of DATABASE_URL, else the embedded one of the DATA_DIR given, reads each range
// (`from..to`) with trafficReport and prints what the screen would show as one JSON line.
import { trafficReport } from "#server/analytics/traffic-report.ts";
import { openDatabase } from "#server/db/database.ts";

const [dataDir, ...ranges] = process.argv.slice(2);
const database = await openDatabase({ dataDir: dataDir!, databaseUrl: process.env.DATABASE_URL });
try {
  const reports = [];
  for (const range of ranges) {
    const [from, to] = range.split("..") as [string, string];
    const report = await trafficReport(database.db, { from, to });
    const figures = (rows: { key: string; visitors: number }[]) =>
      rows.map((r) => [r.key, r.visitors]);
    reports.push({
      range,
      pages: figures(report.pages),
      sources: figures(report.sources),
      campaigns: figures(report.campaigns),
    });
  }
  process.stdout.write(`${JSON.stringify(reports)}\n`);
} finally {
  await database.close();
}
