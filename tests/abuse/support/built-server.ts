import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { request, type IncomingHttpHeaders } from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { freePort } from "#tests/server/support/processes.ts";
import { exited } from "#tests/server/support/server-process.ts";

export { freePort };

// The real production server (`node server/main.ts` over the build), as an attacker or a
// careless operator meets it.
export const root = path.resolve(import.meta.dirname, "../../..");
export const hasBuild = existsSync(path.join(root, "build/server/index.js"));
if (!hasBuild) console.warn("abuse tests skipped: no production build (run `npm run build`)");

function spawnServer(env: Record<string, string>) {
  const output: string[] = [];
  const child = spawn(process.execPath, ["server/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      DATABASE_URL: "",
      SMTP_URL: "",
      IP_HASH_SALT: "",
      TRUST_PROXY: "",
      LOG_LEVEL: "info",
      OUTBOX_INTERVAL_MS: "600000",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (d: Buffer) => output.push(d.toString()));
  child.stderr!.on("data", (d: Buffer) => output.push(d.toString()));
  return { child, output };
}

export interface RunningServer {
  base: string;
  port: number;
  output: string[];
  /** The process's id (for /proc) and its DATA_DIR (for the operator socket). */
  pid: number;
  dataDir: string;
  /** Whether the process is still running (a crash test's first question). */
  alive(): boolean;
  stop(): Promise<void>;
}

/** Starts the built server on a free port and a fresh DATA_DIR; resolves once it is ready. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "nkabom-abuse-"));
  const port = await freePort();
  const { child, output } = spawnServer({ PORT: String(port), DATA_DIR: dataDir, ...env });
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) child.kill("SIGKILL");
    await exited(child);
    await rm(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`server exited early:\n${output.join("")}`);
    }
    const ready = await fetch(`${base}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    const alive = () => child.exitCode === null && child.signalCode === null;
    if (ready) return { base, port, output, pid: child.pid!, dataDir, alive, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`server not ready in time:\n${output.join("")}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Runs the server with a start-up the test expects to fail: exit code and everything printed. */
export async function failedStart(env: Record<string, string>, ms = 150_000) {
  const { child, output } = spawnServer(env);
  const timer = setTimeout(() => child.kill("SIGKILL"), ms);
  const code = await exited(child);
  clearTimeout(timer);
  return { code, signal: child.signalCode, output: output.join("") };
}

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** One request through node:http, which sends any method and header as given. */
export function send(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: options.method ?? "GET", headers: options.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode!,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    req.on("error", reject);
    req.end(options.body);
  });
}

/** Sends bytes as they are on a fresh socket; resolves with all it received when it closes. */
export function rawExchange(port: number, bytes: string, closeWithin = 30_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write(bytes));
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`socket still open after ${closeWithin} ms; got: ${Buffer.concat(chunks)}`));
    }, closeWithin);
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", () => {});
    socket.on("close", () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks).toString());
    });
  });
}

/** The security headers every answer of the process must carry. */
export const SECURITY_HEADERS = [
  "content-security-policy",
  "strict-transport-security",
  "x-content-type-options",
  "x-frame-options",
  "referrer-policy",
  "permissions-policy",
];

/** Header names of a raw HTTP answer, lower-cased. */
export function rawHeaderNames(answer: string): string[] {
  const head = answer.split("\r\n\r\n")[0] ?? "";
  return head
    .split("\r\n")
    .slice(1)
    .map((line) => line.slice(0, line.indexOf(":")).toLowerCase());
}
