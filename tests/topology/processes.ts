import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { exited, freePort, startServer } from "#scripts/built-server.ts";
import { waitFor } from "../server/support/processes.ts";

/** The processes of the topology test and a client that talks to Caddy over TLS. */

export const root = path.resolve(import.meta.dirname, "../..");

export interface Running {
  child: ChildProcess;
  /** Everything it wrote, stdout and stderr. */
  output: string[];
}

export function start(command: string, args: string[], env: NodeJS.ProcessEnv): Running {
  const child = spawn(command, args, { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
  const output: string[] = [];
  child.stdout!.on("data", (d: Buffer) => output.push(d.toString()));
  child.stderr!.on("data", (d: Buffer) => output.push(d.toString()));
  return { child, output };
}

export { exited };

/** A new empty database on the test cluster; its URL. */
export async function freshDatabase(clusterUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: clusterUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  await admin.end();
  return clusterUrl.replace(/\/postgres$/, `/${name}`);
}

/** An app instance, as the systemd unit starts it (deploy/nkabom-pay@.service). */
export function startApp(port: number, env: Record<string, string> & { DATA_DIR: string }) {
  return startServer({
    port,
    dataDir: env.DATA_DIR,
    nodeArgs: ["--max-old-space-size=192"],
    env: { ...env, TRUST_PROXY: "1" },
  });
}

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** Requests through Caddy: TLS checked against Caddy's internal CA, from a chosen address. */
export function caddyClient(httpsPort: number, ca: string) {
  return (
    method: string,
    urlPath: string,
    options: {
      headers?: Record<string, string>;
      body?: string;
      from?: string;
      /** Kept-alive connections to share; by default one connection per request. */
      agent?: https.Agent;
    } = {},
  ) =>
    new Promise<Answer>((resolve, reject) => {
      const request = https.request(
        {
          host: "127.0.0.1",
          port: httpsPort,
          servername: "localhost",
          ca,
          method,
          path: urlPath,
          localAddress: options.from,
          agent: options.agent ?? false,
          headers: { host: `localhost:${httpsPort}`, ...options.headers },
          timeout: 20_000,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () =>
            resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
          );
          res.on("error", reject);
        },
      );
      request.on("timeout", () => request.destroy(new Error("timed out")));
      request.on("error", reject);
      request.end(options.body);
    });
}

/** Caddy with deploy/Caddyfile, on local ports, TLS from its internal CA. */
export async function startCaddy(options: {
  httpPort: number;
  httpsPort: number;
  upstreams: string[];
  stateDir: string;
  /** Other values for the Caddyfile's settings. */
  env?: Record<string, string>;
}): Promise<Running & { ca: string }> {
  const caddy = "/usr/bin/caddy";
  if (!existsSync(caddy)) throw new Error("Caddy not found: `apt-get install caddy`");
  const running = start(caddy, ["run", "--config", "deploy/Caddyfile", "--adapter", "caddyfile"], {
    PATH: process.env.PATH,
    HOME: options.stateDir,
    XDG_DATA_HOME: options.stateDir,
    XDG_CONFIG_HOME: options.stateDir,
    SITE_ADDRESS: "localhost",
    TLS: "internal",
    HTTP_PORT: String(options.httpPort),
    HTTPS_PORT: String(options.httpsPort),
    BUILD_DIR: path.join(root, "build"),
    APP_UPSTREAMS: options.upstreams.join(" "),
    CADDY_ADMIN: "off",
    ...options.env,
  });
  const caFile = path.join(options.stateDir, "caddy/pki/authorities/local/root.crt");
  const ca = await waitFor("Caddy's internal CA", async () => {
    if (running.child.exitCode !== null) throw new Error(running.output.join(""));
    return existsSync(caFile) ? readFileSync(caFile, "utf8") : undefined;
  }).catch((error: Error) => {
    throw new Error(`${error.message}\n${running.output.join("")}`);
  });
  const call = caddyClient(options.httpsPort, ca);
  await waitFor("Caddy to answer over TLS", async () =>
    (await call("GET", "/healthz")).status === 200 ? true : undefined,
  );
  return { ...running, ca };
}

/** Caddy in front of two app instances that share one PostgreSQL database. */
export interface Edge {
  databaseUrl: string;
  /** The environment every instance shares (each has its own DATA_DIR under `state`). */
  appEnv: Record<string, string>;
  /** The instances; a test that restarts one puts it back here, so that stop() ends it. */
  apps: Running[];
  ports: number[];
  /** Each instance's METRICS_PORT (server/metrics.ts): give it again on a restart. */
  metricsPorts: number[];
  caddy: Running & { ca: string };
  call: ReturnType<typeof caddyClient>;
  httpPort: number;
  httpsPort: number;
  /** A temporary folder for the instances' DATA_DIR and Caddy's state. */
  state: string;
  /** Kills every process (SIGKILL) and removes the folder. */
  stop(): Promise<void>;
}

/**
 * The production topology on one machine: a fresh database `name` on the test cluster, two
 * app instances with `env` on it, and Caddy with deploy/Caddyfile in front of them.
 */
export async function startEdge(
  clusterUrl: string,
  name: string,
  env: (databaseUrl: string) => Record<string, string>,
  /** Other values for the Caddyfile's settings (startCaddy's `env`). */
  caddyEnv: Record<string, string> = {},
): Promise<Edge> {
  const databaseUrl = await freshDatabase(clusterUrl, name);
  const state = await mkdtemp(path.join(os.tmpdir(), `nkabom-${name}-`));
  const edge = {
    databaseUrl,
    appEnv: env(databaseUrl),
    apps: [] as Running[],
    state,
    caddy: undefined as (Running & { ca: string }) | undefined,
    async stop() {
      for (const running of [edge.caddy, ...edge.apps].filter((r) => r !== undefined)) {
        running.child.kill("SIGKILL");
        await exited(running.child);
      }
      await rm(state, { recursive: true, force: true });
    },
  };
  try {
    const ports = [await freePort(), await freePort()];
    const metricsPorts = [await freePort(), await freePort()];
    // Both starts settle before a failure is thrown, so that stop() ends the other one.
    const started = await Promise.allSettled(
      ports.map((port, i) =>
        startApp(port, {
          ...edge.appEnv,
          DATA_DIR: path.join(state, `app${i}`),
          METRICS_PORT: String(metricsPorts[i]),
        }),
      ),
    );
    for (const result of started) if (result.status === "fulfilled") edge.apps.push(result.value);
    const failed = started.find((r) => r.status === "rejected");
    if (failed) throw failed.reason;
    const httpPort = await freePort();
    const httpsPort = await freePort();
    edge.caddy = await startCaddy({
      httpPort,
      httpsPort,
      upstreams: ports.map((p) => `127.0.0.1:${p}`),
      stateDir: path.join(state, "caddy"),
      env: caddyEnv,
    });
    return {
      ...edge,
      caddy: edge.caddy,
      ports,
      metricsPorts,
      httpPort,
      httpsPort,
      call: caddyClient(httpsPort, edge.caddy.ca),
    };
  } catch (error) {
    await edge.stop();
    throw error;
  }
}

/**
 * A real Prometheus (Debian's package) scraping `targets` as job "nkabom" every second, with
 * the alert rules in `rules` evaluated every second. Its HTTP API on a loopback port.
 */
export async function startPrometheus(options: {
  targets: string[];
  rules: string;
  stateDir: string;
}): Promise<Running & { url: string }> {
  const prometheus = "/usr/bin/prometheus";
  if (!existsSync(prometheus))
    throw new Error("Prometheus not found: `apt-get install prometheus`");
  const port = await freePort();
  const rulesFile = path.join(options.stateDir, "alerts.yml");
  const configFile = path.join(options.stateDir, "prometheus.yml");
  await mkdir(options.stateDir, { recursive: true });
  await writeFile(rulesFile, options.rules);
  await writeFile(
    configFile,
    JSON.stringify({
      global: { scrape_interval: "1s", scrape_timeout: "1s", evaluation_interval: "1s" },
      rule_files: [rulesFile],
      scrape_configs: [{ job_name: "nkabom", static_configs: [{ targets: options.targets }] }],
    }),
  );
  const running = start(
    prometheus,
    [
      `--config.file=${configFile}`,
      `--storage.tsdb.path=${path.join(options.stateDir, "data")}`,
      `--web.listen-address=127.0.0.1:${port}`,
    ],
    { PATH: process.env.PATH, HOME: options.stateDir },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitFor("Prometheus to be ready", async () => {
    if (running.child.exitCode !== null) throw new Error(running.output.join(""));
    return (await fetch(`${url}/-/ready`)).ok ? true : undefined;
  }).catch((error: Error) => {
    running.child.kill("SIGKILL");
    throw new Error(`${error.message}\n${running.output.join("")}`);
  });
  return { ...running, url };
}
