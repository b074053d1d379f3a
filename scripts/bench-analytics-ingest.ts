// Ingestion benchmark (issue 32, item 4): `npm run bench:analytics -- --ingest` starts the
// built server and prints (1) how many events a second POST /api/events takes on one
// instance, and (2) a page's throughput alone and beside a flood of events at the target
// rate, as bench:http measures it (scripts/bench-load.ts), with their ratio.
//
// The endpoint limits each client address to 120 events a minute, as it does in life for
// each visitor. The flood comes from 5,000 addresses (X-Forwarded-For, the server told to
// trust one proxy hop, as behind the production proxy), taken in turn: at 1,000 events a
// second each address sends 12 a minute, so no event is refused for the rate and the
// figures are the endpoint's own. 429s would be printed as errors.
import { readFileSync } from "node:fs";
import { cp, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type autocannon from "autocannon";
import { measure, type LoadFigures } from "./bench-load.ts";
import { serverNodeArgs, template } from "./bench-options.ts";
import { startServer } from "./built-server.ts";

export interface IngestOptions {
  seconds: number;
  rounds: number;
  smoke: boolean;
}

const TARGET_EVENTS_PER_SECOND = 1000;
const ADDRESSES = 5000;
const PAGE = "/about-us";
const USER_AGENTS = [
  "Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
];

/** What the beacon sends, in its proportions: 60% page views, 35% vitals, 5% goals. */
function eventBodies(paths: string[]): string[] {
  const bodies: string[] = [];
  const pick = <T>(list: readonly T[], i: number) => list[i % list.length]!;
  for (let i = 0; i < 200; i++) {
    const path = pick(paths, i * 7);
    const kind = i % 20;
    if (kind < 12) {
      bodies.push(
        JSON.stringify({
          type: "pageview",
          path,
          ...(i % 3 === 0 ? { referrer: pick(["www.google.com", "facebook.com", "t.co"], i) } : {}),
          ...(i % 5 === 0
            ? { utm: { source: "newsletter", medium: "email", campaign: `launch-${i % 4}` } }
            : {}),
          device: pick(["mobile", "desktop", "tablet"], i),
          viewport: pick(["xs", "sm", "md", "lg", "xl"], i),
        }),
      );
    } else if (kind < 19) {
      const name = pick(["LCP", "INP", "CLS", "TTFB"], i);
      bodies.push(
        JSON.stringify({
          type: "vital",
          path,
          name,
          value: name === "CLS" ? 0.05 + (i % 5) * 0.04 : 300 + i * 23,
          rating: pick(["good", "good", "needs-improvement", "poor"], i),
          ...(name === "TTFB" ? {} : { element: `main>section:nth-child(${i % 4}) > h1.title` }),
        }),
      );
    } else {
      bodies.push(JSON.stringify({ type: "goal", path, goal: "form_start:contact" }));
    }
  }
  return bodies;
}

/** A flood of beacon requests, each from the next address and with the next body. */
function eventRequests(paths: string[]): Partial<autocannon.Options> {
  const bodies = eventBodies(paths);
  let n = 0;
  return {
    method: "POST",
    headers: { "content-type": "text/plain;charset=UTF-8", "sec-fetch-site": "same-origin" },
    requests: [
      {
        setupRequest: (request) => {
          n++;
          const address = 10 * 2 ** 24 + (n % ADDRESSES);
          return {
            ...request,
            body: bodies[n % bodies.length]!,
            headers: {
              ...request.headers,
              "user-agent": USER_AGENTS[n % USER_AGENTS.length]!,
              "x-forwarded-for": [24, 16, 8, 0].map((s) => (address >>> s) & 255).join("."),
            },
          };
        },
      },
    ],
  };
}

/** The server's CPU time so far (user + system), in ms: what a request costs it, whatever the machine's load. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  // utime and stime, fields 14 and 15 of the file (11 and 12 after the name), in 1/100 s.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Runs `load` and adds the server CPU it cost to `spent`. */
async function costed<T extends LoadFigures>(pid: number, spent: number[], load: Promise<T>) {
  const before = cpuMs(pid);
  const result = await load;
  spent.push(cpuMs(pid) - before);
  return result;
}

const perSecond = (runs: LoadFigures[]) =>
  Math.round(
    runs.reduce((sum, r) => sum + r.requests - r.errors, 0) /
      runs.reduce((sum, r) => sum + r.seconds, 0),
  );

export async function runIngestBenchmark({ seconds, rounds, smoke }: IngestOptions) {
  const manifest = JSON.parse(readFileSync("build/page-manifest.json", "utf8")) as {
    pages: Record<string, unknown>;
  };
  const paths = Object.keys(manifest.pages);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "bench-ingest-"));
  // The file reads the data folder back after the server stops, so it copies the template itself.
  if (template) await cp(template, path.join(dataDir, "db"), { recursive: true });
  // BENCH_CPU_PROF=<folder>: the server writes a CPU profile there when it stops.
  const profile = process.env.BENCH_CPU_PROF;
  const server = await startServer({
    dataDir,
    env: { TRUST_PROXY: "1" },
    stdio: "inherit",
    nodeArgs: [...serverNodeArgs, ...(profile ? ["--cpu-prof", `--cpu-prof-dir=${profile}`] : [])],
  });
  const events = `${server.base}/api/events`;
  const page = `${server.base}${PAGE}`;
  const connections = smoke ? 4 : 50;
  const flood = eventRequests(paths);
  const part = seconds / rounds;
  let sent = 0;
  let stored = 0;
  const capacity: LoadFigures[] = [];
  const alone: LoadFigures[] = [];
  const beside: LoadFigures[] = [];
  const floods: LoadFigures[] = [];
  const eventCpu: number[] = [];
  const pageCpu: number[] = [];
  const pid = server.child.pid!;
  try {
    // Warm-up: JIT, connections, the day's visitor secret.
    await measure(page, smoke ? 0.2 : 2, connections);
    await measure(events, smoke ? 0.2 : 2, connections, flood);
    for (let round = 0; round < rounds; round++) {
      // As many events as the endpoint takes, nothing else running.
      capacity.push(await costed(pid, eventCpu, measure(events, part, connections, flood)));
      alone.push(await costed(pid, pageCpu, measure(page, part, connections)));
      // The page again while events arrive at the target rate from other visitors.
      const [withFlood, floodRun] = await Promise.all([
        measure(page, part, connections),
        measure(events, part, 20, { ...flood, overallRate: TARGET_EVENTS_PER_SECOND }),
      ]);
      beside.push(withFlood);
      floods.push(floodRun);
    }
    sent = [...capacity, ...floods].reduce((sum, r) => sum + r.requests - r.errors, 0);
  } finally {
    await server.stop();
    // Every accepted event should be a row: the queue drops events when it cannot keep up.
    const { openDatabase } = await import("#server/db/database.ts");
    const { sql } = await import("drizzle-orm");
    const database = await openDatabase({ dataDir });
    const result = (await database.db.execute(
      sql`select count(*)::int as n from analytics_events`,
    )) as unknown as { rows: { n: number }[] };
    stored = result.rows[0]!.n;
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
  const errors = (runs: LoadFigures[]) => runs.reduce((sum, r) => sum + r.errors, 0);
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const row = (target: string, runs: LoadFigures[]) => ({
    target,
    "req/s": perSecond(runs),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    errors: errors(runs),
  });
  console.log(
    `\n${seconds} s per target in ${rounds} rounds, ${connections} connections, loopback; events from ${ADDRESSES} addresses`,
  );
  console.table([
    row("POST /api/events, flat out", capacity),
    row(`${PAGE} alone`, alone),
    row(`${PAGE} beside ${TARGET_EVENTS_PER_SECOND} events/s`, beside),
    row(`POST /api/events at ${TARGET_EVENTS_PER_SECOND}/s (beside)`, floods),
  ]);
  console.log(
    `Events: ${perSecond(capacity)}/s on one instance (target: ${TARGET_EVENTS_PER_SECOND}/s); ${sent} accepted, ${stored} stored`,
  );
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  const perEvent = sum(eventCpu) / Math.max(sum(capacity.map((r) => r.requests)), 1);
  const perPage = sum(pageCpu) / Math.max(sum(alone.map((r) => r.requests)), 1);
  // The load-proof figure: on a busy machine req/s follow the neighbours, CPU time per request
  // much less. 1,000 events a second take this share of the core the server runs on.
  console.log(
    `Server CPU per request: event ${(perEvent * 1000).toFixed(0)} µs, page ${(perPage * 1000).toFixed(0)} µs; ${TARGET_EVENTS_PER_SECOND} events/s = ${((perEvent * TARGET_EVENTS_PER_SECOND) / 10).toFixed(0)}% of a core`,
  );
  const ratio = perSecond(beside) / Math.max(perSecond(alone), 1);
  console.log(
    `Page beside the flood / page alone (req/s): ${ratio.toFixed(2)} (target: at least 0.90)`,
  );
}
