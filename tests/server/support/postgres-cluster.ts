import { execFile, execFileSync, spawnSync } from "node:child_process";
import { chownSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { TestProject } from "vitest/node";
import { freePort } from "#scripts/built-server.ts";
import { findPostgresBin } from "#scripts/postgres-bin.ts";

/**
 * Global setup: a throwaway PostgreSQL cluster on a loopback port in a temp folder, for
 * the storage tests' PostgreSQL variant. Missing server binaries fail the run with the
 * command that installs them (npm test's first step, scripts/test-prerequisites.ts, installs
 * or asks for them before): the PostgreSQL variant never skips quietly.
 */

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

/** PG_BIN, Debian's folder, pg_config or PATH (scripts/postgres-bin.ts). */
export function findBinDir(): string | null {
  return findPostgresBin();
}

/**
 * Runs the server binaries of `binDir`; as root, as the `postgres` user (PostgreSQL refuses
 * to run as root), whose uid/gid `owner` gives for the folders it needs. Null when root has
 * no such user.
 */
export function postgresRunner(binDir: string) {
  let owner: { uid: number; gid: number } | null = null;
  if (process.getuid?.() === 0) {
    const id = spawnSync("id", ["-u", "postgres"], { encoding: "utf8" });
    const gid = spawnSync("id", ["-g", "postgres"], { encoding: "utf8" });
    if (id.status !== 0) return null;
    owner = { uid: Number(id.stdout.trim()), gid: Number(gid.stdout.trim()) };
  }
  const command = (cmd: string, args: string[]): [string, string[]] =>
    owner
      ? ["runuser", ["-u", "postgres", "--", path.join(binDir, cmd), ...args]]
      : [path.join(binDir, cmd), args];
  const run = (cmd: string, args: string[]) =>
    execFileSync(...command(cmd, args), { stdio: "pipe", encoding: "utf8" });
  /** The same without blocking this process (for what must go on meanwhile). */
  const runAsync = async (cmd: string, args: string[]) =>
    (await promisify(execFile)(...command(cmd, args), { encoding: "utf8" })).stdout;
  return { owner, run, runAsync };
}

export default async function setup(project: TestProject) {
  const binDir = findBinDir();
  if (!binDir) {
    throw new Error(
      "PostgreSQL's server binaries (initdb, pg_ctl) were not found: the storage tests run " +
        "against PostgreSQL too. Install them with `apt-get install -y --no-install-recommends " +
        "postgresql` (or run `node scripts/test-prerequisites.ts`), or point PG_BIN at their folder.",
    );
  }

  const runner = postgresRunner(binDir);
  if (!runner) {
    throw new Error(
      "Running as root and no `postgres` user exists to run the test cluster as " +
        "(Debian's postgresql package creates it).",
    );
  }
  const { owner, run } = runner;

  const root = mkdtempSync(path.join(os.tmpdir(), "nkabom-pg-"));
  if (owner) chownSync(root, owner.uid, owner.gid);
  const dataDir = path.join(root, "data");
  const port = await freePort();
  try {
    run("initdb", ["-D", dataDir, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"]);
    // Durability settings off: the cluster is thrown away after the run.
    const serverOptions = `-h 127.0.0.1 -p ${port} -k ${root} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
    run("pg_ctl", [
      "-D",
      dataDir,
      "-l",
      path.join(root, "server.log"),
      "-o",
      serverOptions,
      "-w",
      "-t",
      "60",
      "start",
    ]);
  } catch (error) {
    rmSync(root, { recursive: true, force: true });
    const detail = (error as { stderr?: string }).stderr ?? String(error);
    throw new Error(
      `PostgreSQL binaries found in ${binDir} but the test cluster failed: ${detail}`,
    );
  }
  project.provide("postgresUrl", `postgres://postgres@127.0.0.1:${port}/postgres`);

  return () => {
    try {
      run("pg_ctl", ["-D", dataDir, "-m", "immediate", "-w", "stop"]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  };
}
