import { rm } from "node:fs/promises";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../server/db/database.ts";
import { contactMessages, demoRequests } from "../../server/db/schema.ts";
import { inboxPage } from "../../server/staff/lead-inbox.ts";
import { createPostgresDatabase, seedDataDir } from "./support/harness.ts";

// The inbox search (issue 19): a case-insensitive substring of a name, an e-mail address, a
// company or a message, answered from the trigram indexes rather than by reading every lead.
describe.each(["pglite", "postgres"] as const)("lead search on %s", (kind) => {
  let database: Database;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const dataDir = await seedDataDir();
    const pg = kind === "postgres" ? await createPostgresDatabase() : null;
    database = await openDatabase({ dataDir, databaseUrl: pg?.url });
    cleanup = async () => {
      await database.close();
      await pg?.drop();
      await rm(dataDir, { recursive: true, force: true });
    };
    await database.db.insert(contactMessages).values({
      firstName: "Akosua",
      lastName: "Darko-Mensah",
      email: "akosua.darko@kumasi-traders.example",
      message: "We want to accept mobile money at our Tamale branch.",
      policyConsentedAt: new Date(),
    });
    await database.db.insert(demoRequests).values({
      product: "banking",
      name: "Yaw Boateng",
      email: "yaw@volta-rural.example",
      phone: "020 000 0000",
      company: "Volta Rural Bank",
    });
  }, 120_000);

  afterAll(() => cleanup?.());

  const found = async (search: string) =>
    (await inboxPage(database.db, { search })).rows.map((r) => r.name).sort();

  it("finds a lead by any part of its name, e-mail, company or message, in any case", async () => {
    expect(await found("darko-MENSAH")).toEqual(["Akosua Darko-Mensah"]);
    expect(await found("Akosua Darko")).toEqual(["Akosua Darko-Mensah"]);
    expect(await found("KUMASI-traders")).toEqual(["Akosua Darko-Mensah"]);
    expect(await found("tamale")).toEqual(["Akosua Darko-Mensah"]);
    expect(await found("rural bank")).toEqual(["Yaw Boateng"]);
    expect(await found("volta-rural.example")).toEqual(["Yaw Boateng"]);
    expect(await found("boateng")).toEqual(["Yaw Boateng"]);
  });

  it("takes % and _ in a search literally", async () => {
    expect(await found("akosua%mensah")).toEqual([]);
    expect(await found("yaw_volta")).toEqual([]);
  });

  it("can answer every search condition from a trigram index", async () => {
    // With sequential scans priced out, a condition no index matches shows up as a Seq Scan
    // (or the planner falls back to it): an index whose expression differs from the query's.
    const plan = (await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute(
        sql`explain select id from contact_messages where (first_name || ' ' || last_name ilike '%sua da%' or email ilike '%sua da%' or message ilike '%sua da%')
            union all select id from demo_requests where (name ilike '%sua da%' or email ilike '%sua da%' or company ilike '%sua da%')`,
      );
    })) as unknown as { rows: { "QUERY PLAN": string }[] };
    const text = plan.rows.map((r) => r["QUERY PLAN"]).join("\n");
    expect(text).not.toMatch(/Seq Scan/);
    for (const index of [
      "contact_messages_name_trgm_idx",
      "contact_messages_email_trgm_idx",
      "contact_messages_message_trgm_idx",
      "demo_requests_name_trgm_idx",
      "demo_requests_email_trgm_idx",
      "demo_requests_company_trgm_idx",
    ]) {
      expect(text).toContain(index);
    }
  });
});
