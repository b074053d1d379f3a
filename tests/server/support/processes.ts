/** Polls `probe` until it returns a value (errors count as not yet), or gives up after `ms`. */
export async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, ms = 90_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * Node's flags for the CLI commands a test runs (`scripts/*.ts`, a second or two each) and for
 * the servers of tests/server (a minute at most, a few requests): V8's baseline WebAssembly
 * compiler only. With the optimising one, every such process spends a second of CPU
 * optimising the embedded database's code it will barely run, and then waits up to 2 s at
 * exit for that job; what the process does is the same either way. The abuse suite's servers,
 * which floods load, keep V8's defaults, as production. The operators' `npm run` commands
 * run with the same flag (package.json): with 20,000 leads an export, a listing and a backup
 * each took less time with it, not more.
 */
export const CLI_NODE_FLAGS = ["--liftoff-only"];
