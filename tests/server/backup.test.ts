import { execFile, spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import {
  exited,
  exportLeads,
  hasBuild,
  root,
  startServerProcess,
} from "./support/server-process.ts";
import { seedDataDir, validContact } from "./support/harness.ts";
import { CLI_NODE_FLAGS } from "./support/processes.ts";

// The runbook's PGlite backup (docs/operations.md): a snapshot taken while the real server
// runs and takes submissions restores into a fresh DATA_DIR that a new server serves.
if (!hasBuild) {
  console.warn("backup test skipped: no production build (run `npm run build` first)");
}

const run = promisify(execFile);

function cli(script: string, args: string[], dataDir: string) {
  return run(process.execPath, [...CLI_NODE_FLAGS, script, ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
  });
}

async function failure(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error as { code: number; stderr: string };
  }
  throw new Error("expected the command to fail");
}

async function submit(base: string, n: number) {
  const res = await fetch(`${base}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...validContact, message: `Backed-up message number ${n}.` }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

const exportedIds = async (dataDir: string) =>
  (await exportLeads(dataDir, "contacts")).map((r) => r.id).sort();

describe.skipIf(!hasBuild)("backup and restore of the embedded database", () => {
  const children: ChildProcess[] = [];
  const folders: string[] = [];

  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
    await Promise.all(children.map(exited));
    await Promise.all(folders.map((f) => rm(f, { recursive: true, force: true })));
  });

  const tempDir = async (name: string) => {
    const dir = await mkdtemp(path.join(os.tmpdir(), `nkabom-${name}-`));
    folders.push(dir);
    return dir;
  };

  it("restores a snapshot taken while the server runs into a working server", async () => {
    // Both servers' first start from nothing is not this file's subject: a copy of the run's
    // migrated database (the restored one is the restore's own).
    const live = await seedDataDir();
    folders.push(live);
    const elsewhere = await tempDir("backups");
    const snapshotFile = path.join(elsewhere, "leads.tar.gz");

    const server = await startServerProcess(live, {}, children);
    const before = [await submit(server.base, 1), await submit(server.base, 2)];

    // The backup runs while visitors keep submitting.
    const [backup] = await Promise.all([
      cli("scripts/db.ts", ["backup", snapshotFile], live),
      Promise.all([3, 4, 5].map((n) => submit(server.base, n))),
    ]);
    expect(backup.stdout).toContain("taken by the running server");
    expect(existsSync(snapshotFile)).toBe(true);
    // The server handed its snapshot over and kept nothing half-written behind.
    expect(
      (await readdir(path.join(live, "backups"))).filter((f) => f.includes(".tar.gz")),
    ).toEqual([]);
    expect(server.output.join("")).toContain("database snapshot written");

    // It still serves after the snapshot.
    expect((await fetch(`${server.base}/readyz`)).status).toBe(200);
    const after = await submit(server.base, 6);

    // A fresh DATA_DIR: restore, start a server on it, stop it, ask the CLI.
    const restored = await tempDir("restored");
    const { stdout } = await cli("scripts/db.ts", ["restore", snapshotFile], restored);
    expect(stdout).toContain("Restored");
    const second = await startServerProcess(restored, {}, children);
    expect((await fetch(`${second.base}/readyz`)).status).toBe(200);
    const next = await submit(second.base, 7);
    second.child.kill("SIGTERM");
    expect(await exited(second.child)).toBe(0);

    const ids = await exportedIds(restored);
    // Everything stored before the backup started is there; what came after is not,
    // and the restored database takes new submissions.
    for (const id of [...before, next]) expect(ids).toContain(id);
    expect(ids).not.toContain(after);

    server.child.kill("SIGTERM");
    expect(await exited(server.child)).toBe(0);
  }, 240_000);

  it("backs up a stopped server's database and refuses to restore over a database", async () => {
    const data = await seedDataDir();
    folders.push(data);
    const server = await startServerProcess(data, {}, children);
    const id = await submit(server.base, 1);
    server.child.kill("SIGTERM");
    expect(await exited(server.child)).toBe(0);

    const file = path.join(data, "..", `${path.basename(data)}.tar.gz`);
    folders.push(file);
    const { stdout } = await cli("scripts/db.ts", ["backup", file], data);
    expect(stdout).toContain("taken by this command");

    // A lock held by something that is not a snapshotting server (here a stand-in
    // process): refused, and that process is not signalled (SIGUSR2 would kill it).
    const holder = spawn("sleep", ["120"]);
    children.push(holder);
    await writeFile(path.join(data, "db.lock"), `${holder.pid}\n`);
    const busy = await failure(cli("scripts/db.ts", ["backup", file], data));
    expect(busy.code).toBe(1);
    expect(busy.stderr).toContain(`held by pid ${holder.pid}, which is not a server`);
    expect(holder.exitCode).toBeNull();
    expect(holder.signalCode).toBeNull();
    holder.kill();
    await exited(holder);
    await rm(path.join(data, "db.lock"));

    const refused = await failure(cli("scripts/db.ts", ["restore", file], data));
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("already holds a database");
    expect(await exportedIds(data)).toEqual([id]);

    const restored = await tempDir("restored-stopped");
    await cli("scripts/db.ts", ["restore", file], restored);
    expect(await exportedIds(restored)).toEqual([id]);
  }, 240_000);
});
