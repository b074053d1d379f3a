import { execFile, type ChildProcess } from "node:child_process";
import { promisify } from "node:util";
import { exited, hasBuild as builtHere, root, startServer } from "#scripts/built-server.ts";

export { exited, root };
export { waitFor } from "./processes.ts";

export const hasBuild = builtHere();

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  output: string[];
}

/**
 * The built server (or another entry point, such as `server/dev.ts`) on a free port with an
 * embedded database in the test's `dataDir`, which outlives it: the tests restart a server
 * on the same data. `children` collects it for the file's clean-up.
 */
export async function startServerProcess(
  dataDir: string,
  env: Record<string, string> = {},
  children: ChildProcess[] = [],
  entry = "server/main.ts",
): Promise<ServerProcess> {
  const server = await startServer({ dataDir, entry, env: { LOG_LEVEL: "info", ...env } });
  children.push(server.child);
  return server;
}

/** `npm run leads -- export --kind <kind> --format json` on a stopped server's data. */
export async function exportLeads(dataDir: string, kind: string) {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ["scripts/leads.ts", "export", "--kind", kind, "--format", "json"],
    { cwd: root, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" } },
  );
  return JSON.parse(stdout) as Record<string, string | null>[];
}
