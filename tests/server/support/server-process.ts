import { execFile, type ChildProcess } from "node:child_process";
import { promisify } from "node:util";
import {
  exited,
  hasBuild as builtHere,
  root,
  startServer as startBuiltServer,
  type ServerOptions,
} from "#scripts/built-server.ts";

export { exited, root };
export { CLI_NODE_FLAGS, waitFor } from "./processes.ts";
import { CLI_NODE_FLAGS } from "./processes.ts";

export const hasBuild = builtHere();
export type { RunningServer } from "#scripts/built-server.ts";

/** The built server as scripts/built-server.ts starts it, with the flags of a test's process. */
export function startServer(options: ServerOptions = {}) {
  return startBuiltServer({ nodeArgs: CLI_NODE_FLAGS, ...options });
}

/**
 * As in the abuse suite and playwright.config.ts: every request of a test comes from one
 * address, and a loaded machine keeps the event loop busy, so neither the per-client render
 * limit nor the refusal of renders while the event loop is saturated may answer a test's
 * page (a confirmation link's POST got a 503 while a parallel run loaded the machine).
 */
const SERVER_TEST_ENV = {
  LOG_LEVEL: "info",
  RENDERS_PER_CLIENT: "1000000",
  MAX_EVENT_LOOP_UTILIZATION: "1",
};

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
  const server = await startServer({ dataDir, entry, env: { ...SERVER_TEST_ENV, ...env } });
  children.push(server.child);
  return server;
}

/** `npm run leads -- export --kind <kind> --format json` on a stopped server's data. */
export async function exportLeads(dataDir: string, kind: string) {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [...CLI_NODE_FLAGS, "scripts/leads.ts", "export", "--kind", kind, "--format", "json"],
    { cwd: root, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" } },
  );
  return JSON.parse(stdout) as Record<string, string | null>[];
}
