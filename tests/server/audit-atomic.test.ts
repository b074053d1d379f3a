import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import {
  auditLog,
  contactMessages,
  leadEvents,
  staffAccounts,
  staffSessions,
  webhookDeliveries,
  webhookEndpoints,
} from "#server/db/schema.ts";
import {
  disableStaff,
  inviteStaff,
  OPERATOR,
  setStaffRoles,
} from "#server/staff/accounts.server.ts";
import { eraseAddress } from "#server/staff/data-requests.server.ts";
import {
  addLeadNote,
  findLead,
  leadHistory,
  setLeadAssignee,
  setLeadStatus,
  type Lead,
} from "#server/staff/lead-work.server.ts";
import { createSession } from "#server/staff/sessions.server.ts";
import {
  addEndpoint,
  disableEndpoint,
  enableEndpoint,
  redeliver,
  rotateSecret,
} from "#server/webhooks/endpoints.server.ts";
import { loadSecretBox } from "#server/webhooks/setup.ts";
import { humanStart, storages, useHarness, validContact, visitor } from "./support/harness.ts";

/**
 * F4 of issue 29: an audited change and its audit row commit together. The database is
 * made to refuse every audit insert (a trigger, as a full disk or a lost connection would
 * at that moment): the change must not stand either.
 */
describe.each(storages)("audited changes on $name", ({ kind }) => {
  const h = useHarness(kind, { WEBHOOK_ALLOW_PRIVATE: "1" });
  afterEach(async () => {
    await refuseAuditInserts(false);
  });

  async function refuseAuditInserts(on: boolean) {
    if (!on) {
      await h.db.execute(sql`drop trigger if exists audit_log_test_refuse on audit_log`);
      return;
    }
    await h.db.execute(sql`
      create or replace function audit_log_test_refuse() returns trigger language plpgsql as $$
      begin raise exception 'audit insert refused (test)'; end $$`);
    await h.db.execute(sql`
      create trigger audit_log_test_refuse before insert on audit_log
      for each row execute function audit_log_test_refuse()`);
  }

  const auditRows = async () => (await h.db.select().from(auditLog)).length;

  async function newLead(email = `lead-${Math.random().toString(36).slice(2)}@example.com`) {
    const outcome = await h.backend.leads.submit(
      "contact",
      { ...validContact, email, startedAt: humanStart() },
      visitor(),
    );
    const lead = await findLead(h.db, "contact", (outcome as { id: string }).id);
    return lead!;
  }

  /** Runs a change while audit inserts fail: it must fail, and leave no audit row. */
  async function refusedWhileAuditFails(change: () => Promise<unknown>) {
    const before = await auditRows();
    await refuseAuditInserts(true);
    await expect(change()).rejects.toThrow();
    await refuseAuditInserts(false);
    expect(await auditRows()).toBe(before);
  }

  const staffMember = async (email: string) =>
    (
      await inviteStaff(h.db, {
        email,
        roles: ["sales"],
        siteUrl: "https://site.test",
        actor: OPERATOR,
      })
    ).account;

  it("a lead's status, assignee and notes stay as they were", async () => {
    const lead = await newLead();
    const assignee = await staffMember(`assignee-${kind}@nkabompay.test`);
    await refusedWhileAuditFails(() => setLeadStatus(h.db, lead, "contacted", OPERATOR));
    await refusedWhileAuditFails(() => setLeadAssignee(h.db, lead, assignee, OPERATOR));
    await refusedWhileAuditFails(() => addLeadNote(h.db, lead, "Called, no answer.", OPERATOR));
    const after = await findLead(h.db, "contact", lead.row.id);
    expect(after!.row).toMatchObject({ status: "new", assigneeId: null });
    expect(await leadHistory(h.db, "contact", lead.row.id)).toEqual([]);
  });

  it("staff accounts: no invitation, role change or disabling", async () => {
    const member = await staffMember(`member-${kind}@nkabompay.test`);
    const session = await createSession(h.db, member.id);
    await refusedWhileAuditFails(() =>
      inviteStaff(h.db, {
        email: `never-${kind}@nkabompay.test`,
        roles: ["sales"],
        siteUrl: "https://site.test",
        actor: OPERATOR,
      }),
    );
    await refusedWhileAuditFails(() => setStaffRoles(h.db, member.email, ["admin"], OPERATOR));
    await refusedWhileAuditFails(() => disableStaff(h.db, member.email, OPERATOR));
    const accounts = await h.db.select().from(staffAccounts);
    expect(accounts.map((a) => a.email)).not.toContain(`never-${kind}@nkabompay.test`);
    const [after] = accounts.filter((a) => a.id === member.id);
    expect(after).toMatchObject({ roles: ["sales"], disabledAt: null });
    const sessions = await h.db
      .select()
      .from(staffSessions)
      .where(eq(staffSessions.accountId, member.id));
    expect(sessions.every((s) => s.revokedAt === null)).toBe(true);
    expect(session).toBeTruthy();
  });

  it("an erasure erases nothing", async () => {
    const lead = await newLead(`erase-${kind}@example.com`);
    await addLeadNote(h.db, lead, "A note.", OPERATOR);
    await refusedWhileAuditFails(() => eraseAddress(h.db, `erase-${kind}@example.com`, OPERATOR));
    const rows = await h.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, lead.row.id));
    expect(rows).toHaveLength(1);
    expect(
      await h.db.select().from(leadEvents).where(eq(leadEvents.leadId, lead.row.id)),
    ).toHaveLength(1);
  });

  it("webhook endpoints: no add, disable, enable, rotation or redelivery", async () => {
    const box = await loadSecretBox(h.config);
    const input = { events: ["contact.created" as const], allowPrivate: true };
    await refusedWhileAuditFails(() =>
      addEndpoint(h.db, box, { ...input, url: "https://never.example/hook" }, OPERATOR),
    );
    const urls = (await h.db.select().from(webhookEndpoints)).map((e) => e.url);
    expect(urls).not.toContain("https://never.example/hook");

    const { id } = await addEndpoint(
      h.db,
      box,
      { ...input, url: `https://receiver-${kind}.example/hook` },
      OPERATOR,
    );
    const [sealed] = await h.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    await refusedWhileAuditFails(() => rotateSecret(h.db, box, id, OPERATOR));
    await refusedWhileAuditFails(() => disableEndpoint(h.db, id, OPERATOR));
    let [row] = await h.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    expect(row).toMatchObject({ status: "active", secret: sealed!.secret, previousSecret: null });

    await newLead();
    const [delivery] = await h.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, id));
    await h.db
      .update(webhookDeliveries)
      .set({ status: "failed", attempts: 8 })
      .where(eq(webhookDeliveries.id, delivery!.id));
    await refusedWhileAuditFails(() => redeliver(h.db, delivery!.id, OPERATOR));
    const [still] = await h.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.id, delivery!.id));
    expect(still).toMatchObject({ status: "failed", attempts: 8 });

    await disableEndpoint(h.db, id, OPERATOR);
    await refusedWhileAuditFails(() => enableEndpoint(h.db, id, OPERATOR));
    [row] = await h.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    expect(row!.status).toBe("disabled");
  });

  it("a status change records the status the lead had, not the screen's stale copy", async () => {
    const lead = await newLead();
    const stale: Lead = { kind: "contact", row: { ...(lead.row as Lead["row"]) } } as Lead;
    await setLeadStatus(h.db, lead, "contacted", OPERATOR);
    // Someone else's screen still shows "new" and moves it on to "qualified".
    await setLeadStatus(h.db, stale, "qualified", OPERATOR);
    const history = await leadHistory(h.db, "contact", lead.row.id);
    expect(history.map((e) => e.body)).toEqual(["new → contacted", "contacted → qualified"]);
    const rows = await h.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `contact:${lead.row.id}`));
    expect(rows.map((r) => r.detail)).toEqual([
      { from: "new", to: "contacted" },
      { from: "contacted", to: "qualified" },
    ]);
  });
});
