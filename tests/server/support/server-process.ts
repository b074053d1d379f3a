import { execFile, spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { freePort, waitFor } from "./processes.ts";

export { freePort, waitFor };

/** The real production server as a child process (needs `npm run build`). */
export const root = path.resolve(import.meta.dirname, "../../..");
export const hasBuild = existsSync(path.join(root, "build/server/index.js"));

export function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once("exit", (code) => resolve(code)));
}

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  output: string[];
}

/**
 * Starts `server/main.ts` (or another entry point, such as `server/dev.ts`) on a free port
 * with an embedded database in `dataDir`.
 */
export async function startServerProcess(
  dataDir: string,
  env: Record<string, string> = {},
  children: ChildProcess[] = [],
  entry = "server/main.ts",
): Promise<ServerProcess> {
  const port = await freePort();
  const output: string[] = [];
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SMTP_URL: "",
      IP_HASH_SALT: "",
      FORM_TOKEN_SECRET: "",
      LOG_LEVEL: "info",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  child.stdout!.on("data", (d: Buffer) => output.push(d.toString()));
  child.stderr!.on("data", (d: Buffer) => output.push(d.toString()));
  const base = `http://127.0.0.1:${port}`;
  await waitFor("the server to be ready", async () => {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output.join("")}`);
    const res = await fetch(`${base}/readyz`);
    return res.status === 200 ? true : undefined;
  }).catch((error: Error) => {
    throw new Error(`${error.message}\n${output.join("")}`);
  });
  return { child, base, output };
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
