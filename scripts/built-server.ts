import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, mkdtemp, rm } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

/**
 * The production server (`node server/main.ts` over `npm run build`) as a child process:
 * the one way benchmarks and tests start it, wait until it is ready and stop it.
 */

/** This checkout. */
export const root = path.resolve(import.meta.dirname, "..");

/** Whether `cwd` holds a production build (`npm run build`). */
export function hasBuild(cwd = root): boolean {
  return existsSync(path.join(cwd, "build/server/index.js"));
}

/** A loopback port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Settings the shell may export that would make a test's server use the operator's database,
 * mail server or secrets: empty unless the caller sets them (a benchmark passes DATABASE_URL
 * on to measure PostgreSQL).
 */
const ISOLATED = {
  DATABASE_URL: "",
  SMTP_URL: "",
  IP_HASH_SALT: "",
  FORM_TOKEN_SECRET: "",
  TRUST_PROXY: "",
  SITE_URL: "",
};

export interface ServerOptions {
  /** Settings on top of the isolated defaults (PORT, HOST, DATA_DIR, LOG_LEVEL included). */
  env?: Record<string, string>;
  /** The port to listen on; otherwise one the kernel picks (the server tells it back). */
  port?: number;
  /** The caller's DATA_DIR (kept on stop); a fresh temporary one, removed on stop, otherwise. */
  dataDir?: string;
  /**
   * A migrated, cleanly closed embedded database (`<dir>/db` of a closed `openDatabase`) that
   * a fresh temporary DATA_DIR starts from: the server skips the database's first-time
   * set-up (initdb and every migration: 10 s and more on a busy machine). Tests only; not
   * used with the caller's DATA_DIR or a DATABASE_URL.
   */
  template?: string;
  /** A checkout with its own build (a benchmark's A/B of two builds); this one by default. */
  cwd?: string;
  /** Another entry point, such as `server/dev.ts` (which needs no build). */
  entry?: string;
  /** Node's own flags, such as the heap limit the systemd unit sets. */
  nodeArgs?: string[];
  /** "pipe" collects what the server prints in `output` (tests); "inherit" shows it. */
  stdio?: "pipe" | "inherit";
  /** How long the first start (the embedded database's set-up) may take on a busy machine. */
  readyWithinMs?: number;
}

export interface SpawnedServer {
  child: ChildProcess;
  dataDir: string;
  /** Everything the server printed so far (with `stdio: "pipe"`). */
  output: string[];
  /**
   * The port the server listens on, once it does (it says so over the IPC channel); undefined
   * if it exits first.
   */
  listening: Promise<number | undefined>;
}

export interface RunningServer extends Omit<SpawnedServer, "listening"> {
  port: number;
  /** http://127.0.0.1:<port> */
  base: string;
  /** Whether the process is still running (a crash test's first question). */
  alive(): boolean;
  /**
   * Stops the server (SIGTERM: a clean shutdown; SIGKILL: a crash) and resolves with its exit
   * code once it has exited; a DATA_DIR of its own goes only then, when the database is closed.
   */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Resolves with the exit code once the process has exited (at once if it already has). */
export function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once("exit", (code) => resolve(code)));
}

/** Spawns the server without waiting for it: for a start the caller expects to fail. */
export async function spawnServer(options: ServerOptions = {}): Promise<SpawnedServer> {
  const entry = options.entry ?? "server/main.ts";
  const cwd = options.cwd ?? root;
  if (entry === "server/main.ts" && !hasBuild(cwd)) {
    throw new Error(`No production build in ${cwd}: run \`npm run build\` first.`);
  }
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), "nkabom-server-")));
  const ownDatabase = !options.env?.DATA_DIR && !options.env?.DATABASE_URL;
  if (options.template && options.dataDir === undefined && ownDatabase) {
    await cp(options.template, path.join(dataDir, "db"), { recursive: true });
  }
  const output: string[] = [];
  const stdio = options.stdio ?? "pipe";
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), entry], {
    cwd,
    env: {
      ...process.env,
      ...ISOLATED,
      // The kernel's choice, told back over the IPC channel: a port found free here could be
      // taken by another test's listener in the seconds before the server binds it, and that
      // listener would then answer this server's requests.
      PORT: String(options.port ?? 0),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ...options.env,
    },
    stdio: ["ignore", stdio, stdio, "ipc"],
  });
  child.stdout?.on("data", (d: Buffer) => output.push(d.toString()));
  child.stderr?.on("data", (d: Buffer) => output.push(d.toString()));
  const listening = new Promise<number | undefined>((resolve) => {
    child.on("message", (message: { listening?: unknown }) => {
      if (typeof message?.listening !== "number") return;
      resolve(message.listening);
      // The open channel would keep the server running after it means to exit.
      child.disconnect();
    });
    child.once("exit", () => resolve(undefined));
  });
  return { child, dataDir, output, listening };
}

/** Starts the server and resolves once /readyz answers 200; throws (with its output) if not. */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const ownsDataDir = options.dataDir === undefined;
  const { child, dataDir, output, listening } = await spawnServer(options);
  const alive = () => child.exitCode === null && child.signalCode === null;
  const stop = async (signal: NodeJS.Signals = "SIGTERM") => {
    if (alive()) child.kill(signal);
    const code = await exited(child);
    if (ownsDataDir) await rm(dataDir, { recursive: true, force: true });
    return code;
  };
  const readyWithinMs = options.readyWithinMs ?? 150_000;
  const deadline = Date.now() + readyWithinMs;
  // The port from the server's word that it listens, even when it was given one: another
  // process on that port would answer /readyz for it. Another checkout (a benchmark's B) may
  // be from before the server said so, and is given its port.
  const port =
    options.cwd === undefined || options.cwd === root
      ? await Promise.race([listening, sleep(readyWithinMs, undefined, { ref: false })])
      : options.port;
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    // A server that stopped (a bad setting, a taken port) never gets ready: say so at once.
    if (!alive()) {
      await stop();
      throw new Error(
        `the server exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${output.join("")}`,
      );
    }
    if (port === undefined) {
      await stop("SIGKILL");
      throw new Error(`the server did not listen in time:\n${output.join("")}`);
    }
    const ready = await fetch(`${base}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { child, dataDir, output, port, base, alive, stop };
    if (Date.now() > deadline) {
      await stop("SIGKILL");
      throw new Error(`the server was not ready in time:\n${output.join("")}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}
