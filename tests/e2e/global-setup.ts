import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { openDatabase } from "#server/db/database.ts";

/**
 * One migrated, cleanly closed PGlite database for the run, as the Vitest projects have
 * (tests/server/support/pglite-template.ts): each staff console spec's server starts from a
 * copy instead of creating its database from nothing (initdb and every migration, 10 s and
 * more on a busy machine, once per spec, project and worker). The shared e2e server still
 * starts from an empty data folder, as `npm start` does on a fresh clone.
 */
export const TEMPLATE_VARIABLE = "E2E_PGLITE_TEMPLATE";

export default async function globalSetup() {
  const folder = await mkdtemp(path.join(os.tmpdir(), "nkabom-e2e-template-"));
  const database = await openDatabase({ dataDir: folder });
  await database.close();
  // Playwright hands the runner's environment, as globalSetup leaves it, to every worker.
  process.env[TEMPLATE_VARIABLE] = path.join(folder, "db");
  return () => rm(folder, { recursive: true, force: true });
}
