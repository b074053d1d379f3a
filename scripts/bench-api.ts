// Load test of the lead API: `npm run bench:api`.
// Starts the real server (production build) on a free loopback port with a temporary
// DATA_DIR and a rate limit out of reach, then drives POST /api/subscribe (a new address
// per request) and POST /api/demo for a bounded time each, and prints throughput and
// latency (`-- --smoke`: 1 s, 2 connections). Set DATABASE_URL to measure against PostgreSQL instead of the embedded PGlite.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import os from "node:os";
import autocannon from "autocannon";
import { serverNodeArgs, smoke, template } from "./bench-options.ts";
import { startServer } from "./built-server.ts";

const DURATION_SECONDS = smoke ? 1 : 10;
const CONNECTIONS = smoke ? 2 : 10;

async function main() {
  if (!existsSync("build/server/index.js")) {
    console.log("No production build yet: running `npm run build` first…");
    execSync("npm run build", { stdio: "inherit" });
  }
  const server = await startServer({
    template,
    nodeArgs: serverNodeArgs,
    stdio: "inherit",
    env: {
      DATABASE_URL: process.env.DATABASE_URL ?? "",
      // Every request comes from 127.0.0.1: lift the per-address limit out of reach.
      RATE_LIMIT_MAX: "100000",
      RATE_LIMIT_WINDOW_SECONDS: "1",
      NODE_ENV: "production",
    },
  });
  const { base } = server;

  try {
    let counter = 0;
    const runId = Date.now().toString(36);
    const endpoints = [
      {
        name: "POST /api/subscribe",
        path: "/api/subscribe",
        body: () => JSON.stringify({ email: `bench-${runId}-${++counter}@example.com` }),
      },
      {
        name: "POST /api/demo",
        path: "/api/demo",
        body: () =>
          JSON.stringify({
            formData: {
              name: "Bench Mark",
              email: "bench@example.com",
              phone: "020 000 0000",
              company: "Load Test Ltd",
              jobTitle: "Tester",
              industry: "Technology",
            },
            product: "banking",
          }),
      },
    ];

    const rows: string[][] = [];
    for (const endpoint of endpoints) {
      process.stderr.write(
        `${endpoint.name}: ${DURATION_SECONDS} s, ${CONNECTIONS} connections…\n`,
      );
      const result = await autocannon({
        url: `${base}${endpoint.path}`,
        method: "POST",
        headers: { "content-type": "application/json" },
        connections: CONNECTIONS,
        duration: DURATION_SECONDS,
        requests: [
          {
            setupRequest: (request) => {
              request.body = endpoint.body();
              return request;
            },
          },
        ],
      });
      rows.push([
        endpoint.name,
        result.requests.average.toFixed(0),
        result.latency.p50.toFixed(1),
        result.latency.p99.toFixed(1),
        String(result["2xx"]),
        String(result.non2xx + result.errors + result.timeouts),
      ]);
    }

    const head = ["endpoint", "req/s", "p50 ms", "p99 ms", "2xx", "other"];
    const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
    const line = (cells: string[]) =>
      `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(" | ")} |`;
    const database = process.env.DATABASE_URL ? "PostgreSQL" : "PGlite";
    console.log(
      `\nLead API, ${database}, ${CONNECTIONS} connections, ${DURATION_SECONDS} s each, ` +
        `Node ${process.version}, ${os.cpus().length} CPUs\n`,
    );
    console.log(line(head));
    console.log(
      `|${widths.map((w, i) => (i === 0 ? "-" : "").padEnd(w + 1, "-") + (i === 0 ? "-" : ":")).join("|")}|`,
    );
    for (const row of rows) console.log(line(row));
  } finally {
    await server.stop();
  }
}
main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
