import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** Starts the production server on a free-ish port with a throwaway data folder. */
export async function startServer(
  port: number,
  env: Record<string, string> = {},
  /** A checkout with its own build (an A/B of two builds); this one by default. */
  cwd = process.cwd(),
): Promise<ChildProcess> {
  if (!existsSync(path.join(cwd, "build/server/index.js"))) {
    throw new Error(`No production build in ${cwd}: run \`npm run build\` first.`);
  }
  const child = spawn(process.execPath, ["server/main.ts"], {
    cwd,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "bench-")),
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill("SIGKILL");
  throw new Error("server did not become ready");
}

/** Stops the server and resolves once it has exited (at once if it already has). */
export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, "exit");
  child.kill("SIGTERM");
  await exited;
}
