import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { PageManifest } from "#server/page-manifest.ts";

// Every page of the build (the sitemap's list) can be reached by following the site's own
// links: a page only a search engine knows is one a visitor never finds (/articles and
// /case-study had no link, issue 51).
const root = path.resolve(import.meta.dirname, "../..");
const manifestFile = path.join(root, "build/page-manifest.json");
const built = existsSync(manifestFile);

describe.skipIf(!built)("the built pages' links", () => {
  it("lead from the home page to every page of the build", () => {
    const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as PageManifest;
    const pages = new Set(Object.keys(manifest.pages));
    const linksOf = (page: string) => {
      const file = path.join(root, "build/client", page, "index.html");
      const doc = new DOMParser().parseFromString(readFileSync(file, "utf8"), "text/html");
      return [...doc.querySelectorAll("a[href]")]
        .map((a) => new URL(a.getAttribute("href")!, `https://site.test${page}`))
        .filter((url) => url.origin === "https://site.test")
        .map((url) => url.pathname.replace(/(.)\/$/, "$1"));
    };
    const reached = new Set(["/"]);
    const queue = ["/"];
    for (let page = queue.shift(); page !== undefined; page = queue.shift()) {
      for (const link of linksOf(page)) {
        if (pages.has(link) && !reached.has(link)) {
          reached.add(link);
          queue.push(link);
        }
      }
    }
    expect([...pages].filter((page) => !reached.has(page))).toEqual([]);
  });
});
