// @vitest-environment node
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createLogger } from "#server/logger.ts";
import { createMetrics } from "#server/metrics.ts";
import { PROMTOOL_PATH } from "#scripts/test-prerequisites.ts";

/**
 * The alert rules (ops/prometheus/alerts.yml) are code: promtool checks them and runs their
 * unit tests (ops/prometheus/*.test.yml), every alert has a test that sees it fire, and every metric a
 * rule reads is one the server exposes.
 */
const folder = path.resolve(import.meta.dirname, "../../ops/prometheus");
const rules = readFileSync(path.join(folder, "alerts.yml"), "utf8");
const testFiles = readdirSync(folder).filter((file) => file.endsWith(".test.yml"));
const tests = testFiles.map((file) => readFileSync(path.join(folder, file), "utf8")).join("\n");
const promtool = (...args: string[]) =>
  execFileSync(PROMTOOL_PATH, args, { cwd: folder, encoding: "utf8", stdio: "pipe" });

describe("Prometheus alert rules", () => {
  it("are valid rules", () => {
    expect(promtool("check", "rules", "alerts.yml")).toContain("SUCCESS");
  }, 30_000);

  it("pass their promtool unit tests", () => {
    let output: string;
    try {
      output = promtool("test", "rules", ...testFiles);
    } catch (error) {
      const { stdout, stderr } = error as { stdout: string; stderr: string };
      throw new Error(`promtool test rules failed:\n${stdout}${stderr}`);
    }
    expect(output).toContain("SUCCESS");
  }, 60_000);

  it("each have a test where the alert fires", () => {
    const alerts = [...rules.matchAll(/^\s+- alert: (\w+)$/gm)].map((m) => m[1]!);
    expect(alerts.length).toBeGreaterThanOrEqual(8);
    for (const alert of alerts) {
      const fires = new RegExp(`alertname: ${alert}\\n\\s+exp_alerts:\\n\\s+- exp_labels`);
      expect(tests, alert).toMatch(fires);
    }
  });

  it("read only metrics the server exposes", async () => {
    const metrics = createMetrics(createLogger("silent"));
    // Every source a running instance has (the database's queries are not run: no scrape).
    metrics.watch({
      pool: () => ({ total: 0, idle: 0, waiting: 0 }),
      analytics: { stats: () => ({ accepted: 0, dropped: 0 }), lastRollupAt: () => undefined },
      publicationServed: () => 0,
      publicationLatest: async () => 0,
      backupDir: "/nonexistent",
    });
    const exposed = new Set(
      (await metrics.registry.getMetricsAsJSON()).flatMap((m) =>
        String(m.type) === "histogram" ? [`${m.name}_count`, `${m.name}_sum`, `${m.name}_bucket`] : m.name,
      ),
    );
    const read = new Set(
      [...rules.matchAll(/\b((?:nkabom|nodejs)_[a-z_]+)/g)].map((m) => m[1]!),
    );
    expect(read.size).toBeGreaterThan(5);
    for (const name of read) expect(exposed, name).toContain(name);
  });
});
