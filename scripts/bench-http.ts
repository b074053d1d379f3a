/**
 * Loopback load test of a prerendered page and /healthz on our server, side by side with
 * the same page served by a plain Node static server, so our overhead is a ratio. Both send
 * the same bytes (the build's gzip twin, as a static server with precompressed files does).
 * The machine's load moves between seconds, so after a warm-up the targets take turns in
 * short rounds and each one's figures cover all its rounds. Bounded: BENCH_SECONDS (10)
 * per target, 50 connections, loopback only; `-- --smoke`: one round of a second, no
 * warm-up to speak of. BENCH_PORT moves our server off 4390.
 */
import { readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { measure as load } from "./bench-load.ts";
import { serverNodeArgs, smoke, template } from "./bench-options.ts";
import { startServer } from "./built-server.ts";

const DURATION = smoke ? 1 : Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = smoke ? 1 : 5;
const WARM_UP_SECONDS = smoke ? 0.2 : 2;
const CONNECTIONS = smoke ? 4 : 50;
const OUR_PORT = Number(process.env.BENCH_PORT ?? 4390);
const PAGE = "/about-us";

const measure = (url: string, seconds: number) => load(url, seconds, CONNECTIONS);

const html = readFileSync(`build/client${PAGE}/index.html.gz`);
const plain = http.createServer((_req, res) => {
  res.writeHead(200, {
    "content-type": "text/html; charset=utf-8",
    "content-encoding": "gzip",
    "content-length": html.length,
  });
  res.end(html);
});
// Any free port: the plain server's port matters to nobody.
await new Promise<void>((r) => plain.listen(0, "127.0.0.1", () => r()));
const PLAIN_PORT = (plain.address() as AddressInfo).port;
const server = await startServer({
  port: OUR_PORT,
  template,
  nodeArgs: serverNodeArgs,
  stdio: "inherit",
});

const targets = [
  { target: `our server ${PAGE}`, url: `http://127.0.0.1:${OUR_PORT}${PAGE}` },
  { target: "our server /healthz", url: `http://127.0.0.1:${OUR_PORT}/healthz` },
  { target: `plain static ${PAGE}`, url: `http://127.0.0.1:${PLAIN_PORT}${PAGE}` },
];
for (const { url } of targets) await measure(url, WARM_UP_SECONDS); // warm-up: JIT, connections
const runs = targets.map(() => [] as Awaited<ReturnType<typeof measure>>[]);
for (let round = 0; round < ROUNDS; round++) {
  for (const [i, { url }] of targets.entries())
    runs[i]!.push(await measure(url, DURATION / ROUNDS));
}
await server.stop();
plain.close();

const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const rows = targets.map(({ target }, i) => {
  const r = runs[i]!;
  const total = r.reduce((sum, run) => sum + run.requests, 0);
  const seconds = r.reduce((sum, run) => sum + run.seconds, 0);
  return {
    target,
    rps: Math.round(total / seconds),
    p50: median(r.map((run) => run.p50)),
    p99: median(r.map((run) => run.p99)),
    errors: r.reduce((sum, run) => sum + run.errors, 0),
  };
});

console.log(`\n${DURATION} s per target in ${ROUNDS} rounds, ${CONNECTIONS} connections, loopback`);
console.table(rows);
const ratio = rows[2]!.rps / Math.max(rows[0]!.rps, 1);
console.log(
  `Plain static server / our server (page, req/s): ${ratio.toFixed(2)}× (goal: at most 1.10×)`,
);
