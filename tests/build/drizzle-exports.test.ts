// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { compactExports, fileEntry } from "#scripts/compact-drizzle-exports.ts";

const dir = path.resolve(import.meta.dirname, "../../node_modules/drizzle-orm");
const require = createRequire(import.meta.url);

describe("drizzle-orm's exports, folded into one pattern at install", () => {
  it("keeps directory entries and folds only what the pattern says the same way", () => {
    const index = {
      import: { types: "./pg-core/index.d.ts", default: "./pg-core/index.js" },
      types: "./pg-core/index.d.ts",
      default: "./pg-core/index.js",
    };
    const odd = { import: "./elsewhere.js" };
    const compacted = compactExports({
      ".": fileEntry("index"),
      "./pg-core": index,
      "./entity": fileEntry("entity"),
      "./pg-core/columns/text": fileEntry("pg-core/columns/text"),
      "./odd": odd,
    });
    expect(compacted).toEqual({
      ".": fileEntry("index"),
      "./pg-core": index,
      "./odd": odd,
      "./*": fileEntry("*"),
    });
    expect(compactExports(compacted)).toBe(compacted);
  });

  it("is installed so, and each module file still resolves to itself for import and require", () => {
    const manifest = JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8")) as {
      exports: Record<string, unknown>;
    };
    expect(manifest.exports["./*"]).toEqual(fileEntry("*"));
    const relative = (file: string) => path.relative(dir, file.replace(/^file:\/\//, ""));
    const bases = readdirSync(dir, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".js") && !file.endsWith("/index.js") && !file.startsWith("node_modules/"))
      .map((file) => file.slice(0, -".js".length))
      // A module beside a folder of the same name ("./pg-core/utils") is exported as the folder.
      .filter((base) => !(`./${base}` in manifest.exports));
    expect(bases.length).toBeGreaterThan(300);
    for (const base of bases) {
      expect(relative(import.meta.resolve(`drizzle-orm/${base}`)), base).toBe(`${base}.js`);
      expect(relative(require.resolve(`drizzle-orm/${base}`)), base).toBe(`${base}.cjs`);
    }
    // The folders' entries, kept as written, and the entries the app imports.
    for (const [key, entry] of Object.entries(manifest.exports)) {
      if (key === "./*") continue;
      const { default: file } = (entry as { import: { default: string } }).import;
      expect(relative(import.meta.resolve(`drizzle-orm${key.slice(1)}`)), key).toBe(file.slice(2));
    }
  });
});

