import { request, type IncomingHttpHeaders } from "node:http";
import net from "node:net";
import {
  exited,
  freePort,
  hasBuild as builtHere,
  root,
  spawnServer,
  startServer as startBuiltServer,
  type RunningServer as BuiltServer,
  type ServerOptions,
} from "#scripts/built-server.ts";
import { inject } from "vitest";

export { freePort, root };

// The real production server (`node server/main.ts` over the build), as an attacker or a
// careless operator meets it.
export const hasBuild = builtHere();
if (!hasBuild) console.warn("abuse tests skipped: no production build (run `npm run build`)");

/**
 * What an abuse test's server logs and when its mail worker runs (out of the way). Every
 * test's requests come from one address, as in the e2e suite, and a burst's renders are
 * what a test counts: the limit on renders per client and the refusal of renders while the
 * event loop is saturated are out of the way unless a test sets them
 * (tests/abuse/server-flood.test.ts runs both as in production).
 */
const ABUSE_ENV = {
  LOG_LEVEL: "info",
  OUTBOX_INTERVAL_MS: "600000",
  RENDERS_PER_CLIENT: "1000000",
  MAX_EVENT_LOOP_UTILIZATION: "1",
};

export interface RunningServer extends BuiltServer {
  /** The process's id (for /proc). */
  pid: number;
  /** Kills the server (an attack's aftermath needs no clean shutdown) and removes its data. */
  stop(): Promise<number | null>;
}

/**
 * Starts the built server on a free port and a fresh DATA_DIR holding a copy of the run's
 * migrated embedded database (tests/server/support/pglite-template.ts); resolves once it is
 * ready. The database's first start from nothing is server-startup.test.ts's subject.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const server = await startBuiltServer({
    env: { ...ABUSE_ENV, ...env },
    template: inject("pgliteTemplate"),
  });
  return { ...server, pid: server.child.pid!, stop: () => server.stop("SIGKILL") };
}

/** Runs the server with a start-up the test expects to fail: exit code and everything printed. */
export async function failedStart(env: Record<string, string>, ms = 150_000) {
  const options: ServerOptions = { env: { ...ABUSE_ENV, ...env } };
  // A test of a missing or bad PORT/DATA_DIR gives them itself, as it means to.
  if ("PORT" in env) options.port = Number(env.PORT) || 0;
  if ("DATA_DIR" in env) options.dataDir = env.DATA_DIR;
  const { child, output } = await spawnServer(options);
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
