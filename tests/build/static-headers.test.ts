import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  MAX_LINE,
  MAX_RULES,
  netlifyHeaders,
  staticHeaderRules,
  type HeaderRule,
} from "#scripts/static-headers.ts";
import type { PageManifest } from "#server/page-manifest.ts";

// Cloudflare Pages reads at most 100 `_headers` rules of at most 2,000 characters a line:
// the file must stay valid however many articles the editors publish.
const ARTICLES = 300;
const shared = ["'sha256-boot'", "'sha256-framework'", "'sha256-article-route'"];
const own = (slug: string) => [`'sha256-${slug}-context'`, `'sha256-${slug}-data'`];

const clientDir = mkdtempSync(path.join(os.tmpdir(), "static-headers-"));
const manifest: PageManifest = { siteUrl: "https://example.test", pages: {} };
function page(route: string, hashes: string[]) {
  mkdirSync(path.join(clientDir, route), { recursive: true });
  writeFileSync(path.join(clientDir, route, "index.html"), "<!doctype html>");
  if (route !== "/") writeFileSync(path.join(clientDir, `${route}.data`), "[]");
  manifest.pages[route] = { file: `${route}/index.html`, scriptHashes: hashes };
}
page("/", [...shared, ...own("home")]);
page("/articles", [...shared, ...own("articles")]);
page("/about-us", [...shared, ...own("about")]);
page("/about-us-team", [...shared, ...own("about-team")]);
const slugs = Array.from({ length: ARTICLES }, (_, i) =>
  [`mobile-money-${i}`, `ussd-${i}`, `direct-debit-${i}`, `guide-${i}`][i % 4]!,
);
for (const slug of slugs) page(`/articles/${slug}`, [...shared, ...own(slug)]);
mkdirSync(path.join(clientDir, "images"));
writeFileSync(path.join(clientDir, "images", "team.svg"), "<svg/>");
writeFileSync(path.join(clientDir, "articles", "feed.xml"), "<feed/>");
writeFileSync(path.join(clientDir, "favicon.ico"), "");
// The not-found pages: the catch-all's (404.html) and the article route's (articles/404.html).
manifest.notFound = { file: "404.html", scriptHashes: [...shared, "'sha256-not-found-data'"] };
manifest.articleNotFound = {
  file: "articles/404.html",
  scriptHashes: [...shared, "'sha256-no-such-article-data'"],
};
writeFileSync(path.join(clientDir, "404.html"), "<!doctype html>");
writeFileSync(path.join(clientDir, "articles", "404.html"), "<!doctype html>");
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

const matches = (rule: HeaderRule, url: string) =>
  rule.path.endsWith("*") ? url.startsWith(rule.path.slice(0, -1)) : rule.path === url;
const headersFor = (rules: HeaderRule[], url: string) => {
  const found = rules.filter((r) => matches(r, url)).flatMap((r) => Object.entries(r.headers));
  const names = found.map(([name]) => name);
  // A header set by two matching rules would reach the visitor as two joined values.
  expect(new Set(names).size, `${url}: ${names.join(", ")}`).toBe(names.length);
  return Object.fromEntries(found);
};

describe("headers for static hosts", () => {
  const rules = staticHeaderRules(clientDir, manifest);

  it(`stays within Cloudflare Pages' limits with ${ARTICLES} articles`, () => {
    expect(rules.length).toBeLessThanOrEqual(MAX_RULES);
    for (const line of netlifyHeaders(rules).split("\n")) {
      expect(line.length).toBeLessThanOrEqual(MAX_LINE);
    }
  });

  it("gives every page, at both addresses, a policy allowing its own scripts", () => {
    for (const [route, { scriptHashes }] of Object.entries(manifest.pages)) {
      for (const url of route === "/" ? ["/"] : [route, `${route}/`]) {
        const headers = headersFor(rules, url);
        for (const hash of scriptHashes) {
          expect(headers["Content-Security-Policy"], url).toContain(hash);
        }
        expect(headers["Cache-Control"], url).toContain("s-maxage=");
        expect(headers["X-Frame-Options"], url).toBe("DENY");
      }
    }
  });

  it("caches files a day and .data like their pages, each under one rule", () => {
    expect(headersFor(rules, "/images/team.svg")["Cache-Control"]).toBe("public, max-age=86400");
    expect(headersFor(rules, "/articles/feed.xml")["Cache-Control"]).toBe("public, max-age=86400");
    expect(headersFor(rules, "/favicon.ico")["Cache-Control"]).toBe("public, max-age=86400");
    expect(headersFor(rules, `/articles/${slugs[0]}.data`)["Cache-Control"]).toContain(
      "s-maxage=",
    );
  });

  it("lets the not-found page a host sends at an unknown address run its scripts there", () => {
    const allows = (url: string, page: "notFound" | "articleNotFound") => {
      const csp = headersFor(rules, url)["Content-Security-Policy"];
      // No policy of its own: nothing blocks the page's scripts.
      return csp === undefined || manifest[page]!.scriptHashes.every((h) => csp.includes(h));
    };
    // Beside the articles' own addresses, whatever rule their prefix falls under.
    for (const slug of [...slugs.slice(0, 4), "zebra", "a", "9"]) {
      expect(allows(`/articles/${slug}-not-published`, "articleNotFound"), slug).toBe(true);
    }
    for (const url of ["/about-us-nope", "/about", "/no-such-page", "/articlesx", "/a"]) {
      expect(allows(url, "notFound"), url).toBe(true);
    }
  });
});
