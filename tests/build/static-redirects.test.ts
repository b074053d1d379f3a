import { describe, expect, it } from "vitest";
import { site } from "#app/config/site.ts";
import { netlifyRedirects, redirectRules } from "#scripts/static-redirects.ts";

// `_redirects` for static hosts: what the server answers itself, written for Netlify and
// Cloudflare Pages (the first matching rule wins, so the catch-all 404 rule comes last).
describe("redirects for static hosts", () => {
  const renamed = new Map([
    ["momo-guide", "mobile-money-guide"],
    ["old-ussd", "ussd-in-ghana"],
  ]);
  const rules = redirectRules(renamed, site);

  it("redirects a renamed article's page, its slash twin and its data, permanently", () => {
    expect(rules).toContainEqual(["/articles/momo-guide", "/articles/mobile-money-guide", 301]);
    expect(rules).toContainEqual(["/articles/momo-guide/", "/articles/mobile-money-guide", 301]);
    expect(rules).toContainEqual([
      "/articles/momo-guide.data",
      "/articles/mobile-money-guide.data",
      301,
    ]);
  });

  it("sends the API docs' old paths to the docs host, and unknown articles their 404 last", () => {
    expect(rules).toContainEqual([
      "/payouts/payouts-api",
      `${site.docs.host}${site.docs.paths.payouts}`,
      301,
    ]);
    expect(rules.at(-1)).toEqual(["/articles/*", "/articles/404.html", 404]);
  });

  it("writes one rule a line: from, to, status", () => {
    const lines = netlifyRedirects(rules).trimEnd().split("\n");
    expect(lines.map((line) => line.split(/\s+/))).toEqual(
      rules.map(([from, to, status]) => [from, to, String(status)]),
    );
  });
});
