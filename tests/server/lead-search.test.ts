import { rm } from "node:fs/promises";
import { sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "#server/db/database.ts";
import { contactMessages, demoRequests, leadSearchDocuments } from "#server/db/schema.ts";
import { inboxPage, searchQuery } from "#server/staff/lead-inbox.server.ts";
import { createPostgresDatabase, seedDataDir } from "./support/harness.ts";

// The inbox search (issue 19): words of a name, an e-mail address, a company or a message
// (the last word may be unfinished), or a whole address; answered from indexes, never by
// reading every lead. Semantics in docs/staff-console.md.
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
    await database.db.insert(contactMessages).values({
      firstName: "Ɔsɛe",
      lastName: "Nyamekyɛ",
      email: "osee@accra.example",
      message: "Payroll for our shops.",
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

  it("finds a lead by a name, a word of its company or message, or its e-mail address, in any case", async () => {
    expect(await found("darko-MENSAH")).toEqual(["Akosua Darko-Mensah"]);
    expect(await found("Akosua Darko")).toEqual(["Akosua Darko-Mensah"]);
    expect(await found("tamale")).toEqual(["Akosua Darko-Mensah"]);
    expect(await found("rural bank")).toEqual(["Yaw Boateng"]);
    expect(await found("boateng")).toEqual(["Yaw Boateng"]);
    expect(await found("NYAMEKYƐ ɔsɛ")).toEqual(["Ɔsɛe Nyamekyɛ"]);
    // A whole address, and parts of one.
    expect(await found(" Akosua.Darko@Kumasi-Traders.example ")).toEqual(["Akosua Darko-Mensah"]);
    expect(await found("KUMASI-traders")).toEqual(["Akosua Darko-Mensah"]);
    expect(await found("volta-rural.example")).toEqual(["Yaw Boateng"]);
    expect(await found("yaw@volta")).toEqual(["Yaw Boateng"]);
  });

  it("takes the last word as the beginning of a word, the others as whole words", async () => {
    expect(await found("akosua dar")).toEqual(["Akosua Darko-Mensah"]);
    expect(await found("akosua.darko@kumasi")).toEqual(["Akosua Darko-Mensah"]);
    expect(await found("Volta Rur")).toEqual(["Yaw Boateng"]);
    expect(await found("vol rural")).toEqual([]);
    // Inside a word is not a word: the trade-off for an index that stays fast at a million.
    expect(await found("kosua")).toEqual([]);
  });

  it("treats punctuation as a word break, never as a wildcard or query syntax", async () => {
    expect(await found("%")).toEqual([]);
    expect(await found("_")).toEqual([]);
    expect(await found("boateng | ! :* '")).toEqual(["Yaw Boateng"]);
    expect(await found("o'brien")).toEqual([]);
    expect(await found("ako%sua")).toEqual([]);
  });

  it("finds an old lead behind many newer ones, and pages a frequent word newest first", async () => {
    // More leads than the search walks before it turns to the index: one old lead with a
    // rare word, then 1,200 newer ones of which every tenth mentions "Nsawam".
    await database.db.execute(sql`
      insert into contact_messages (first_name, last_name, email, message, policy_consented_at, created_at)
      values ('Efua', 'Quaye', 'efua@old.example', 'Cocoa cooperative in Sefwi.', now(), now() - interval '3 days')`);
    await database.db.execute(sql`
      insert into contact_messages (first_name, last_name, email, message, policy_consented_at, created_at)
      select 'Kojo', 'Lead ' || i, 'kojo' || i || '@bulk.example',
             case when i % 10 = 0 then 'Shop in Nsawam number ' || i else 'Shop number ' || i end,
             now(), now() - interval '2 days' + i * interval '1 minute'
      from generate_series(1, 1200) as i`);
    expect(await found("sefwi cocoa")).toEqual(["Efua Quaye"]);
    expect(await found("zanzibar")).toEqual([]);

    const seen: string[] = [];
    let cursor: Awaited<ReturnType<typeof inboxPage>>["next"];
    do {
      const page = await inboxPage(database.db, { search: "nsawam" }, cursor);
      seen.push(...page.rows.map((r) => r.name));
      cursor = page.next;
    } while (cursor);
    const expected = Array.from({ length: 120 }, (_, k) => `Kojo Lead ${1200 - 10 * k}`);
    expect(seen).toEqual(expected);
  });

  it("pages a word that is neither frequent nor rare, across the last 30 days and before", async () => {
    // 9,000 recent leads of which every 150th mentions Aburi (too few among the newest 500
    // for a longer walk to be worth it: the recent window of the index fills the page), and
    // 30 older ones.
    await database.db.execute(sql`
      insert into contact_messages (first_name, last_name, email, message, policy_consented_at, created_at)
      select 'Esi', 'Recent ' || i, 'esi' || i || '@bulk.example',
             case when i % 150 = 0 then 'Farm near Aburi, plot ' || i else 'Farm, plot ' || i end,
             now(), now() - interval '1 day' - i * interval '10 seconds'
      from generate_series(1, 9000) as i`);
    await database.db.execute(sql`
      insert into contact_messages (first_name, last_name, email, message, policy_consented_at, created_at)
      select 'Esi', 'Old ' || i, 'esi.old' || i || '@bulk.example', 'Aburi gardens ' || i,
             now(), now() - interval '90 days' - i * interval '1 hour'
      from generate_series(1, 30) as i`);
    const seen: string[] = [];
    let cursor: Awaited<ReturnType<typeof inboxPage>>["next"];
    do {
      const page = await inboxPage(database.db, { search: "aburi" }, cursor);
      seen.push(...page.rows.map((r) => r.name));
      cursor = page.next;
    } while (cursor);
    expect(seen).toEqual([
      ...Array.from({ length: 60 }, (_, k) => `Esi Recent ${150 * (k + 1)}`),
      ...Array.from({ length: 30 }, (_, k) => `Esi Old ${k + 1}`),
    ]);
  });

  it("answers the search from the e-mail B-tree and the full-text GIN indexes", async () => {
    // With sequential scans priced out, a condition no index matches shows up as a Seq Scan:
    // an index whose expression differs from the query's.
    const explain = async (query: SQL) =>
      (
        (await database.db.transaction(async (tx) => {
          await tx.execute(sql`set local enable_seqscan = off`);
          return tx.execute(sql`explain ${query}`);
        })) as unknown as { rows: { "QUERY PLAN": string }[] }
      ).rows
        .map((r) => r["QUERY PLAN"])
        .join("\n");
    for (const [kind, table] of [
      ["contact", "contact_messages"],
      ["demo", "demo_requests"],
    ] as const) {
      const words = await explain(
        sql`select id from ${sql.raw(table)} where ${leadSearchDocuments[kind]} @@ to_tsquery('simple', ${searchQuery("volta rur")})`,
      );
      expect(words).not.toMatch(/Seq Scan/);
      expect(words).toContain(`${table}_search_idx`);
      const address = await explain(
        sql`select id from ${sql.raw(table)} where email = 'yaw@volta-rural.example'`,
      );
      expect(address).toContain(`${table}_email_idx`);
    }
  });
});
