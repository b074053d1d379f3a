import { rm } from "node:fs/promises";
import os from "node:os";
import { afterAll, describe, expect, it } from "vitest";
import type { SiteFacts } from "#app/content/schemas/site-facts.ts";
import { approve, publish, submitForReview } from "#server/content/review.server.ts";
import { getEntry, saveDraft } from "#server/content/store.server.ts";
import { openDatabase, type Database } from "#server/db/database.ts";
import { inviteStaff, OPERATOR } from "#server/staff/accounts.server.ts";
import { createPostgresDatabase, seedDataDir } from "./support/harness.ts";
import { hasBuild, startServer, waitFor, type RunningServer } from "./support/server-process.ts";

/**
 * Issue 40, F1: /.well-known/security.txt names the address /security names, the published
 * one, not the build's. A new security address is saved by marketing, approved by
 * compliance and published, as the console does it; then /security and security.txt both
 * name it (PostgreSQL: on the running server; PGlite: after a restart on the same data).
 */
const NEW_ADDRESS = "vulnerabilities@nkabompay.com.gh";
const OLD_ADDRESS = "security@nkabompay.com.gh";

async function person(database: Database, role: "marketing" | "compliance") {
  const { account } = await inviteStaff(database.db, {
    email: `${role}-${Date.now()}-${Math.random().toString(36).slice(2)}@nkabompay.test`,
    roles: [role],
    siteUrl: "https://www.nkabompay.com.gh",
    actor: OPERATOR,
  });
  return { id: account.id, email: account.email };
}

/** Saved by marketing, approved by compliance, published by marketing. */
async function publishSecurityAddress(database: Database, address: string) {
  const [marketer, reviewer] = [
    await person(database, "marketing"),
    await person(database, "compliance"),
  ];
  const entry = (await getEntry(database.db, "siteFacts", "main"))!;
  const facts = entry.published.data as SiteFacts;
  const saved = await saveDraft(database.db, {
    type: "siteFacts",
    id: "main",
    data: { ...facts, emails: { ...facts.emails, security: address } },
    baseVersion: entry.newestVersion,
    author: marketer,
  });
  if (!saved.ok) throw new Error(`save refused: ${JSON.stringify(saved)}`);
  const step = { type: "siteFacts", id: "main", version: saved.version };
  for (const outcome of [
    await submitForReview(database.db, { ...step, actor: marketer }),
    await approve(database.db, { ...step, reviewer }),
    await publish(database.db, { ...step, actor: marketer }),
  ]) {
    if (!outcome.ok) throw new Error(`refused: ${JSON.stringify(outcome)}`);
  }
}

const securityTxt = async (server: RunningServer) => {
  const response = await fetch(`${server.base}/.well-known/security.txt`);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
  return response.text();
};
const securityPage = async (server: RunningServer) =>
  (await fetch(`${server.base}/security`)).text();

describe.skipIf(!hasBuild)("security.txt follows the published facts", () => {
  const cleanup: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step().catch(() => undefined);
  });

  it("PostgreSQL: after approval and publication, /security and security.txt name the new address", async () => {
    const pg = await createPostgresDatabase();
    cleanup.push(() => pg.drop());
    const server = await startServer({ env: { DATABASE_URL: pg.url } });
    cleanup.push(() => server.stop());
    expect(await securityTxt(server)).toContain(`Contact: mailto:${OLD_ADDRESS}\n`);

    const database = await openDatabase({ databaseUrl: pg.url, dataDir: os.tmpdir() });
    cleanup.push(() => database.close());
    await publishSecurityAddress(database, NEW_ADDRESS);
    await waitFor(
      "the new address on /security",
      async () => ((await securityPage(server)).includes(NEW_ADDRESS) ? true : undefined),
      // A change of the facts renders every page again: slow on a busy machine.
      60_000,
    );
    const text = await securityTxt(server);
    expect(text).toContain(`Contact: mailto:${NEW_ADDRESS}\n`);
    expect(text).not.toContain(OLD_ADDRESS);
    expect(text).toContain("Policy: ");
    expect(text).toMatch(/^Expires: \d{4}-\d\d-\d\dT/m);
  }, 240_000);

  it("PGlite: a server started on data with the publication names the new address in both", async () => {
    const dataDir = await seedDataDir();
    cleanup.push(() => rm(dataDir, { recursive: true, force: true }));
    const database = await openDatabase({ dataDir });
    await publishSecurityAddress(database, NEW_ADDRESS);
    await database.close();
    const server = await startServer({ dataDir });
    cleanup.push(() => server.stop());
    expect(await securityPage(server)).toContain(NEW_ADDRESS);
    const text = await securityTxt(server);
    expect(text).toContain(`Contact: mailto:${NEW_ADDRESS}\n`);
    expect(text).not.toContain(OLD_ADDRESS);
  }, 240_000);
});
