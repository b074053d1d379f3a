import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";

/**
 * The folder of PostgreSQL's server binaries (initdb, pg_ctl) the tests start their
 * throwaway cluster with: PG_BIN, else Debian's newest /usr/lib/postgresql/<version>/bin,
 * else `pg_config --bindir`, else PATH. Null when none has both.
 */
export function findPostgresBin(env: NodeJS.ProcessEnv = process.env): string | null {
  const candidates: string[] = [];
  if (env.PG_BIN) candidates.push(env.PG_BIN);
  const debianRoot = "/usr/lib/postgresql";
  if (existsSync(debianRoot)) {
    const versions = readdirSync(debianRoot)
      .filter((v) => /^\d+$/.test(v))
      .sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((v) => path.join(debianRoot, v, "bin")));
  }
  const pgConfig = spawnSync("pg_config", ["--bindir"], { encoding: "utf8", env });
  if (pgConfig.status === 0) candidates.push(pgConfig.stdout.trim());
  for (const dir of (env.PATH ?? "").split(path.delimiter)) if (dir) candidates.push(dir);
  return (
    candidates.find(
      (dir) => existsSync(path.join(dir, "initdb")) && existsSync(path.join(dir, "pg_ctl")),
    ) ?? null
  );
}
