import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { staffSessions, webhookEndpoints } from "#server/db/schema.ts";
import { inviteStaff, OPERATOR } from "#server/staff/accounts.server.ts";
import { createSession } from "#server/staff/sessions.server.ts";
import { hasBuild } from "./support/built-server.ts";
import { startConsole, type ConsoleUnderTest } from "./support/staff-console.ts";

// Issue 29, F4, on the console's own routes: with every audit insert refused by the
// database, a sign-out, a sign-out everywhere or a webhook added does not happen either.
// The built server over PostgreSQL.

describe.skipIf(!hasBuild)("console changes whose audit row cannot be written", () => {
  let app: ConsoleUnderTest;
  let admin = "";

  beforeAll(async () => {
    app = await startConsole({ WEBHOOK_SECRET_KEY: "console-audit-test-key-0123456789abcdef" });
    const { account } = await inviteStaff(app.database.db, {
      email: "audit-admin@nkabompay.test",
      roles: ["admin"],
      siteUrl: app.origin,
      actor: OPERATOR,
    });
    admin = await createSession(app.database.db, account.id);
    await app.database.db.execute(sql`
      create function audit_log_test_refuse() returns trigger language plpgsql as $$
      begin raise exception 'audit insert refused (test)'; end $$`);
  }, 180_000);
  afterAll(async () => {
    await app?.stop();
  });
  afterEach(async () => {
    await app.database.db.execute(sql`drop trigger if exists audit_log_test_refuse on audit_log`);
  });

  const refuseAuditInserts = () =>
    app.database.db.execute(sql`
      create trigger audit_log_test_refuse before insert on audit_log
      for each row execute function audit_log_test_refuse()`);
  const openSessions = async () =>
    (await app.database.db.select().from(staffSessions)).filter((s) => !s.revokedAt).length;

  it("a sign-out and a sign-out everywhere leave every session open", async () => {
    const before = await openSessions();
    await refuseAuditInserts();
    const signOut = await app.request("POST", "/sign-out", { cookie: admin });
    expect(signOut.status).toBe(500);
    const everywhere = await app.request("POST", "/account", {
      cookie: admin,
      body: "intent=sign-out-everywhere",
    });
    expect(everywhere.status).toBe(500);
    expect(await openSessions()).toBe(before);
    expect((await app.request("GET", "/account", { cookie: admin })).status).toBe(200);
  });

  it("a webhook endpoint is not added", async () => {
    await refuseAuditInserts();
    const added = await app.request("POST", "/webhooks", {
      cookie: admin,
      body: `intent=add&url=${encodeURIComponent("https://crm.example/hook")}&events=contact.created`,
    });
    expect(added.status).toBe(500);
    expect(added.body).not.toContain("whsec_");
    expect(await app.database.db.select().from(webhookEndpoints)).toEqual([]);
  });
});
