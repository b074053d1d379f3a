import { chownSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "#scripts/built-server.ts";
import { findBinDir, postgresRunner } from "#tests/server/support/postgres-cluster.ts";

/**
 * A PostgreSQL cluster of the test's own, for tests that restart or starve it (the shared
 * cluster of the run must stay up for the others).
 */
export interface OwnCluster {
  url: string;
  /** Where the cluster's folders live (owned by the server's user). */
  root: string;
  owner: { uid: number; gid: number } | null;
  /** `pg_ctl restart` in a mode: `fast` ends sessions with 57P01, `immediate` as a crash. */
  restart(mode: "fast" | "immediate"): Promise<unknown>;
  psql(sqlText: string): string;
  /** Stops the cluster; `beforeRemove` runs between the stop and removing its folders. */
  destroy(beforeRemove?: () => void): void;
}

export async function ownCluster(): Promise<OwnCluster> {
  const binDir = findBinDir();
  const runner = binDir ? postgresRunner(binDir) : null;
  // The run's global setup (postgres-cluster.ts) has already stopped it with the fix.
  if (!runner) throw new Error("PostgreSQL's server binaries (or the postgres user) are missing");
  const { owner, run, runAsync } = runner;
  const root = mkdtempSync(path.join(os.tmpdir(), "nkabom-own-pg-"));
  if (owner) chownSync(root, owner.uid, owner.gid);
  const dataDir = path.join(root, "data");
  const port = await freePort();
  const options = `-h 127.0.0.1 -p ${port} -k ${root} -c fsync=off -c max_connections=100`;
  const ctl = (...args: string[]) =>
    run("pg_ctl", ["-D", dataDir, "-l", path.join(root, "server.log"), "-w", "-t", "60", ...args]);
  run("initdb", ["-D", dataDir, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"]);
  ctl("-o", options, "start");
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    root,
    owner,
    // Without blocking: the test's clients go on submitting while the server is down.
    restart: (mode) =>
      runAsync("pg_ctl", [
        ...["-D", dataDir, "-l", path.join(root, "server.log"), "-w", "-t", "60"],
        ...["-o", options, "-m", mode, "restart"],
      ]),
    psql: (sqlText) =>
      run("psql", ["-h", "127.0.0.1", "-p", String(port), "-U", "postgres", "-Atc", sqlText]),
    destroy(beforeRemove) {
      try {
        ctl("-m", "immediate", "stop");
        beforeRemove?.();
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    },
  };
}
