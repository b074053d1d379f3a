import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll } from "vitest";

/**
 * What a describe block's tests leave behind (databases, harnesses, scratch folders), undone
 * after its last test, newest first: a database is dropped before the folder it lives in.
 * Call inside `describe`.
 */
export function useCleanups() {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });
  /** A scratch folder of its own, removed with the rest. */
  const tempDir = async (name: string) => {
    const dir = await mkdtemp(path.join(os.tmpdir(), `nkabom-${name}-`));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    return dir;
  };
  return { cleanups, tempDir };
}
