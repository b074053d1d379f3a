import { execFile } from "node:child_process";
import { stat } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createEventQueue } from "#server/analytics/event-queue.ts";
import { rollUpDay } from "#server/analytics/rollup.ts";
import { dayOf, visitorIds } from "#server/analytics/visitor-id.ts";
import { publish } from "#server/content/review.server.ts";
import { getEntry, saveDraft } from "#server/content/store.server.ts";
import { openDatabase, type Db } from "#server/db/database.ts";
import { fetchLeads } from "#server/leads/export.ts";
import { inviteStaff, OPERATOR } from "#server/staff/accounts.server.ts";
import { useCleanups } from "./support/cleanups.ts";
import { root } from "./support/server-process.ts";
import {
  createPostgresDatabase,
  humanStart,
  memoryLogger,
  startHarness,
  storages,
  validContact,
  validDemo,
  visitor,
  type Harness,
} from "./support/harness.ts";
import { CLI_NODE_FLAGS } from "./support/processes.ts";

// The restore drill (issue 44, docs/operations.md "Backups"): a database populated through
// the real code paths with every kind of record the site keeps is backed up with the
// runbook's commands and restored into a fresh instance (a new DATA_DIR, a new database),
// where the server's start-up (migrations included) finds every row again. The time each
// step took is printed for the runbook.
const run = promisify(execFile);

/** The tables an operator must get back, each compared row for row. */
const KEPT = [
  "contact_messages",
  "demo_requests",
  "subscribers",
  "mail_outbox",
  "content_versions",
  "audit_log",
  "staff_accounts",
  "analytics_events",
  "analytics_daily",
  "analytics_monthly",
] as const;

/** Leads of each form; enough that the drill's timings mean something. */
const LEADS_PER_FORM = 40;

/** Every row of every kept table, as canonical JSON, in a stable order. */
async function everything(db: Db): Promise<Record<string, string[]>> {
  const tables: Record<string, string[]> = {};
  for (const table of KEPT) {
    const result = (await db.execute(
      sql.raw(`select to_jsonb(t)::text as row from ${table} t order by 1`),
    )) as { rows: { row: string }[] };
    tables[table] = result.rows.map((r) => r.row);
  }
  return tables;
}

/** Leads, subscribers, a publication, staff and their audit rows, a day of analytics. */
async function populate(h: Harness) {
  for (let n = 0; n < LEADS_PER_FORM; n++) {
    const outcomes = await Promise.all([
      h.backend.leads.submit(
        "contact",
        { ...validContact, message: `Restore drill message ${n}.`, startedAt: humanStart() },
        visitor(),
      ),
      h.backend.leads.submit(
        "demo",
        { ...validDemo, email: `demo${n}@example.com`, startedAt: humanStart() },
        visitor(),
      ),
      h.backend.leads.submit(
        "subscribe",
        { email: `reader${n}@example.com`, startedAt: humanStart() },
        visitor(),
      ),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual([201, 201, 202]);
  }

  const { account } = await inviteStaff(h.db, {
    email: "drill-editor@nkabompay.test",
    roles: ["marketing"],
    siteUrl: "https://site.test",
    actor: OPERATOR,
  });
  const actor = { id: account.id, email: account.email };
  const entry = (await getEntry(h.db, "pageMeta", "/about-us"))!;
  const saved = await saveDraft(h.db, {
    type: "pageMeta",
    id: "/about-us",
    data: { ...(entry.published.data as Record<string, unknown>), title: "Restored title" },
    baseVersion: entry.newestVersion,
    author: actor,
  });
  if (!saved.ok) throw new Error("the draft was refused");
  expect(
    (
      await publish(h.db, {
        ...{ type: "pageMeta", id: "/about-us" },
        version: saved.version,
        actor,
      })
    ).ok,
  ).toBe(true);

  const queue = createEventQueue(h.db, visitorIds(h.db), memoryLogger().logger);
  for (let n = 0; n < 50; n++) {
    queue.push({
      at: new Date(),
      event: {
        type: "pageview",
        path: n % 2 ? "/about-us" : "/",
        device: "mobile",
        viewport: "sm",
      } as never,
      address: `198.51.100.${n}`,
      userAgent: "Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0",
    });
  }
  await queue.close();
  expect(queue.stats().written).toBe(50);
  await rollUpDay(h.db, dayOf(new Date()));

  const rows = await everything(h.db);
  // Nothing is compared vacuously: every kind of record is there to be lost.
  for (const table of KEPT) expect(rows[table]!.length, table).toBeGreaterThan(0);
  return rows;
}

const timed = async <T>(step: () => Promise<T>): Promise<[T, number]> => {
  const started = performance.now();
  const result = await step();
  return [result, Math.round(performance.now() - started)];
};

const kilobytes = async (file: string) => Math.round((await stat(file)).size / 1024);

describe.each(storages)("the restore drill on $name", ({ kind }) => {
  const { cleanups, tempDir } = useCleanups();

  it("backs up a populated database with the runbook's commands and restores every record into a fresh instance", async () => {
    const h = await startHarness(kind, { RATE_LIMIT_MAX: "1000" });
    cleanups.push(() => h.close());
    const before = await populate(h);
    const leads = await fetchLeads(h.db, "contacts");
    const folder = await tempDir("drill");

    let restored;
    let timings;
    if (kind === "postgres") {
      // Taken while the backend holds its pool open, as in production.
      const dump = path.join(folder, "nkabom.dump");
      const [, backupMs] = await timed(() =>
        run("pg_dump", [
          "--format=custom",
          "--no-unlogged-table-data",
          "--file",
          dump,
          h.config.databaseUrl!,
        ]),
      );
      const target = await createPostgresDatabase();
      cleanups.push(() => target.drop());
      const [, restoreMs] = await timed(() =>
        run("pg_restore", ["--clean", "--if-exists", "--no-owner", "--dbname", target.url, dump]),
      );
      restored = await openDatabase({ dataDir: folder, databaseUrl: target.url });
      timings = { backupMs, restoreMs, backupKB: await kilobytes(dump) };
    } else {
      // Stopped, as for a deploy (tests/server/backup.test.ts takes one from a running server).
      await h.backend.close();
      const file = path.join(folder, "nkabom.tar.gz");
      const cli = (dataDir: string, ...args: string[]) =>
        run(process.execPath, [...CLI_NODE_FLAGS, "scripts/db.ts", ...args], {
          cwd: root,
          env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
        });
      const [, backupMs] = await timed(() => cli(h.dataDir, "backup", file));
      const fresh = await tempDir("restored");
      const [, restoreMs] = await timed(() => cli(fresh, "restore", file));
      restored = await openDatabase({ dataDir: fresh });
      timings = { backupMs, restoreMs, backupKB: await kilobytes(file) };
    }
    try {
      const after = await everything(restored.db);
      for (const table of KEPT) expect(after[table], table).toEqual(before[table]);
      expect(await fetchLeads(restored.db, "contacts")).toEqual(leads);
      const rows = Object.values(before).reduce((n, table) => n + table.length, 0);
      console.log(`restore drill on ${kind}: ${rows} rows, ${JSON.stringify(timings)}`);
    } finally {
      await restored.close();
    }
  });
});
