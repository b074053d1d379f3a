import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { deferModuleScripts } from "#app/lib/defer-scripts.server.ts";
import { inlineScriptHashes } from "#scripts/page-hashes.ts";

// The shape React Router 7 writes at prerender time (no nonce), trimmed.
const moduleCode = `import * as route0 from "/assets/root-A.js";\nimport("/assets/entry.client-B.js");`;
const context = `window.__reactRouterContext = {"url":"/about-us"};`;
const prerendered = `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/root-A.js"/><script type="application/ld+json">{"@type":"Organization"}</script></head><body><main>Hi</main><script>${context}</script><script type="module" async="">${moduleCode}</script></body></html>`;

const hashOf = (text: string) =>
  `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("CSP hashes of a prerendered page", () => {
  const page = deferModuleScripts(prerendered);
  const boot = /<script>(\(function\(code[\s\S]*?)<\/script>/.exec(page)![1]!;

  it("cover every inline script it runs, and the module script added after the paint", () => {
    const hashes = inlineScriptHashes(page);
    expect(hashes).toEqual(
      expect.arrayContaining([hashOf(context), hashOf(boot), hashOf(moduleCode)]),
    );
    expect(hashes).toHaveLength(3);
  });

  it("leave out data blocks, which no browser runs", () => {
    expect(inlineScriptHashes(page)).not.toContain(hashOf('{"@type":"Organization"}'));
  });

  it("fail the build when no boot script adds the module script", () => {
    expect(() => inlineScriptHashes(prerendered.replace(/<script type="module"[\s\S]*?<\/script>/, ""))).toThrow(
      /added 0 module scripts/,
    );
  });
});
