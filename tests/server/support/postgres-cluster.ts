import { execFile, execFileSync, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { TestProject } from "vitest/node";
import { freePort } from "./processes.ts";

/**
 * Global setup: a throwaway PostgreSQL cluster on a loopback port in a temp folder, for
 * the storage tests' PostgreSQL variant. Missing server binaries skip that variant (with
 * the reason printed); binaries that are present but fail to start fail the run.
 */

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string | null;
    postgresSkipReason: string;
  }
}

export function findBinDir(): string | null {
  const candidates: string[] = [];
  if (process.env.PG_BIN) candidates.push(process.env.PG_BIN);
  const debianRoot = "/usr/lib/postgresql";
  if (existsSync(debianRoot)) {
    const versions = readdirSync(debianRoot)
      .filter((v) => /^\d+$/.test(v))
      .sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((v) => path.join(debianRoot, v, "bin")));
  }
  const pgConfig = spawnSync("pg_config", ["--bindir"], { encoding: "utf8" });
  if (pgConfig.status === 0) candidates.push(pgConfig.stdout.trim());
  for (const dir of (process.env.PATH ?? "").split(path.delimiter)) if (dir) candidates.push(dir);
  return (
    candidates.find(
      (dir) => existsSync(path.join(dir, "initdb")) && existsSync(path.join(dir, "pg_ctl")),
    ) ?? null
  );
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
  const skip = (reason: string) => {
    console.warn(`\n[tests] PostgreSQL variant skipped: ${reason}\n`);
    project.provide("postgresUrl", null);
    project.provide("postgresSkipReason", reason);
  };
  const binDir = findBinDir();
  if (!binDir) {
    return skip(
      "PostgreSQL server binaries (initdb, pg_ctl) not found. Install them with " +
        "`apt-get install -y postgresql` or point PG_BIN at their folder.",
    );
  }

  const runner = postgresRunner(binDir);
  if (!runner) return skip("running as root and no `postgres` user exists to run the server as");
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
  project.provide("postgresSkipReason", "");

  return () => {
    try {
      run("pg_ctl", ["-D", dataDir, "-m", "immediate", "-w", "stop"]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  };
}
