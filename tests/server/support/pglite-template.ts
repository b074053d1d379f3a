import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "#server/db/database.ts";

/**
 * Global setup: one migrated, cleanly closed PGlite database for the whole run. Creating
 * a PGlite database runs initdb in WebAssembly (seconds on a busy machine); opening a copy
 * of this one takes a fraction of that. See `startHarness` and `seedDataDir`.
 */

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const root = await mkdtemp(path.join(os.tmpdir(), "nkabom-pglite-template-"));
  const database = await openDatabase({ dataDir: root });
  await database.close();
  project.provide("pgliteTemplate", path.join(root, "db"));
  return () => rm(root, { recursive: true, force: true });
}
