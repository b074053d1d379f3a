import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { docFiles } from "./support/runnable-blocks.ts";

// The README is the way in: short, the quick start first, one click to every doc. The
// details live in docs/, and every setting the server reads is written down there.
const root = path.resolve(import.meta.dirname, "../..");
const readme = readFileSync(path.join(root, "README.md"), "utf8");

describe("README.md", () => {
  it("stays at most 160 lines", () => {
    expect(readme.trimEnd().split("\n").length).toBeLessThanOrEqual(160);
  });

  it("opens with the quick start: one command runs the site, one runs every test", () => {
    const firstBlock = /```sh\n([\s\S]*?)```/.exec(readme)?.[1] ?? "";
    expect(readme.indexOf("## Quick start")).toBeLessThan(readme.indexOf("```sh"));
    expect(firstBlock).toContain("npm install && npm start");
    expect(firstBlock).toContain("npm install && npm test");
  });

  it("links to every document in docs/", () => {
    const docs = readdirSync(path.join(root, "docs")).filter((f) => f.endsWith(".md"));
    for (const doc of docs) expect(readme, doc).toContain(`(docs/${doc})`);
  });
});

describe("settings", () => {
  it("documents every environment setting server/config.ts reads", () => {
    const config = readFileSync(path.join(root, "server/config.ts"), "utf8");
    const names = new Set(
      [...config.matchAll(/\benv(?:\.([A-Z][A-Z0-9_]*)|,\s*"([A-Z][A-Z0-9_]*)")/g)].map(
        (m) => (m[1] ?? m[2])!,
      ),
    );
    expect(names.size).toBeGreaterThanOrEqual(30);
    const docs = docFiles(root)
      .map((file) => readFileSync(path.join(root, file), "utf8"))
      .join("\n");
    const missing = [...names].filter((name) => !docs.includes(`\`${name}\``));
    expect(missing).toEqual([]);
  });
});
