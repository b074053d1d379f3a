import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { freePort } from "#scripts/built-server.ts";

/**
 * Every `npm run bench:*` script, run as docs/development.md says but tiny (`--smoke`), against the
 * production build: a benchmark that no longer runs fails the build instead of being found
 * broken the day someone wants its figures (`bench:bulk-pay -- --browser` once crashed on a
 * Node closure used inside the page). The figures are printed, never judged: each test checks
 * the exit code and that the lines carrying the figures were printed. One after another (the
 * file's tests run in order): each starts a server, some a browser, on a two-core machine.
 */

const run = promisify(execFile);
let resultsDir: string;
let dataDir: string;

beforeAll(() => {
  if (!existsSync("build/server/index.js")) {
    throw new Error("No production build: run `npm run build` first (npm test does).");
  }
  resultsDir = mkdtempSync(path.join(tmpdir(), "bench-smoke-"));
  dataDir = mkdtempSync(path.join(tmpdir(), "bench-smoke-data-"));
});
afterAll(() => {
  for (const dir of [resultsDir, dataDir]) if (dir) rmSync(dir, { recursive: true, force: true });
});

/** `npm run <script> -- <args>`; its output, stdout and stderr together (it must exit 0). */
async function npmRun(script: string, args: string[], env: Record<string, string> = {}) {
  const { stdout, stderr } = await run("npm", ["run", "--silent", script, "--", ...args], {
    env: {
      ...process.env,
      BENCH_PORT: String(await freePort()),
      BENCH_RESULTS_DIR: resultsDir,
      // A copy of the run's migrated database: the first start from nothing is not a smoke's subject.
      BENCH_PGLITE_TEMPLATE: inject("pgliteTemplate"),
      ...env,
    },
    maxBuffer: 16 * 1024 * 1024,
    timeout: 240_000,
  }).catch((error: { code?: number; stdout?: string; stderr?: string }) => {
    throw new Error(
      `npm run ${script} -- ${args.join(" ")} failed (${error.code}):\n${error.stdout}\n${error.stderr}`,
    );
  });
  return stdout + stderr;
}

const number = String.raw`\d+(\.\d+)?`;

describe("every benchmark runs (npm run bench:* -- --smoke)", () => {
  it("bench:api prints a row per endpoint, with requests answered 2xx", async () => {
    const output = await npmRun("bench:api", ["--smoke"]);
    for (const endpoint of ["POST /api/subscribe", "POST /api/demo"]) {
      const row = new RegExp(
        String.raw`^\| ${endpoint} +\|(?: +${number} \|){3} +([1-9]\d*) \| +\d+ \|$`,
        "m",
      );
      expect(output).toMatch(row);
    }
  });

  it("bench:http prints its table and the ratio to a plain static server", async () => {
    const output = await npmRun("bench:http", ["--smoke"]);
    for (const target of ["our server /about-us", "our server /healthz", "plain static /about-us"])
      expect(output).toContain(`'${target}'`);
    expect(output).toMatch(new RegExp(`^Plain static server / our server .*: ${number}×`, "m"));
  });

  it("bench:bulk-pay prints a round of the file check in Node", async () => {
    const output = await npmRun("bench:bulk-pay", ["--smoke"]);
    expect(output).toMatch(/^round 1: check \d+ ms, both downloads \d+ ms \(\d+ errors/m);
  });

  it("bench:bulk-pay -- --browser prints a round of the page's check in Chromium", async () => {
    const output = await npmRun("bench:bulk-pay", ["--smoke", "--browser"]);
    expect(output).toMatch(
      /^round 1: chosen to summary on screen \d+ ms, longest main-thread task meanwhile \d+ ms$/m,
    );
  });

  it("bench:interactions measures an interaction and prints its table", async () => {
    const output = await npmRun("bench:interactions", ["--smoke"]);
    expect(output).not.toContain("not measured");
    expect(output).toMatch(/^\| [^|]+ \| (<16|\d+) \| (<16|\d+) \| – \| – \|$/m);
    expect(existsSync(path.join(resultsDir, "interactions.json"))).toBe(true);
  });

  it("bench:lighthouse audits a route and prints its scores", async () => {
    const output = await npmRun("bench:lighthouse", ["--smoke"]);
    expect(output).toMatch(/^\/about-us: \d+\/\d+\/\d+\/\d+$/m);
    expect(output).toMatch(/^minimum scores: performance \d+, accessibility \d+/m);
    expect(existsSync(path.join(resultsDir, "lighthouse", "about-us.json"))).toBe(true);
  });

  it("bench:console measures every case on seeded leads, and the export", async () => {
    const env = { DATA_DIR: dataDir };
    await npmRun("seed:leads", ["--count", "40"], env);
    const output = await npmRun("bench:console", ["--smoke"], env);
    for (const name of ["inbox, first page", "search: a name", "lead page"])
      expect(output).toMatch(new RegExp(`^${name} +p50 +${number} ms +p95 +${number} ms$`, "m"));
    expect(output).toMatch(/^CSV export: \d+ rows, .* peak RSS growth -?[\d.]+ MB$/m);
  });

  it("bench:analytics seeds a month of rollups and prints the Traffic screen's p95 per range", async () => {
    const output = await npmRun("bench:analytics", ["--smoke"], { DATA_DIR: dataDir });
    expect(output).toMatch(/^pglite, [\d,]+ rollup rows standing for [\d,]+ events, 1 runs each$/m);
    for (const name of ["last 7 days", "last 28 days", "last 90 days", "last 365 days"])
      expect(output).toMatch(new RegExp(`^${name} +p50 +${number} ms +p95 +${number} ms$`, "m"));
  });

  it("bench:analytics -- --ingest prints the events' and the page's throughput and their ratio", async () => {
    const output = await npmRun("bench:analytics", ["--ingest", "--smoke"]);
    expect(output).toContain("'POST /api/events, flat out'");
    expect(output).toContain("'/about-us beside 1000 events/s'");
    expect(output).toMatch(/^Events: \d+\/s on one instance .*; (\d+) accepted, \d+ stored$/m);
    expect(output).toMatch(/^Server CPU per request: event \d+ µs, page \d+ µs/m);
    expect(output).toMatch(new RegExp(`^Page beside the flood / page alone .*: ${number} `, "m"));
  });
});
