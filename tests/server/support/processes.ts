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
 * Node's flags for the CLI commands a test runs (`scripts/*.ts`, a second or two each): V8's
 * baseline WebAssembly compiler only. With the optimising one, every such process spends a
 * second of CPU optimising the embedded database's code it will never run again, and then
 * waits up to 2 s at exit for that job; what the command does is the same either way.
 */
export const CLI_NODE_FLAGS = ["--liftoff-only"];
