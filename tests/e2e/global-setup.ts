import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { freePort, startServer } from "#scripts/built-server.ts";
import { openDatabase } from "#server/db/database.ts";

/**
 * One migrated, cleanly closed PGlite database for the run, as the Vitest projects have
 * (tests/server/support/pglite-template.ts), and the one staff console server of the run,
 * started from a copy of it (initdb and every migration take 10 s and more on a busy
 * machine). Every staff spec, at every width, shares that server (staff-support.ts): each
 * test makes its own accounts and data. The shared public e2e server (playwright.config.ts)
 * still starts from an empty data folder, as `npm start` does on a fresh clone.
 */
/** http://localhost:<port>: WebAuthn needs a host name, not 127.0.0.1. */
export const STAFF_ORIGIN_VARIABLE = "E2E_STAFF_ORIGIN";
/** The staff server's DATA_DIR, whose operator socket the tests reach its database through. */
export const STAFF_DATA_DIR_VARIABLE = "E2E_STAFF_DATA_DIR";

async function startStaffServer(template: string) {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const server = await startServer({
    port,
    template,
    stdio: "inherit",
    env: {
      STAFF_ORIGIN: origin,
      MIN_FILL_MS: "0",
      RATE_LIMIT_MAX: "100000",
      ANALYTICS_EVENTS_PER_MINUTE: "1000000",
      // As in playwright.config.ts: one address, renders on a loaded machine.
      RENDERS_PER_CLIENT: "1000000",
      MAX_EVENT_LOOP_UTILIZATION: "1",
      OUTBOX_INTERVAL_MS: "600000",
      // Every test's browser gives an address of its own (staff-support.ts, aClient): the
      // console's sign-in limits and its audit of failures count per address, and one
      // address for the whole run would soon be refused.
      TRUST_PROXY: "loopback",
    },
  });
  return { origin, server };
}

export default async function globalSetup() {
  const folder = await mkdtemp(path.join(os.tmpdir(), "nkabom-e2e-template-"));
  const database = await openDatabase({ dataDir: folder });
  await database.close();
  const { origin, server } = await startStaffServer(path.join(folder, "db"));
  // Playwright hands the runner's environment, as globalSetup leaves it, to every worker.
  process.env[STAFF_ORIGIN_VARIABLE] = origin;
  process.env[STAFF_DATA_DIR_VARIABLE] = server.dataDir;
  return async () => {
    // The server removes its own data folder once it has closed its database.
    await server.stop();
    await rm(folder, { recursive: true, force: true });
  };
}
