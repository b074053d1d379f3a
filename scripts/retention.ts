// Deletes what is past its retention period (docs/data-protection.md, "Retention").
//   npm run retention -- [--dry-run] [--leads-months 24] [--sent-mail-days 90] [--unsubscribed-days 30]
//                        [--analytics-days 90] [--analytics-sources-days 400] [--unused-image-days 30]
// Run it daily (cron or a systemd timer). It opens the database the server uses (a running
// server's embedded one through its operator socket), and VACUUMs the tables it deleted from
// so that their space is used again (server/db/reclaim-space.ts).
import type { Config } from "#server/config.ts";
import type { RetentionPeriods } from "#server/leads/retention.ts";
import { openServerDatabase, parseArguments, runCli, UsageError } from "./cli.ts";

const usage = `Usage:
  npm run retention -- [--dry-run] [--leads-months N] [--sent-mail-days N] [--unsubscribed-days N]
                       [--analytics-days N] [--analytics-sources-days N] [--unused-image-days N]

  --leads-months        contact messages and demo requests older than this (default 24)
  --sent-mail-days      mail sent longer ago than this (default 90)
  --unsubscribed-days   addresses unsubscribed longer ago than this (default 30)
  --analytics-days      raw analytics events older than this (default 90; the daily totals stay)
  --analytics-sources-days
                        daily and monthly analytics totals by source, campaign, landing page or
                        page element older than this (default 400; the other totals stay)
  --unused-image-days   uploaded pictures no version of any page names, uploaded longer ago
                        than this (default 30)
  --dry-run             count what would go, delete nothing

Reads DATA_DIR (embedded database, server running or not) or DATABASE_URL, like the server.`;

type Command = {
  periods: RetentionPeriods;
  analyticsDays: number;
  analyticsSourcesDays: number;
  unusedImageDays: number;
  dryRun: boolean;
};

function whole(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < 1 || value > 1200) {
    throw new UsageError(`--${name} must be a whole number from 1 to 1200; got "${raw}".`);
  }
  return value;
}

function parseCommand(argv: string[]): Command | "help" {
  const { values, positionals } = parseArguments(argv, {
    "leads-months": { type: "string" },
    "sent-mail-days": { type: "string" },
    "unsubscribed-days": { type: "string" },
    "analytics-days": { type: "string" },
    "analytics-sources-days": { type: "string" },
    "unused-image-days": { type: "string" },
    "dry-run": { type: "boolean" },
    help: { type: "boolean", short: "h" },
  });
  if (values.help) return "help";
  if (positionals.length > 0) throw new UsageError(`Unexpected argument "${positionals[0]}".`);
  return {
    dryRun: values["dry-run"] ?? false,
    analyticsDays: whole("analytics-days", values["analytics-days"], 90),
    analyticsSourcesDays: whole("analytics-sources-days", values["analytics-sources-days"], 400),
    unusedImageDays: whole("unused-image-days", values["unused-image-days"], 30),
    periods: {
      leadsMonths: whole("leads-months", values["leads-months"], 24),
      sentMailDays: whole("sent-mail-days", values["sent-mail-days"], 90),
      unsubscribedDays: whole("unsubscribed-days", values["unsubscribed-days"], 30),
    },
  };
}

async function run(command: Command, config: Config): Promise<number> {
  const { applyRetention } = await import("#server/leads/retention.ts");
  const { pruneAnalyticsEvents, pruneAnalyticsSources } =
    await import("#server/analytics/rollup.ts");
  const { pruneUnusedImages } = await import("#server/content/unused-images.server.ts");
  const { reclaimSpace } = await import("#server/db/reclaim-space.ts");
  const database = await openServerDatabase(config);
  if (!database) return 1;
  try {
    const pruned = await applyRetention(database.db, command.periods, { dryRun: command.dryRun });
    const events = await pruneAnalyticsEvents(database.db, command.analyticsDays, {
      dryRun: command.dryRun,
    });
    const sources = await pruneAnalyticsSources(database.db, command.analyticsSourcesDays, {
      dryRun: command.dryRun,
    });
    const images = await pruneUnusedImages(database.db, command.unusedImageDays, {
      dryRun: command.dryRun,
    });
    process.stdout.write(
      `${command.dryRun ? "Would delete" : "Deleted"}: ${pruned.contacts} contact message(s), ` +
        `${pruned.demos} demo request(s), ${pruned.subscribers} unsubscribed address(es), ` +
        `${pruned.mails} mail(s) from the outbox, ${events} analytics event(s), ` +
        `${sources} analytics total(s) by source, campaign, landing page or element, ` +
        `${images} unused picture(s).\n`,
    );
    if (!command.dryRun) await reclaimSpace(database.db);
    return 0;
  } finally {
    await database.close();
  }
}

runCli({ name: "retention", usage, parse: parseCommand, run });
