import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  contactMessages,
  leadEvents,
  staffAccounts,
  staffPasskeys,
  staffSessions,
  subscribers,
  type StaffRole,
} from "#server/db/schema.ts";
import { inviteStaff, OPERATOR } from "#server/staff/accounts.server.ts";
import { issueRecoveryCodes, unusedRecoveryCodes } from "#server/staff/recovery-codes.server.ts";
import { addressHash, hashToken } from "#server/staff/secrets.ts";
import { createSession } from "#server/staff/sessions.server.ts";
import { hasBuild } from "./support/built-server.ts";
import { startConsole, type ConsoleUnderTest } from "./support/staff-console.ts";

// The console's flows beyond who may reach them (issue 19): a data-subject export and
// erasure, the audit log's CSV, re-verification of sensitive actions, sign out everywhere,
// invitations and roles from the team page. On the built server over PostgreSQL.

describe.skipIf(!hasBuild)("staff console flows", () => {
  let app: ConsoleUnderTest;
  const accounts: Partial<Record<StaffRole, string>> = {};

  beforeAll(async () => {
    app = await startConsole();
    for (const role of ["compliance", "admin", "sales", "marketing"] as const) {
      const { account } = await inviteStaff(app.database.db, {
        email: `${role}@nkabompay.test`,
        roles: [role],
        siteUrl: app.origin,
        actor: OPERATOR,
      });
      accounts[role] = account.id;
    }
  });
  afterAll(async () => {
    await app?.stop();
  });

  const db = () => app.database.db;
  const sessionOf = (role: StaffRole) => createSession(db(), accounts[role]!);
  /** Backdates the session's last passkey assertion, as if minutes had passed. */
  const verifiedMinutesAgo = (cookie: string, minutes: number) =>
    db()
      .update(staffSessions)
      .set({ verifiedAt: new Date(Date.now() - minutes * 60_000) })
      .where(eq(staffSessions.idHash, hashToken(cookie)));
  const auditText = async () =>
    JSON.stringify(
      ((await db().execute(sql`select * from audit_log`)) as unknown as { rows: unknown[] }).rows,
    );

  async function seedPerson(email: string) {
    const [lead] = await db()
      .insert(contactMessages)
      .values({
        firstName: "Kwabena",
        lastName: "Mensah",
        email,
        message: "Please call me about payouts.",
        policyConsentedAt: new Date(),
      })
      .returning();
    await db().insert(leadEvents).values({
      leadKind: "contact",
      leadId: lead!.id,
      kind: "note",
      body: "Called once",
    });
    await db()
      .insert(subscribers)
      .values({
        email,
        status: "active",
        consentedAt: new Date(),
        source: "footer",
        unsubscribeToken: `unsubscribe-${lead!.id}`,
        confirmToken: `confirm-${lead!.id}`,
      });
    return lead!;
  }

  it("exports what is held about an address as JSON, then erases it; the log keeps only a hash", async () => {
    const email = "kwabena.mensah@example.com";
    const lead = await seedPerson(email);
    const cookie = await sessionOf("compliance");

    const exported = await app.request("POST", "/requests/export", {
      cookie,
      body: `email=${encodeURIComponent("Kwabena.Mensah@Example.com")}`,
    });
    expect(exported.status).toBe(200);
    expect(exported.headers["content-type"]).toMatch(/^application\/json/);
    expect(exported.headers["content-disposition"]).toMatch(
      /attachment; filename="data-request-\d{4}-\d{2}-\d{2}\.json"/,
    );
    const held = JSON.parse(exported.body) as Record<string, { id?: string }[] | string>;
    expect(held.email).toBe(email);
    expect((held.contactMessages as { id: string }[]).map((r) => r.id)).toEqual([lead.id]);
    expect(held.subscribers).toHaveLength(1);
    expect(held.leadNotesAndHistory).toHaveLength(1);
    // The newsletter links' secrets are not the person's data.
    expect(exported.body).not.toMatch(/confirmToken|unsubscribeToken/);

    // Erasure wants the confirmation ticked; without it nothing goes.
    const unconfirmed = await app.request("POST", "/requests/erase", {
      cookie,
      body: `email=${encodeURIComponent(email)}`,
    });
    expect(unconfirmed.status).toBe(400);
    expect(
      await db().select().from(contactMessages).where(eq(contactMessages.email, email)),
    ).toHaveLength(1);

    const erased = await app.request("POST", "/requests/erase", {
      cookie,
      body: `email=${encodeURIComponent(email)}&confirm=yes`,
    });
    expect(erased.status).toBe(303);
    expect(erased.headers.location).toMatch(/^\/staff\/requests\?erased=\d+-1-\d+-\d+$/);
    const notice = await app.request("GET", erased.headers.location!.replace(/^\/staff/, ""), {
      cookie,
    });
    expect(notice.body).toMatch(/Erased: \d+ subscriptions?, 1 contact message, /);
    expect(
      await db().select().from(contactMessages).where(eq(contactMessages.email, email)),
    ).toEqual([]);
    expect(await db().select().from(subscribers).where(eq(subscribers.email, email))).toEqual([]);
    expect(await db().select().from(leadEvents).where(eq(leadEvents.leadId, lead.id))).toEqual([]);
    const again = await app.request("POST", "/requests/export", {
      cookie,
      body: `email=${encodeURIComponent(email)}`,
    });
    expect(JSON.parse(again.body).contactMessages).toEqual([]);

    // The audit log names the address by its hash only.
    const log = await auditText();
    expect(log).toContain(`sha256:${addressHash(email)}`);
    expect(log).toMatch(/"action":"erasure"/);
    expect(log.toLowerCase()).not.toContain("kwabena.mensah");
  });

  it("exports the audit log as CSV, and records that export", async () => {
    const cookie = await sessionOf("compliance");
    await app.request("POST", "/requests/export", { cookie, body: "email=csv%40example.com" });
    const answer = await app.request("POST", "/audit/export", { cookie });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-type"]).toMatch(/^text\/csv/);
    expect(answer.headers["content-disposition"]).toMatch(/audit-log-\d{4}-\d{2}-\d{2}\.csv/);
    const lines = answer.body.split("\r\n").filter(Boolean);
    expect(lines[0]).toBe("time,actor,action,success,target,detail");
    const exportLine = lines.find((l) => l.includes(`sha256:${addressHash("csv@example.com")}`));
    expect(exportLine).toMatch(/^\d{4}-\d{2}-\d{2}T[^,]+,compliance@nkabompay\.test,export,yes,/);
    await expect.poll(async () => (await auditText()).includes('"target":"audit_log"')).toBe(true);
  });

  it("asks for a fresh passkey assertion before a sensitive action when the last is over 5 minutes old", async () => {
    const email = "stale.session@example.com";
    await seedPerson(email);
    const compliance = await sessionOf("compliance");
    const admin = await sessionOf("admin");
    const marketing = await sessionOf("marketing");
    await verifiedMinutesAgo(compliance, 6);
    await verifiedMinutesAgo(admin, 6);
    await verifiedMinutesAgo(marketing, 6);

    const attempts: [string, string, string][] = [
      [compliance, "/requests/export", `email=${encodeURIComponent(email)}`],
      [compliance, "/requests/erase", `email=${encodeURIComponent(email)}&confirm=yes`],
      [compliance, "/audit/export", ""],
      [marketing, "/subscribers/export", ""],
      [admin, "/team", "intent=invite&email=stale.invite%40nkabompay.test&roles=sales"],
      [admin, "/team", "intent=role&email=compliance%40nkabompay.test&roles=sales"],
    ];
    for (const [cookie, path, body] of attempts) {
      const answer = await app.request("POST", path, { cookie, body });
      expect(answer.status, path).toBe(303);
      expect(answer.headers.location, path).toMatch(/^\/staff\/verify\?next=/);
    }
    // Nothing happened.
    expect(
      await db().select().from(contactMessages).where(eq(contactMessages.email, email)),
    ).toHaveLength(1);
    expect(
      await db()
        .select()
        .from(staffAccounts)
        .where(eq(staffAccounts.email, "stale.invite@nkabompay.test")),
    ).toEqual([]);
    const [compliance_] = await db()
      .select()
      .from(staffAccounts)
      .where(eq(staffAccounts.id, accounts.compliance!));
    expect(compliance_!.roles).toEqual(["compliance"]);
    // The re-verification page asks for the passkey; reading stays allowed.
    const verify = await app.request("GET", "/verify?next=%2Fstaff%2Frequests", {
      cookie: compliance,
    });
    expect(verify.status).toBe(200);
    expect(verify.body).toContain("Confirm it is you");
    expect((await app.request("GET", "/requests", { cookie: compliance })).status).toBe(200);

    // Within five minutes the same action goes through.
    await verifiedMinutesAgo(compliance, 4);
    const fresh = await app.request("POST", "/requests/export", {
      cookie: compliance,
      body: `email=${encodeURIComponent(email)}`,
    });
    expect(fresh.status).toBe(200);
  });

  it("adds no passkey and issues no recovery codes on a session cookie alone: a fresh check first, a passkey or a recovery code", async () => {
    const cookie = await sessionOf("sales");
    const old = await issueRecoveryCodes(db(), accounts.sales!);
    await verifiedMinutesAgo(cookie, 10);
    const json = { type: "application/json", body: "{}" };
    for (const path of ["/api/passkeys/options", "/api/passkeys/verify"]) {
      const answer = await app.request("POST", path, { cookie, ...json });
      expect(answer.status, path).toBe(303);
      expect(answer.headers.location, path).toMatch(/^\/staff\/verify\?next=/);
    }
    const stale = await app.request("POST", "/account/recovery-codes", { cookie });
    expect(stale.status).toBe(303);
    expect(stale.headers.location).toMatch(/^\/staff\/verify\?next=/);
    expect(await unusedRecoveryCodes(db(), accounts.sales!)).toBe(10);
    // My account offers the check instead of the buttons.
    const page = await app.request("GET", "/account", { cookie });
    expect(page.body).toContain('href="/staff/verify?next=%2Fstaff%2Faccount"');
    expect(page.body).not.toContain("Add a passkey");
    expect(page.body).not.toContain("Get new recovery codes");

    // A recovery code is a fresh check (a wrong one is not).
    const verify = (code: string) =>
      app.request("POST", "/verify", { cookie, body: `code=${code}&next=%2Fstaff%2Faccount` });
    const wrong = await verify("AAAA-BBBB-CCCC");
    expect(wrong.status).toBe(400);
    expect(wrong.body).toContain("That recovery code did not confirm it is you.");
    const checked = await verify(old[0]!);
    expect(checked.status).toBe(303);
    expect(checked.headers.location).toBe("/staff/account");
    const options = await app.request("POST", "/api/passkeys/options", { cookie, ...json });
    expect(options.status).toBe(200);
    expect((JSON.parse(options.body) as { challengeId: string }).challengeId).toBeTruthy();
    const issued = await app.request("POST", "/account/recovery-codes", { cookie });
    expect(issued.status).toBe(200);
    const codes = [...issued.body.matchAll(/<li>(\w{4}-\w{4}-\w{4})<\/li>/g)].map((m) => m[1]);
    expect(codes).toHaveLength(10);
    expect(codes).not.toContain(old[1]);
    // The earlier codes are gone: one of them no longer signs in.
    const signIn = await app.request("POST", "/sign-in/recovery", {
      body: `email=sales%40nkabompay.test&code=${old[1]}`,
    });
    expect(signIn.status).toBe(401);
    expect(await auditText()).toMatch(/"action":"re-verify".*"method":"recovery-code"/);
  });

  it("answers bad input on the lead page with the console's page saying what is wrong, and changes nothing", async () => {
    const lead = await seedPerson("bad.input@example.com");
    const cookie = await sessionOf("sales");
    const path = `/leads/contact/${lead.id}`;
    for (const missing of [
      "/leads/contact/00000000-0000-4000-8000-000000000000",
      "/leads/contact/not-a-uuid",
      `/leads/robot/${lead.id}`,
    ]) {
      const answer = await app.request("GET", missing, { cookie });
      expect(answer.status, missing).toBe(404);
      expect(answer.body, missing).toContain("Lead not found");
    }
    const events = () => db().select().from(leadEvents).where(eq(leadEvents.leadId, lead.id));
    const before = await events();
    const refusals: [string, number, string, string?][] = [
      ["intent=status&status=won", 400, "Nothing to change"],
      ["intent=assignee&assignee=00000000-0000-4000-8000-000000000000", 400, "No such staff"],
      ["intent=note&note=+++", 400, "Nothing to change"],
      ["intent=delete", 400, "Nothing to change"],
      // Longer than the field takes: refused, not cut without a word.
      [`intent=note&note=${"a".repeat(4001)}`, 400, "The note is longer than 4,000 characters"],
      ['{"intent":"note","note":"x"}', 415, "Send the form from the console", "application/json"],
    ];
    for (const [body, status, message, type] of refusals) {
      const answer = await app.request("POST", path, { cookie, body, type });
      expect(answer.status, body.slice(0, 40)).toBe(status);
      expect(answer.headers["content-type"], body.slice(0, 40)).toMatch(/^text\/html/);
      expect(answer.body, body.slice(0, 40)).toContain(message);
    }
    // The server refuses a body this large before the console reads it.
    const huge = await app.request("POST", path, {
      cookie,
      body: `intent=note&note=${"a".repeat(40_000)}`,
    });
    expect(huge.status).toBe(413);
    expect(await events()).toEqual(before);
    const [row] = await db().select().from(contactMessages).where(eq(contactMessages.id, lead.id));
    expect(row!.status).toBe("new");

    // A good note: back to the lead, "Saved.", the note in the history.
    const saved = await app.request("POST", path, { cookie, body: "intent=note&note=Rang+back" });
    expect(saved.status).toBe(303);
    expect(saved.headers.location).toBe(`/staff${path}?saved=1`);
    const page = await app.request("GET", `${path}?saved=1`, { cookie });
    expect(page.body).toContain("Saved.");
    expect(page.body).toContain("Rang back");
    expect(await events()).toHaveLength(before.length + 1);
  });

  it("shows a bad address on the requests page, audits no search for it, and shows only an erasure's own summary", async () => {
    const cookie = await sessionOf("compliance");
    const searches = async () =>
      ((await auditText()).match(/"action":"request-search"/g) ?? []).length;
    const before = await searches();
    const bad = await app.request("GET", "/requests?email=not-an-address", { cookie });
    expect(bad.status).toBe(400);
    expect(bad.body).toContain("is not an e-mail address.");
    const exported = await app.request("POST", "/requests/export", {
      cookie,
      body: "email=not-an-address",
    });
    expect(exported.status).toBe(303);
    expect(exported.headers.location).toBe("/staff/requests?email=not-an-address");
    const unticked = await app.request("POST", "/requests/erase", {
      cookie,
      body: "email=someone%40example.com",
    });
    expect(unticked.body).toContain("Nothing was erased");
    expect(await searches()).toBe(before);
    const forged = await app.request("GET", "/requests?erased=Call+0244+for+a+refund", {
      cookie,
    });
    expect(forged.body).not.toContain("refund");
    expect(forged.body).not.toContain("Erased:");
  });

  it("streams the confirmed subscribers as formula-safe CSV and records the export with its row count", async () => {
    await db()
      .insert(subscribers)
      .values([
        {
          email: "formula@example.com",
          status: "active",
          consentedAt: new Date("2026-11-01T10:00:00Z"),
          source: '=HYPERLINK("http://evil.example")',
          utmCampaign: "@SUM(1)",
          unsubscribeToken: "unsubscribe-formula",
        },
        { email: "waiting@example.com", status: "pending", unsubscribeToken: "unsubscribe-wait" },
      ]);
    const cookie = await sessionOf("marketing");
    const page = await app.request("GET", "/subscribers?status=nonsense", { cookie });
    expect(page.status).toBe(200);
    expect(page.body).toContain("waiting@example.com");
    const answer = await app.request("POST", "/subscribers/export", { cookie });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-type"]).toMatch(/^text\/csv/);
    expect(answer.headers["content-disposition"]).toMatch(
      /attachment; filename="subscribers-confirmed-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = answer.body.split("\r\n");
    expect(lines[0]).toBe(
      "email,consent_time,source,landing_page,referrer,utm_source,utm_medium,utm_campaign",
    );
    expect(lines).toContain(
      `formula@example.com,2026-11-01T10:00:00.000Z,"'=HYPERLINK(""http://evil.example"")",,,,,'@SUM(1)`,
    );
    expect(answer.body).not.toContain("waiting@example.com");
    const rows = lines.filter(Boolean).length - 1;
    const exportsOf = async () =>
      (
        await db()
          .select({ detail: auditLog.detail })
          .from(auditLog)
          .where(eq(auditLog.target, "subscribers"))
      ).map((r) => r.detail);
    await expect.poll(exportsOf).toContainEqual({ what: "confirmed subscribers", rows });
  });

  it("signs out everywhere: every session of the account ends, others' do not", async () => {
    const here = await sessionOf("compliance");
    const elsewhere = await sessionOf("compliance");
    const someoneElse = await sessionOf("admin");
    expect((await app.request("GET", "/requests", { cookie: elsewhere })).status).toBe(200);
    const answer = await app.request("POST", "/account", {
      cookie: here,
      body: "intent=sign-out-everywhere",
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe("/staff/sign-in");
    expect(String(answer.headers["set-cookie"])).toMatch(/Max-Age=0/i);
    for (const cookie of [here, elsewhere]) {
      const after = await app.request("GET", "/requests", { cookie });
      expect(after.status).toBe(303);
      expect(after.headers.location).toBe("/staff/sign-in");
    }
    expect((await app.request("GET", "/team", { cookie: someoneElse })).status).toBe(200);
    expect(await auditText()).toMatch(/"action":"sign-out-everywhere"/);
  });

  it("invites from the team page, changes a role, and a re-invitation revokes the old credentials", async () => {
    const admin = await sessionOf("admin");
    const invite = (email: string) =>
      app.request("POST", "/team", {
        cookie: admin,
        body: `intent=invite&email=${encodeURIComponent(email)}&roles=sales`,
      });
    const linkIn = (body: string) =>
      /value="(https?:\/\/[^"]+\/staff\/invitation\?token=[\w-]+)"/.exec(body)?.[1];

    const first = await invite("newcomer@nkabompay.test");
    expect(first.status).toBe(200);
    const firstLink = linkIn(first.body);
    expect(firstLink).toBeDefined();
    const token = (link: string) => new URL(link).search;
    expect((await app.request("GET", `/invitation${token(firstLink!)}`)).status).toBe(200);
    const [account] = await db()
      .select()
      .from(staffAccounts)
      .where(eq(staffAccounts.email, "newcomer@nkabompay.test"));
    expect(account!.roles).toEqual(["sales"]);

    // A role change takes effect on the open session at once.
    const theirs = await createSession(db(), account!.id);
    expect((await app.request("GET", "/leads", { cookie: theirs })).status).toBe(200);
    const role = await app.request("POST", "/team", {
      cookie: admin,
      body: "intent=role&email=newcomer%40nkabompay.test&roles=marketing",
    });
    expect(role.status).toBe(200);
    expect(role.body).toContain("newcomer@nkabompay.test is now marketing.");
    expect((await app.request("GET", "/leads", { cookie: theirs })).status).toBe(403);
    expect((await app.request("GET", "/subscribers", { cookie: theirs })).status).toBe(200);
    const bad = await app.request("POST", "/team", {
      cookie: admin,
      body: "intent=role&email=newcomer%40nkabompay.test&roles=owner",
    });
    expect(bad.status).toBe(400);

    // Credentials of the account, then a re-invitation.
    const codes = await issueRecoveryCodes(db(), account!.id);
    await db().insert(staffPasskeys).values({
      id: "old-passkey-credential-id",
      accountId: account!.id,
      publicKey: "pQECAyYgASFYIA",
      name: "Old laptop",
    });
    const second = await invite("newcomer@nkabompay.test");
    expect(second.status).toBe(200);
    const secondLink = linkIn(second.body)!;
    expect(secondLink).not.toBe(firstLink);
    expect((await app.request("GET", "/leads", { cookie: theirs })).status).toBe(303);
    expect((await app.request("GET", `/invitation${token(firstLink!)}`)).status).toBe(404);
    expect((await app.request("GET", `/invitation${token(secondLink)}`)).status).toBe(200);
    expect(
      await db().select().from(staffPasskeys).where(eq(staffPasskeys.accountId, account!.id)),
    ).toEqual([]);
    const recovery = await app.request("POST", "/sign-in/recovery", {
      body: `email=newcomer%40nkabompay.test&code=${codes[0]}`,
    });
    expect(recovery.status).toBe(401);
    const log = await auditText();
    expect(log).toMatch(/"action":"invitation"/);
    expect(log).toMatch(/"action":"role-change"/);
  });

  it("answers a bad team or account form with a clear 400 or 404 and changes nothing", async () => {
    const admin = await sessionOf("admin");
    const accountsNow = () => db().select().from(staffAccounts).orderBy(staffAccounts.id);
    const before = await accountsNow();
    for (const [body, message] of [
      ["", "Unknown action."],
      ["intent=promote&email=compliance%40nkabompay.test", "Unknown action."],
      [
        "intent=disable&email=nobody%40nkabompay.test",
        "No staff account for nobody@nkabompay.test.",
      ],
      ["intent=invite&email=compliance%40nkabompay.test&roles=root", "Choose at least one role."],
      ["intent=role&email[]=compliance%40nkabompay.test&roles=sales", "is not an e-mail address."],
      // The only admin can neither disable themselves nor give up the role.
      [
        "intent=disable&email=admin%40nkabompay.test",
        "admin@nkabompay.test is the last active admin: nobody could manage staff accounts",
      ],
      ["intent=role&email=admin%40nkabompay.test&roles=sales", "is the last active admin"],
      [
        `intent=disable&email=${"a".repeat(321)}`,
        "The e-mail address is longer than 320 characters. Shorten it and send it again.",
      ],
    ]) {
      const answer = await app.request("POST", "/team", { cookie: admin, body });
      expect(answer.status, body).toBe(400);
      expect(answer.body, body).toContain(message);
    }
    const json = await app.request("POST", "/team", {
      cookie: admin,
      body: '{"intent":"disable","email":"compliance@nkabompay.test"}',
      type: "application/json",
    });
    expect(json.status).toBe(415);
    expect(json.body).toContain("Send the form from the console");
    expect(await accountsNow()).toEqual(before);

    // Someone else's passkey is not one of mine: 404, and it stays.
    await db().insert(staffPasskeys).values({
      id: "admins-own-passkey",
      accountId: accounts.admin!,
      publicKey: "pQECAyYgASFYIA",
      name: "Admin laptop",
    });
    const theirs = await app.request("POST", "/account", {
      cookie: await sessionOf("compliance"),
      body: "intent=remove-passkey&id=admins-own-passkey",
    });
    expect(theirs.status).toBe(404);
    expect(theirs.body).toContain("You have no such passkey.");
    const mine = await app.request("POST", "/account", {
      cookie: admin,
      body: "intent=remove-passkey&id=admins-own-passkey",
    });
    expect(mine.status).toBe(200);
    expect(mine.body).toContain("The passkey Admin laptop is removed");
    expect(
      await db().select().from(staffPasskeys).where(eq(staffPasskeys.id, "admins-own-passkey")),
    ).toEqual([]);
    // A credential id may run to 1,023 bytes (1,364 characters): such a passkey is removed
    // too, its id not cut short on the way.
    const longId = "k".repeat(1364);
    await db().insert(staffPasskeys).values({
      id: longId,
      accountId: accounts.admin!,
      publicKey: "pQECAyYgASFYIA",
      name: "Security key",
    });
    const long = await app.request("POST", "/account", {
      cookie: admin,
      body: `intent=remove-passkey&id=${longId}`,
    });
    expect(long.status).toBe(200);
    expect(long.body).toContain("The passkey Security key is removed");
  });
});
