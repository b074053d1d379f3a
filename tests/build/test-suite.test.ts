import path from "node:path";
import type { JSONReport } from "@playwright/test/reporter";
import { describe, expect, it } from "vitest";
import { playwrightFiles, summary } from "#scripts/test-suite.ts";

/**
 * The table `npm test` ends with (scripts/test-suite.ts): what a later change is judged by,
 * so it must add up the right figures and name a test that passed only on its retry.
 */

const testDir = path.resolve("tests/e2e");

function result(duration: number) {
  return { duration } as JSONReport["suites"][number]["specs"][number]["tests"][number]["results"][number];
}

const report = {
  config: { rootDir: testDir, projects: [{ testDir }] },
  suites: [
    {
      file: "forms.spec.ts",
      specs: [
        {
          tests: [
            { projectName: "desktop", status: "expected", results: [result(4_000)] },
            { projectName: "mobile", status: "expected", results: [result(3_000)] },
          ],
        },
      ],
      suites: [
        {
          file: "forms.spec.ts",
          specs: [
            {
              tests: [
                // Failed once, passed on its retry: both runs count, and it is flaky.
                { projectName: "desktop", status: "flaky", results: [result(30_000), result(6_000)] },
              ],
            },
          ],
        },
      ],
    },
    {
      file: "a11y.spec.ts",
      specs: [
        { tests: [{ projectName: "desktop", status: "unexpected", results: [result(2_000)] }] },
      ],
    },
  ],
} as unknown as JSONReport;

describe("npm test's closing table", () => {
  it("adds up each spec file's tests per project, retries included, and keeps the worst outcome", () => {
    expect(playwrightFiles(report)).toEqual([
      { project: "desktop", file: "tests/e2e/forms.spec.ts", seconds: 40, state: "flaky" },
      { project: "mobile", file: "tests/e2e/forms.spec.ts", seconds: 3, state: "passed" },
      { project: "desktop", file: "tests/e2e/a11y.spec.ts", seconds: 2, state: "failed" },
    ]);
  });

  it("lists the phases, the projects and the slowest files first, and names what passed on a retry", () => {
    const files = [
      ...playwrightFiles(report),
      { project: "server", file: "tests/server/cli.test.ts", seconds: 12.4, state: "passed" },
    ];
    const table = summary(
      [
        { name: "type check", seconds: 41.6, ok: true },
        { name: "vitest", seconds: 300, ok: false },
      ],
      files,
      400,
    );
    expect(table).toContain("| type check | 42 s | passed |");
    expect(table).toContain("| vitest | 300 s | FAILED |");
    expect(table).toContain("| **whole run** | **400 s** | |");
    expect(table).toContain("| desktop | 2 | 42 s |");
    const slowest = table.slice(table.indexOf("15 slowest"));
    expect(slowest.indexOf("forms.spec.ts | desktop")).toBeLessThan(slowest.indexOf("cli.test.ts"));
    expect(slowest.indexOf("cli.test.ts")).toBeLessThan(slowest.indexOf("a11y.spec.ts"));
    expect(table).toContain("Passed only on a retry (flaky): tests/e2e/forms.spec.ts (desktop).");
    expect(summary([], [files[1]!], 1)).toContain("No test passed only on a retry.");
  });
});
