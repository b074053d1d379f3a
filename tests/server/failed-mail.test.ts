import { execFile } from "node:child_process";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox } from "#server/db/schema.ts";
import { listFailedMail, requeueFailedMail } from "#server/outbox/failed-mail.ts";
import { root } from "./support/server-process.ts";
import { humanStart, storages, useHarness, validContact, visitor } from "./support/harness.ts";
import { CLI_NODE_FLAGS } from "./support/processes.ts";

const run = promisify(execFile);

// The runbook's "Failed mail": what the outbox gave up on is listed and, once requeued,
// delivered by the worker's next pass.
describe.each(storages)("failed mail on $name", ({ kind }) => {
  const h = useHarness(kind);

  it("lists mail that failed for good and delivers it once requeued", async () => {
    const outcome = await h.backend.leads.submit(
      "contact",
      { ...validContact, startedAt: humanStart() },
      visitor(),
    );
    expect(outcome.status).toBe(201);
    // What the worker leaves after its tenth failed attempt.
    await h.db
      .update(mailOutbox)
      .set({ status: "failed", attempts: 10, lastError: "connect ECONNREFUSED 10.0.0.1:587" });

    const failed = await listFailedMail(h.db);
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ kind: "team-contact", attempts: 10 });
    expect(failed[0]!.lastError).toContain("ECONNREFUSED");
    expect((await h.backend.outbox.runOnce()).sent).toBe(0);

    expect(await requeueFailedMail(h.db, ["00000000-0000-4000-8000-000000000000"])).toBe(0);
    expect(await requeueFailedMail(h.db)).toBe(1);
    expect(await listFailedMail(h.db)).toEqual([]);
    expect((await h.backend.outbox.runOnce()).sent).toBe(1);
    const [row] = await h.db.select().from(mailOutbox).where(eq(mailOutbox.id, failed[0]!.id));
    expect(row).toMatchObject({ status: "sent", attempts: 1 });
    expect(await readdir(path.join(h.dataDir, "mail"))).toHaveLength(1);
  });
});

describe("npm run mail", () => {
  const mail = (args: string[]) =>
    run(process.execPath, [...CLI_NODE_FLAGS, "scripts/mail.ts", ...args], {
      cwd: root,
      env: { ...process.env, DATA_DIR: "/nonexistent", DATABASE_URL: "" },
    }).catch((error: { code: number; stderr: string }) => error);

  it("answers bad arguments with the usage and exit code 2, before opening anything", async () => {
    for (const args of [
      [],
      ["resend"],
      ["retry", "--id", "12; drop table x"],
      ["failed", "--format", "csv"],
    ]) {
      const result = (await mail(args)) as { code?: number; stderr: string };
      expect(result.code, args.join(" ")).toBe(2);
      expect(result.stderr).toContain("npm run mail -- retry");
    }
  });
});
