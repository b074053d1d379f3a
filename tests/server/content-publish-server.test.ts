import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "#scripts/built-server.ts";
import { publish } from "#server/content/review.server.ts";
import { getEntry, saveDraft } from "#server/content/store.server.ts";
import { openDatabase, type Database } from "#server/db/database.ts";
import { inviteStaff, OPERATOR } from "#server/staff/accounts.server.ts";
import { createPostgresDatabase } from "./support/harness.ts";
import { hasBuild, waitFor } from "./support/server-process.ts";

/**
 * The production server (`npm run build`) and the content store: a publication shows on
 * the running server's page without a restart, and a restarted server serves it at once.
 */
const PAGE = "/about-us";

async function publishTitle(database: Database, title: string) {
  const { account } = await inviteStaff(database.db, {
    email: `editor-${Date.now()}@nkabompay.test`,
    roles: ["marketing"],
    siteUrl: "https://www.nkabompay.com.gh",
    actor: OPERATOR,
  });
  const actor = { id: account.id, email: account.email };
  const entry = (await getEntry(database.db, "pageMeta", PAGE))!;
  const data = { ...(entry.published.data as Record<string, unknown>), title };
  const saved = await saveDraft(database.db, {
    type: "pageMeta",
    id: PAGE,
    data,
    baseVersion: entry.newestVersion,
    author: actor,
  });
  if (!saved.ok) throw new Error(`save refused: ${JSON.stringify(saved)}`);
  const published = await publish(database.db, {
    type: "pageMeta",
    id: PAGE,
    version: saved.version,
    actor,
  });
  if (!published.ok) throw new Error(`publish refused: ${JSON.stringify(published)}`);
}

const title = async (server: RunningServer) =>
  /<title>([^<]*)<\/title>/.exec(await (await fetch(server.base + PAGE)).text())?.[1];

describe.skipIf(!hasBuild)("publishing to the running server", () => {
  const cleanup: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step().catch(() => undefined);
  });

  it("PostgreSQL: a publication is live within 5 s without a restart, and after one", async () => {
    const pg = await createPostgresDatabase();
    cleanup.push(() => pg.drop());
    const env = { DATABASE_URL: pg.url };
    let server = await startServer({ env });
    cleanup.push(() => server.stop());
    expect(await title(server)).toContain("Our story");
    const database = await openDatabase({ databaseUrl: pg.url, dataDir: os.tmpdir() });
    cleanup.push(() => database.close());

    const started = Date.now();
    await publishTitle(database, "Published while running");
    await waitFor(
      "the publication on the page",
      async () => ((await title(server))?.startsWith("Published while running") ? true : undefined),
      5000,
    );
    expect(Date.now() - started).toBeLessThan(5000);

    await server.stop();
    server = await startServer({ env });
    // Ready means rendered: the first answer is the publication, not the build's page.
    expect(await title(server)).toMatch(/^Published while running/);
  }, 240_000);

  it("PGlite: a server restarted on the same data dir serves the last publication", async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "nkabom-publish-"));
    cleanup.push(() => rm(dataDir, { recursive: true, force: true }));
    const first = await startServer({ dataDir });
    expect(await title(first)).toContain("Our story");
    await first.stop();
    // The embedded database is free once the server has stopped: publish as the console would.
    const database = await openDatabase({ dataDir });
    await publishTitle(database, "Published before the restart");
    await database.close();
    const second = await startServer({ dataDir });
    cleanup.push(() => second.stop());
    expect(await title(second)).toMatch(/^Published before the restart/);
    const data = await (await fetch(second.base + PAGE + ".data")).text();
    expect(data).toContain("Published before the restart");
  }, 240_000);
});
