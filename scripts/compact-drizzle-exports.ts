import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * Postinstall: drizzle-orm's package.json lists 447 subpath exports one by one (179 KB), and
 * Node 24 reads that map again for each of the ~110 drizzle modules a process loads: a
 * second of CPU at every start of the server, each CLI command and each test process. Every
 * entry of the form "./x" → "./x.js" (with its .cjs and .d.ts twins) is what the one pattern
 * "./*" says, so those go and the pattern stands in for them; directory entries ("./pg-core"
 * → "./pg-core/index.js") stay as they are. Every subpath resolves to the same file as before
 * (tests/build/drizzle-exports.test.ts checks each). Drop this when drizzle-orm ships patterns.
 */

type Conditions = Record<string, unknown>;

/** The exports entry drizzle-orm writes for the module file `./<base>.js`. */
export function fileEntry(base: string): Conditions {
  return {
    import: { types: `./${base}.d.ts`, default: `./${base}.js` },
    require: { types: `./${base}.d.cts`, default: `./${base}.cjs` },
    types: `./${base}.d.ts`,
    default: `./${base}.js`,
  };
}

/** The exports map with every file entry folded into the "./*" pattern; others kept. */
export function compactExports(exports: Record<string, Conditions>): Record<string, Conditions> {
  if ("./*" in exports) return exports;
  const kept = Object.entries(exports).filter(
    ([key, entry]) =>
      key === "." || JSON.stringify(entry) !== JSON.stringify(fileEntry(key.slice(2))),
  );
  return { ...Object.fromEntries(kept), "./*": fileEntry("*") };
}

if (import.meta.main) {
  // By path: drizzle-orm does not export its package.json.
  const file = path.join(import.meta.dirname, "../node_modules/drizzle-orm/package.json");
  const manifest = JSON.parse(readFileSync(file, "utf8")) as {
    exports: Record<string, Conditions>;
  };
  manifest.exports = compactExports(manifest.exports);
  // One line: the reader's cost grows with the file's size.
  writeFileSync(file, `${JSON.stringify(manifest)}\n`);
}
