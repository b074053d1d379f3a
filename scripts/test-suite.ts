/**
 * `npm test`: every check and suite a landing must pass, each phase timed, ending with a
 * table of the phases and the slowest test files, so that a change that slows the suite
 * shows where (docs/performance.md#test-suite-time). The checks before the tests run in
 * two lanes, as the two cores allow: the machine's prerequisites, the audit and the build
 * beside the type check and lint. The suites run one after another: each keeps both
 * cores busy on its own.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";
import { pathToFileURL } from "node:url";
import type { JSONReport, JSONReportSuite } from "@playwright/test/reporter";
import type { FileTiming } from "./vitest-timing-reporter.ts";

interface Phase {
  name: string;
  /** An npm script and the arguments passed on to it. */
  script: string;
  args?: string[];
  env?: Record<string, string>;
  /** Reads the phase's per-file figures once it has run. */
  files?: () => FileTiming[];
}

export interface Outcome {
  name: string;
  seconds: number;
  ok: boolean;
}

const readJson = <T>(file: string): T | undefined =>
  existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as T) : undefined;

function vitest(name: string, script: string, timings: string): Phase {
  const file = path.join(timings, `${script}.json`);
  const reporter = path.join(import.meta.dirname, "vitest-timing-reporter.ts");
  return {
    name,
    script,
    args: ["--reporter=default", `--reporter=${reporter}`],
    env: { VITEST_TIMINGS_FILE: file },
    files: () => readJson<FileTiming[]>(file) ?? [],
  };
}

function playwright(name: string, script: string, timings: string): Phase {
  const file = path.join(timings, `${script}.json`);
  return {
    name,
    script,
    args: ["--reporter=list,json"],
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: file },
    files: () => {
      const report = readJson<JSONReport>(file);
      return report ? playwrightFiles(report) : [];
    },
  };
}

/** Seconds per spec file and project, retries included, and how each file's tests ended. */
export function playwrightFiles(report: JSONReport): FileTiming[] {
  const byKey = new Map<string, FileTiming>();
  const walk = (suite: JSONReportSuite, file: string) => {
    for (const spec of suite.specs) {
      for (const test of spec.tests) {
        const key = `${test.projectName} ${file}`;
        const entry = byKey.get(key) ?? {
          project: test.projectName,
          file,
          seconds: 0,
          state: "passed",
        };
        entry.seconds += test.results.reduce((sum, r) => sum + r.duration, 0) / 1000;
        if (test.status === "unexpected") entry.state = "failed";
        else if (test.status === "flaky" && entry.state === "passed") entry.state = "flaky";
        byKey.set(key, entry);
      }
    }
    for (const child of suite.suites ?? []) walk(child, file);
  };
  for (const suite of report.suites) walk(suite, suite.file);
  const testDir = report.config.projects[0]?.testDir ?? report.config.rootDir;
  return [...byKey.values()].map((f) => ({
    ...f,
    file: path.relative(process.cwd(), path.join(testDir, f.file)),
  }));
}

const seconds = (s: number) => `${Math.round(s)} s`;

/** The phase table, per-project file time, the slowest files and any test that passed on a retry. */
export function summary(outcomes: Outcome[], files: FileTiming[], wall: number): string {
  const phases = [
    "| phase | time | result |",
    "| --- | ---: | --- |",
    ...outcomes.map((o) => `| ${o.name} | ${seconds(o.seconds)} | ${o.ok ? "passed" : "FAILED"} |`),
    `| **whole run** | **${seconds(wall)}** | |`,
  ];
  const byProject = new Map<string, { seconds: number; count: number }>();
  for (const f of files) {
    const entry = byProject.get(f.project) ?? { seconds: 0, count: 0 };
    byProject.set(f.project, { seconds: entry.seconds + f.seconds, count: entry.count + 1 });
  }
  const projects = [
    "",
    "Per project, its files' times added up (a run's files overlap: Vitest runs three at once, Playwright two):",
    "",
    "| project | files | file time |",
    "| --- | ---: | ---: |",
    ...[...byProject].map(([name, p]) => `| ${name} | ${p.count} | ${seconds(p.seconds)} |`),
  ];
  const slowest = [
    "",
    "The 15 slowest test files (Playwright: a spec file in one project):",
    "",
    "| file | project | time | result |",
    "| --- | --- | ---: | --- |",
    ...files
      .toSorted((a, b) => b.seconds - a.seconds)
      .slice(0, 15)
      .map((f) => `| ${f.file} | ${f.project} | ${seconds(f.seconds)} | ${f.state} |`),
  ];
  const flaky = files.filter((f) => f.state === "flaky").map((f) => `${f.file} (${f.project})`);
  const retried = flaky.length
    ? `Passed only on a retry (flaky): ${flaky.join(", ")}.`
    : "No test passed only on a retry.";
  return [...phases, ...projects, ...slowest, "", retried].join("\n");
}

async function main() {
  const timings = mkdtempSync(path.join(os.tmpdir(), "nkabom-test-timings-"));
  const checks: Phase[] = [
    { name: "type check", script: "typecheck" },
    { name: "lint", script: "lint" },
  ];
  const machine: Phase[] = [
    { name: "prerequisites", script: "test:prerequisites" },
    { name: "audit", script: "audit" },
    { name: "build", script: "build" },
  ];
  const suites: Phase[] = [
    vitest("vitest", "test:unit", timings),
    playwright("playwright", "test:e2e", timings),
    playwright("static host", "test:static-host", timings),
    vitest("topology", "test:topology", timings),
  ];
  const outcomes: Outcome[] = [];
  const files: FileTiming[] = [];

  /** Runs one phase; in a lane beside another, its lines carry its name. */
  async function run(phase: Phase, prefixed: boolean): Promise<boolean> {
    const started = performance.now();
    const child = spawn("npm", ["run", "--silent", phase.script, "--", ...(phase.args ?? [])], {
      env: { ...process.env, ...phase.env },
      stdio: prefixed ? ["ignore", "pipe", "pipe"] : "inherit",
    });
    if (prefixed) {
      for (const stream of [child.stdout!, child.stderr!]) {
        readline
          .createInterface({ input: stream })
          .on("line", (line) => console.log(`[${phase.name}] ${line}`));
      }
    }
    const code = await new Promise<number>((resolve) =>
      child.on("close", (exit, signal) => resolve(exit ?? (signal ? 1 : 0))),
    );
    const elapsed = (performance.now() - started) / 1000;
    outcomes.push({ name: phase.name, seconds: elapsed, ok: code === 0 });
    files.push(...(phase.files?.() ?? []));
    return code === 0;
  }

  /** Runs phases one after another until one fails. */
  async function lane(phases: Phase[], prefixed: boolean): Promise<boolean> {
    for (const phase of phases) if (!(await run(phase, prefixed))) return false;
    return true;
  }

  const started = performance.now();
  const [machineReady, checked] = await Promise.all([lane(machine, true), lane(checks, true)]);
  const passed = machineReady && checked && (await lane(suites, false));
  console.log(`\n${summary(outcomes, files, (performance.now() - started) / 1000)}`);
  rmSync(timings, { recursive: true, force: true });
  process.exit(passed ? 0 : 1);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();
