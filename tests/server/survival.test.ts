import type { ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "#server/db/database.ts";
import { mailOutbox } from "#server/db/schema.ts";
import { seedDataDir, validContact } from "./support/harness.ts";
import {
  exited,
  exportLeads,
  hasBuild,
  startServerProcess,
  waitFor,
} from "./support/server-process.ts";

// The real server process, killed without warning between storing a message and mailing
// it. Needs the production build (`npm run build`); without it this file is skipped.
if (!hasBuild) {
  console.warn("survival test skipped: no production build (run `npm run build` first)");
}

describe.skipIf(!hasBuild)("data survival across a crash", () => {
  const children: ChildProcess[] = [];
  let dataDir = "";

  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
    await Promise.all(children.map(exited));
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const startServer = (outboxIntervalMs: number) =>
    startServerProcess(dataDir, { OUTBOX_INTERVAL_MS: String(outboxIntervalMs) }, children);

  const mailFiles = async () =>
    (await readdir(path.join(dataDir, "mail")).catch(() => [] as string[])).filter((f) =>
      f.endsWith(".eml"),
    );

  it("keeps a stored message through SIGKILL and mails it after the restart", async () => {
    dataDir = await seedDataDir();

    // 1. The worker would first look in ten minutes: the kill comes long before.
    const first = await startServer(600_000);
    const res = await fetch(`${first.base}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...validContact, message: "Survives a crash, please." }),
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    first.child.kill("SIGKILL");
    await exited(first.child);
    expect(await mailFiles()).toEqual([]);
    const salt = await readFile(path.join(dataDir, "ip-hash-salt"), "utf8");

    // 2. Restarted with a quick worker: the queued notification goes out.
    const second = await startServer(200);
    const [file] = await waitFor("the .eml file", async () => {
      const files = await mailFiles();
      return files.length > 0 ? files : undefined;
    });
    const raw = await readFile(path.join(dataDir, "mail", file!), "utf8");
    expect(raw).toContain(validContact.email);
    expect(raw).toContain("Survives a crash, please.");
    expect(await readFile(path.join(dataDir, "ip-hash-salt"), "utf8")).toBe(salt);

    second.child.kill("SIGTERM");
    expect(await exited(second.child)).toBe(0);

    // 3. The operator CLI sees the stored message.
    const rows = await exportLeads(dataDir, "contacts");
    expect(rows.map((r) => r.id)).toEqual([id]);
    expect(await mailFiles()).toHaveLength(1);
  }, 240_000);

  it("takes back a delivery cut off by SIGKILL at once, and removes the partial .eml", async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    dataDir = await seedDataDir();
    const first = await startServer(600_000);
    const res = await fetch(`${first.base}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...validContact, message: "Cut off mid-delivery." }),
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    first.child.kill("SIGKILL");
    await exited(first.child);

    // What the dead worker left: its row claimed under a 15-minute lease, half a file.
    const database = await openDatabase({ dataDir });
    await database.db
      .update(mailOutbox)
      .set({ status: "sending", attempts: 1, lockedUntil: new Date(Date.now() + 15 * 60_000) })
      .where(eq(mailOutbox.leadId, id));
    await database.close();
    await mkdir(path.join(dataDir, "mail"), { recursive: true });
    const partial = path.join(dataDir, "mail", `20260101T000000-${id}.eml.partial`);
    await writeFile(partial, "From: half a message\r\n");

    // Restarted: delivered within seconds, not after the lease; the fragment is gone.
    const second = await startServer(200);
    const [file] = await waitFor(
      "the .eml file",
      async () => {
        const files = await mailFiles();
        return files.length > 0 ? files : undefined;
      },
      30_000,
    );
    expect(await readFile(path.join(dataDir, "mail", file!), "utf8")).toContain(validContact.email);
    expect(existsSync(partial)).toBe(false);
    expect(second.output.join("")).toContain("queued again");
    second.child.kill("SIGTERM");
    expect(await exited(second.child)).toBe(0);
  }, 240_000);
});
