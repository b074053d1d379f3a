import { execFile } from "node:child_process";
import { rm } from "node:fs/promises";
import { promisify } from "node:util";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "#server/db/database.ts";
import { auditLog, webhookDeliveries, webhookEndpoints } from "#server/db/schema.ts";
import { seedDataDir, startHarness, type Harness } from "./support/harness.ts";
import { root } from "./support/server-process.ts";
import { CLI_NODE_FLAGS } from "./support/processes.ts";

const run = promisify(execFile);

describe("npm run webhooks: bad input", () => {
  let dataDir = "";
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  async function cli(args: string[], env: Record<string, string> = {}) {
    // A copy of the migrated template: a first start of the embedded database is slow.
    dataDir ||= await seedDataDir();
    return run(process.execPath, [...CLI_NODE_FLAGS, "scripts/webhooks.ts", ...args], {
      cwd: root,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        WEBHOOK_ALLOW_PRIVATE: "",
        ...env,
      },
    }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
  }

  it.each([
    [[], /Name a command/],
    [["add", "--events", "contact.created"], /add needs --url/],
    [["add", "--url", "https://crm.example/x"], /add needs --events/],
    [["disable", "--id", "42"], /--id must be an endpoint id/],
    [["redeliver"], /--delivery must be a delivery id/],
    [["list", "--format", "xml"], /--format must be table or json/],
  ])("%j answers with the usage and exit code 2", async (args, message) => {
    const result = await cli(args as string[]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(message);
    expect(result.stderr).toContain("Usage:");
  });

  it("refuses unknown events, http:// and private targets, storing nothing", async () => {
    const events = await cli(["add", "--url", "https://crm.example/x", "--events", "lead.stolen"]);
    expect(events.code).toBe(2);
    expect(events.stderr).toMatch(/unknown event "lead.stolen"/);
    for (const url of ["http://crm.example/x", "https://169.254.169.254/", "https://[::1]/x"]) {
      const refused = await cli(["add", "--url", url, "--events", "contact.created"]);
      expect(refused.code, url).toBe(2);
      expect(refused.stderr).toMatch(/refused|private, loopback/);
    }
    for (const url of ["https://crm.example/x\r\nX-Injected: 1", "https://crm.example/\tx"]) {
      const refused = await cli(["add", "--url", url, "--events", "contact.created"]);
      expect(refused.code, JSON.stringify(url)).toBe(2);
      expect(refused.stderr).toMatch(/line break or another control character/);
    }
    const listed = await cli(["list"]);
    expect(listed.stdout).toContain("(0 endpoints)");
    const bad = await cli(["list"], { WEBHOOK_ALLOW_PRIVATE: "yes" });
    expect(bad.code).toBe(78);
    expect(bad.stderr).toContain("WEBHOOK_ALLOW_PRIVATE");
  }, 180_000);
});

describe("npm run webhooks: every change is in the audit log", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness("pglite");
    await h.backend.close(); // The CLI opens the embedded database itself.
  });
  afterAll(async () => {
    await h?.close().catch(() => {});
  });

  const webhooks = (...args: string[]) =>
    run(process.execPath, [...CLI_NODE_FLAGS, "scripts/webhooks.ts", ...args], {
      cwd: root,
      env: {
        ...process.env,
        DATA_DIR: h.dataDir,
        DATABASE_URL: "",
        WEBHOOK_ALLOW_PRIVATE: "",
      },
    });

  /** Opens the CLI's database between runs (one process at a time holds it). */
  async function withDb<T>(
    work: (db: Awaited<ReturnType<typeof openDatabase>>["db"]) => Promise<T>,
  ) {
    const database = await openDatabase({ dataDir: h.dataDir });
    try {
      return await work(database.db);
    } finally {
      await database.close();
    }
  }

  it("add, rotate, disable, enable and redeliver each write an operator's row", async () => {
    const added = await webhooks(
      "add",
      "--url",
      "https://crm.example/hook",
      "--events",
      "contact.created",
    );
    const id = /^id\s+([0-9a-f-]{36})$/m.exec(added.stdout)![1]!;
    await webhooks("rotate", "--id", id);
    const delivery = await withDb(async (db) => {
      const [row] = await db
        .insert(webhookDeliveries)
        .values({ endpointId: id, eventType: "contact.created", payload: "{}", status: "failed" })
        .returning({ id: webhookDeliveries.id });
      return row!.id;
    });
    await webhooks("redeliver", "--delivery", delivery);
    await webhooks("disable", "--id", id);
    await webhooks("enable", "--id", id);
    const rows = await withDb((db) =>
      db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.target, `webhook:${id}`), eq(auditLog.actorEmail, "operator (CLI)")))
        .orderBy(auditLog.at),
    );
    expect(rows.map((r) => r.action)).toEqual([
      "webhook-added",
      "webhook-secret-rotated",
      "webhook-redelivered",
      "webhook-disabled",
      "webhook-enabled",
    ]);
    // Never a secret in the log.
    for (const row of rows) expect(JSON.stringify(row.detail)).not.toMatch(/whsec_/);
    const [endpoint] = await withDb((db) =>
      db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)),
    );
    expect(endpoint).toMatchObject({ status: "active", disabledReason: null });
    // Six CLI processes and three opens: slow to start on the shared machine.
  }, 300_000);
});
