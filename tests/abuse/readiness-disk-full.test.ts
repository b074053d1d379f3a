import { execFileSync } from "node:child_process";
import { chownSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadTables } from "#server/db/schema.ts";
import { validContact } from "../server/support/harness.ts";
import { waitFor } from "../server/support/processes.ts";
import { hasBuild, send, startServer, type RunningServer } from "./support/built-server.ts";
import { ownCluster, type OwnCluster } from "./support/own-postgres.ts";

// A full disk, for real: the app's tables moved to a tablespace on a 2 MB tmpfs, which a
// filler file then fills. PostgreSQL still answers `select 1`, and every insert fails with
// SQLSTATE 53100 ("could not extend file … No space left on device"). /readyz used to say
// ready all along. Needs the right to mount a tmpfs (root in CI); skipped otherwise.
const TABLES = [...leadTables, "mail_outbox", "rate_limits", "idempotency_keys"];

describe.skipIf(!hasBuild)("readiness on a full disk", () => {
  let cluster: OwnCluster | null = null;
  let server: RunningServer | undefined;
  let skipReason = "";
  let disk = "";
  let mounted = false;
  beforeAll(async () => {
    cluster = await ownCluster();
    disk = path.join(cluster.root, "small-disk");
    mkdirSync(disk);
    const owner = cluster.owner ? `,uid=${cluster.owner.uid},gid=${cluster.owner.gid}` : "";
    try {
      execFileSync("mount", ["-t", "tmpfs", "-o", `size=2m,mode=0700${owner}`, "tmpfs", disk], {
        stdio: "pipe",
      });
      mounted = true;
    } catch {
      return void (skipReason = "cannot mount a tmpfs here (needs root)");
    }
    const tablespace = path.join(disk, "ts");
    mkdirSync(tablespace);
    if (cluster.owner) chownSync(tablespace, cluster.owner.uid, cluster.owner.gid);
    server = await startServer({
      DATABASE_URL: cluster.url,
      IP_HASH_SALT: "disk-full-test-salt",
      RATE_LIMIT_MAX: "100000",
    });
    cluster.psql(`create tablespace small location '${tablespace}'`);
    for (const table of TABLES) cluster.psql(`alter table ${table} set tablespace small`);
  });
  afterAll(async () => {
    await server?.stop();
    cluster?.destroy(() => {
      if (mounted) execFileSync("umount", [disk]);
    });
  });

  const submit = () =>
    send(`${server!.base}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(validContact),
    });
  const readyz = async () => (await send(`${server!.base}/readyz`)).status;

  it("is unready while no write can succeed, and ready again once one can", async (context) => {
    if (!server) return context.skip(skipReason);
    expect(await readyz()).toBe(200);
    const filler = path.join(disk, "filler");
    try {
      writeFileSync(filler, Buffer.alloc(4 * 1024 * 1024));
    } catch (error) {
      expect((error as NodeJS.ErrnoException).code).toBe("ENOSPC");
    }
    // A submission is told to come back later (no 500), and the instance leaves the pool.
    const refused = await submit();
    expect(refused.status).toBe(503);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    await waitFor("/readyz to say unavailable", async () =>
      (await readyz()) === 503 ? true : undefined,
    );
    expect((await send(`${server.base}/healthz`)).status).toBe(200);
    expect(server.output.join("")).toContain('"code":"53100"');

    rmSync(filler);
    await waitFor("/readyz to say ready", async () =>
      (await readyz()) === 200 ? true : undefined,
    );
    expect((await submit()).status).toBe(201);
    expect(server.alive()).toBe(true);
  });
});
