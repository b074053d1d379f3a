import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "#server/db/database.ts";
import { fetchLeads } from "#server/leads/export.ts";
import {
  count,
  createPostgresDatabase,
  humanStart,
  startHarness,
  validContact,
  validDemo,
  visitor,
  type Harness,
} from "./support/harness.ts";

// The runbook's PostgreSQL backup (docs/operations.md): pg_dump in the custom format while
// the backend holds its pool open, pg_restore into an empty database, and the server's
// start-up (migrations included) on the restored copy finds every lead and queued mail.
const run = promisify(execFile);

describe("PostgreSQL backup and restore with pg_dump and pg_restore", () => {
  let h: Harness | undefined;
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    await h?.close();
    for (const cleanup of cleanups) await cleanup();
  });

  it("restores a dump taken while the backend runs into a database the server opens", async () => {
    h = await startHarness("postgres", { RATE_LIMIT_MAX: "1000" });
    const submitted = [
      await h.backend.leads.submit(
        "contact",
        { ...validContact, startedAt: humanStart() },
        visitor(),
      ),
      await h.backend.leads.submit("demo", { ...validDemo, startedAt: humanStart() }, visitor()),
      await h.backend.leads.submit(
        "subscribe",
        { email: "reader@example.com", startedAt: humanStart() },
        visitor(),
      ),
    ];
    expect(submitted.map((outcome) => outcome.status)).toEqual([201, 201, 202]);

    const folder = await mkdtemp(path.join(os.tmpdir(), "nkabom-pgdump-"));
    cleanups.push(() => rm(folder, { recursive: true, force: true }));
    const dump = path.join(folder, "nkabom.dump");
    await run("pg_dump", [
      "--format=custom",
      "--no-unlogged-table-data",
      "--file",
      dump,
      h.config.databaseUrl!,
    ]);

    const target = await createPostgresDatabase();
    cleanups.push(() => target.drop());
    await run("pg_restore", ["--no-owner", "--exit-on-error", "--dbname", target.url, dump]);

    const restored = await openDatabase({ dataDir: folder, databaseUrl: target.url });
    try {
      for (const set of ["contacts", "demos", "subscribers"] as const) {
        expect(await fetchLeads(restored.db, set), set).toEqual(await fetchLeads(h.db, set));
      }
      expect(await fetchLeads(restored.db, "contacts")).toHaveLength(1);
      expect(await count(restored.db, "mail_outbox")).toBe(3);
    } finally {
      await restored.close();
    }
  });
});
