import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * `--smoke`: every benchmark runs tiny (one round, a few rows, one route, one interaction, a
 * second of load) so `npm test` can run each one and a broken benchmark fails the build
 * (tests/bench). The figures of a smoke run mean nothing.
 */
export const smoke = process.argv.includes("--smoke");

/** Where benchmarks write their reports (the smoke test points it at a temporary folder). */
export const resultsDir = process.env.BENCH_RESULTS_DIR ?? "bench-results";

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
    // A server that stopped (no build, a bad setting) never gets ready: say so at once.
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`server exited (${child.exitCode ?? child.signalCode}) before it was ready`);
    }
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
