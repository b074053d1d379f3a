import { describe, expect, it } from "vitest";
import { judgeAudit } from "#scripts/audit.ts";

// Shapes as npm 11 prints them with `npm audit --json` (audit report version 2).
const counts = (high: number, critical = 0, moderate = 0) => ({
  info: 0,
  low: 0,
  moderate,
  high,
  critical,
  total: high + critical + moderate,
});

describe("the npm audit gate", () => {
  it("fails on a high vulnerability and names the package and advisory", () => {
    const verdict = judgeAudit(
      JSON.stringify({
        auditReportVersion: 2,
        vulnerabilities: {
          "path-to-regexp": {
            name: "path-to-regexp",
            severity: "high",
            via: [
              {
                title: "path-to-regexp outputs backtracking regular expressions",
                url: "https://github.com/advisories/GHSA-9wv6-86v2-598j",
                severity: "high",
              },
            ],
          },
          express: { name: "express", severity: "high", via: ["path-to-regexp"] },
        },
        metadata: { vulnerabilities: counts(2) },
      }),
    );
    expect(verdict.kind).toBe("vulnerable");
    expect(verdict.message).toContain("path-to-regexp (high)");
    expect(verdict.message).toContain("GHSA-9wv6-86v2-598j");
    expect(verdict.message).toContain("express (high): through path-to-regexp");
  });

  it("passes with only moderate findings, and says how many", () => {
    const verdict = judgeAudit(
      JSON.stringify({
        vulnerabilities: { cookie: { severity: "moderate", via: [{ title: "x" }] } },
        metadata: { vulnerabilities: counts(0, 0, 1) },
      }),
    );
    expect(verdict).toEqual({
      kind: "clean",
      message: "npm audit --omit=dev: no high or critical (0 info, 0 low, 1 moderate, 0 high, 0 critical)",
    });
  });

  it("reports an unreachable advisory service instead of passing silently", () => {
    const verdict = judgeAudit(
      JSON.stringify({
        message: "405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk",
        statusCode: 405,
        error: { summary: "", detail: "" },
      }),
    );
    expect(verdict.kind).toBe("unreachable");
    expect(verdict.message).toContain("405 Method Not Allowed");
    expect(judgeAudit("").kind).toBe("unreachable");
  });
});
