import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const run = promisify(execFile);

// Every dev start, build and type check used to print Vite's "The `envFile` option is
// deprecated" (from React Router's own internal Vite servers) several times over: noise
// that hides a real warning. patches/@react-router+dev+*.patch passes `envDir: false`
// instead, as React Router 8 does; `npm install` applies it (postinstall: patch-package).
describe("the toolchain's own output", () => {
  it("has no envFile deprecation for either build's route types", async () => {
    for (const args of [["typegen"], ["typegen", "console"]]) {
      const { stdout, stderr } = await run(
        process.execPath,
        [path.join(root, "node_modules/@react-router/dev/bin.js"), ...args],
        { cwd: root },
      );
      expect(`${stdout}${stderr}`, args.join(" ")).not.toMatch(/envFile|deprecated/i);
    }
  }, 120_000);
});
