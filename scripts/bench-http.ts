/**
 * Loopback load test of a prerendered page and /healthz on our server, side by side with
 * the same HTML file served by a plain Node static server, so our overhead is a ratio.
 * Bounded: 10 s per target, 50 connections, loopback only.
 */
import { readFileSync } from "node:fs";
import http from "node:http";
import autocannon from "autocannon";
import { startServer, stopServer } from "./bench-server.ts";

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const OUR_PORT = 4390;
const PLAIN_PORT = 4391;
const PAGE = "/about-us";

async function measure(url: string) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    headers: { "accept-encoding": "gzip" },
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const html = readFileSync(`build/client${PAGE}/index.html`);
const plain = http.createServer((_req, res) => {
  res.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-length": html.length });
  res.end(html);
});
await new Promise<void>((r) => plain.listen(PLAIN_PORT, "127.0.0.1", () => r()));
const server = await startServer(OUR_PORT);

const rows = [
  { target: `our server ${PAGE}`, ...(await measure(`http://127.0.0.1:${OUR_PORT}${PAGE}`)) },
  { target: "our server /healthz", ...(await measure(`http://127.0.0.1:${OUR_PORT}/healthz`)) },
  { target: `plain static ${PAGE}`, ...(await measure(`http://127.0.0.1:${PLAIN_PORT}${PAGE}`)) },
];
await stopServer(server);
plain.close();

console.log(`\n${DURATION} s per target, ${CONNECTIONS} connections, loopback`);
console.table(rows);
const ratio = rows[2]!.rps / Math.max(rows[0]!.rps, 1);
console.log(`Plain static server / our server (page, req/s): ${ratio.toFixed(2)}×`);
