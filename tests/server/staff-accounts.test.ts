import { execFile } from "node:child_process";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { and, eq, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  mailOutbox,
  staffAccounts,
  staffSessions,
  type StaffRole,
} from "#server/db/schema.ts";
import {
  disableStaff,
  findInvitation,
  inviteStaff,
  OPERATOR,
  setStaffRoles,
  StaffError,
  useInvitation,
} from "#server/staff/accounts.server.ts";
import { migrationsFolder, PGLITE_EXTENSIONS } from "#server/db/database.ts";
import { can, homeOf } from "#server/staff/permissions.ts";
import { auditPage } from "#server/staff/audit-log.server.ts";
import { consumeRecoveryCode, issueRecoveryCodes } from "#server/staff/recovery-codes.server.ts";
import {
  createSession,
  IDLE_TIMEOUT_MS,
  readSession,
  revokeAllSessions,
  revokeSession,
} from "#server/staff/sessions.server.ts";
import {
  humanStart,
  startHarness,
  storages,
  useHarness,
  validContact,
  visitor,
  type Harness,
} from "./support/harness.ts";
import { CLI_NODE_FLAGS } from "./support/processes.ts";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");

describe.each(storages)("staff accounts on $name", ({ kind }) => {
  const h = useHarness(kind);

  const invite = (email: string, roles: StaffRole[] = ["sales"]) =>
    inviteStaff(h.db, { email, roles, siteUrl: "https://site.test", actor: OPERATOR });

  it("the audit log refuses UPDATE, DELETE and TRUNCATE in the database", async () => {
    await invite("audit-check@nkabompay.test");
    const [row] = await h.db.select().from(auditLog).limit(1);
    expect(row).toBeDefined();
    await expect(
      h.db.update(auditLog).set({ action: "forged" }).where(eq(auditLog.id, row!.id)),
    ).rejects.toThrow();
    await expect(h.db.delete(auditLog).where(eq(auditLog.id, row!.id))).rejects.toThrow();
    await expect(h.db.execute(sql`truncate audit_log`)).rejects.toThrow();
    const [again] = await h.db.select().from(auditLog).where(eq(auditLog.id, row!.id));
    expect(again!.action).toBe("invitation");
  });

  it("an invitation link works once, and a re-invitation revokes sessions", async () => {
    const { url, account } = await invite("Kofi@NkabomPay.test");
    expect(account.email).toBe("kofi@nkabompay.test");
    const token = new URL(url).searchParams.get("token")!;
    const found = await findInvitation(h.db, token);
    expect(found?.account.id).toBe(account.id);
    expect(await findInvitation(h.db, `${token.slice(0, -1)}x`)).toBeNull();
    expect(await useInvitation(h.db, found!.invitationId)).toBe(true);
    expect(await useInvitation(h.db, found!.invitationId)).toBe(false);
    expect(await findInvitation(h.db, token)).toBeNull();

    const cookie = await createSession(h.db, account.id);
    expect((await readSession(h.db, cookie))?.account.email).toBe("kofi@nkabompay.test");
    const second = await invite("kofi@nkabompay.test");
    expect(second.reinvited).toBe(true);
    expect(await readSession(h.db, cookie)).toBeNull();
  });

  it("sessions end when idle, signed out, everywhere, or disabled", async () => {
    const { account } = await invite("esi@nkabompay.test");
    const a = await createSession(h.db, account.id);
    const b = await createSession(h.db, account.id);
    expect(a).not.toBe(b);
    const idle = new Date(Date.now() + IDLE_TIMEOUT_MS + 60_000);
    expect(await readSession(h.db, a, idle)).toBeNull();
    expect(await readSession(h.db, b)).not.toBeNull();
    await revokeSession(h.db, b);
    expect(await readSession(h.db, b)).toBeNull();

    const c = await createSession(h.db, account.id);
    const d = await createSession(h.db, account.id);
    expect(await revokeAllSessions(h.db, account.id)).toBe(2);
    expect(await readSession(h.db, c)).toBeNull();
    expect(await readSession(h.db, d)).toBeNull();

    const e = await createSession(h.db, account.id);
    await disableStaff(h.db, "esi@nkabompay.test", OPERATOR);
    expect(await readSession(h.db, e)).toBeNull();
    // Only hashes of session ids are stored.
    const stored = await h.db.select().from(staffSessions);
    expect(stored.some((s) => [a, b, c, d, e].includes(s.idHash))).toBe(false);
  });

  it("recovery codes are stored hashed and each works once", async () => {
    const { account } = await invite("yaw@nkabompay.test");
    const codes = await issueRecoveryCodes(h.db, account.id);
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const dump = JSON.stringify(await h.db.execute(sql`select * from staff_recovery_codes`));
    for (const code of codes) expect(dump).not.toContain(code.replaceAll("-", ""));
    expect(await consumeRecoveryCode(h.db, account.id, codes[3]!.toLowerCase())).toBe(true);
    expect(await consumeRecoveryCode(h.db, account.id, codes[3]!)).toBe(false);
    expect(await consumeRecoveryCode(h.db, account.id, "AAAA-BBBB-CCCC")).toBe(false);
    const other = await invite("abena@nkabompay.test");
    expect(await consumeRecoveryCode(h.db, other.account.id, codes[4]!)).toBe(false);
  });

  it("the team mail of a new lead links to its page in the console", async () => {
    const outcome = await h.backend.leads.submit(
      "contact",
      { ...validContact, startedAt: humanStart() },
      visitor({ source: "/contact-us" }),
    );
    expect(outcome.status).toBe(201);
    const id = (outcome as { id: string }).id;
    const [mail] = await h.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.leadId, id), eq(mailOutbox.kind, "team-contact")));
    expect(mail!.textBody).toContain(`https://site.test/staff/leads/contact/${id}`);
  });

  it("role changes are audited with who, what and when", async () => {
    await invite("kwesi@nkabompay.test");
    await setStaffRoles(h.db, "kwesi@nkabompay.test", ["compliance"], OPERATOR);
    const [account] = await h.db
      .select()
      .from(staffAccounts)
      .where(eq(staffAccounts.email, "kwesi@nkabompay.test"));
    expect(account!.roles).toEqual(["compliance"]);
    const [latest] = await auditPage(h.db, { limit: 1, action: "role-change" });
    expect(latest).toMatchObject({
      action: "role-change",
      target: "kwesi@nkabompay.test",
      actorEmail: OPERATOR.email,
      detail: { from: ["sales"], to: ["compliance"] },
    });
  });

  it("an account holds several roles and may do what any of them may; never none", async () => {
    const { account } = await invite("efua@nkabompay.test", ["admin", "marketing", "admin"]);
    // Each role once, in the table's order.
    expect(account.roles).toEqual(["marketing", "admin"]);
    const session = await readSession(h.db, await createSession(h.db, account.id));
    const roles = session!.account.roles;
    expect(can(roles, "subscribers:export")).toBe(true);
    expect(can(roles, "staff:manage")).toBe(true);
    expect(can(roles, "leads:read")).toBe(false);
    expect(homeOf(roles)).toBe("/subscribers");
    // Another admin first: efua may then stop being one.
    await invite("spare-admin@nkabompay.test", ["admin"]);
    await setStaffRoles(h.db, "efua@nkabompay.test", ["sales", "marketing"], OPERATOR);
    expect((await readSession(h.db, await createSession(h.db, account.id)))!.account.roles).toEqual(
      ["sales", "marketing"],
    );
    await expect(setStaffRoles(h.db, "efua@nkabompay.test", [], OPERATOR)).rejects.toThrow(
      "Choose at least one role.",
    );
    // The database itself refuses an account without a role, or with an unknown one.
    for (const roles of [sql`'{}'::text[]`, sql`array['sales', 'owner']`]) {
      await expect(
        h.db.execute(sql`update staff_accounts set roles = ${roles} where id = ${account.id}`),
      ).rejects.toThrow();
    }
  });

  it("refuses disabling or demoting the last active admin, saying why; a second admin allows it", async () => {
    // Whoever else the other tests made admin is disabled first: one admin is left.
    const { account: boss } = await invite("boss@nkabompay.test", ["admin", "sales"]);
    await h.db.execute(
      sql`update staff_accounts set disabled_at = now()
            where 'admin' = any(roles) and id <> ${boss.id}`,
    );
    const last = /boss@nkabompay\.test is the last active admin/;
    const actor = { id: boss.id, email: boss.email };
    await expect(disableStaff(h.db, "boss@nkabompay.test", actor)).rejects.toThrow(last);
    await expect(setStaffRoles(h.db, "boss@nkabompay.test", ["sales"], actor)).rejects.toThrow(
      StaffError,
    );
    await expect(invite("boss@nkabompay.test", ["sales"])).rejects.toThrow(last);
    const [still] = await h.db.select().from(staffAccounts).where(eq(staffAccounts.id, boss.id));
    expect(still).toMatchObject({ roles: ["sales", "admin"], disabledAt: null });
    // Dropping another role keeps admin: allowed.
    await setStaffRoles(h.db, "boss@nkabompay.test", ["admin"], actor);

    await invite("deputy@nkabompay.test", ["admin"]);
    await setStaffRoles(h.db, "boss@nkabompay.test", ["sales"], OPERATOR);
    await expect(disableStaff(h.db, "deputy@nkabompay.test", OPERATOR)).rejects.toThrow(
      /deputy@nkabompay\.test is the last active admin/,
    );
  });
});

describe("npm run staff", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness("pglite");
    await h.backend.close(); // The CLI opens the embedded database itself.
  });
  afterAll(async () => {
    await h?.close().catch(() => {});
  });
  const staff = (...args: string[]) =>
    run(process.execPath, [...CLI_NODE_FLAGS, "scripts/staff.ts", ...args], {
      cwd: root,
      env: { ...process.env, DATA_DIR: h.dataDir, SITE_URL: "http://localhost:3000" },
    });

  it("invites with the link as the last line, lists, changes roles and disables; keeps an admin", async () => {
    const invited = await staff("invite", "--email", "first@nkabompay.test", "--role", "admin");
    const lines = invited.stdout.trim().split("\n");
    expect(lines.at(-1)).toMatch(/^http:\/\/localhost:3000\/staff\/invitation\?token=[\w-]{40,}$/);
    // The only admin can neither lose the role nor be disabled.
    const demoted = await staff("role", "--email", "first@nkabompay.test", "--role", "sales").catch(
      (e: { code: number; stderr: string }) => e,
    );
    expect(demoted).toMatchObject({ code: 1 });
    expect((demoted as { stderr: string }).stderr).toMatch(
      /first@nkabompay\.test is the last active admin.*Give another account the admin role first/,
    );
    await staff("invite", "--email", "second@nkabompay.test", "--role", "sales,admin");
    await staff(
      "role",
      "--email",
      "first@nkabompay.test",
      "--role",
      "marketing",
      "--role",
      "compliance",
    );
    await staff("disable", "--email", "first@nkabompay.test");
    const list = await staff("list");
    expect(list.stdout).toMatch(/first@nkabompay\.test\tmarketing,compliance\tdisabled /);
    expect(list.stdout).toMatch(/second@nkabompay\.test\tsales,admin\tactive/);
    // Seven CLI processes: one took 10–15 s to start on the shared machine at a load of 25.
  }, 400_000);

  it("says, on a developer's machine, that a link for the production address needs STAFF_ORIGIN", async () => {
    const env = { ...process.env, DATA_DIR: h.dataDir, SITE_URL: "", STAFF_ORIGIN: "" };
    const { stdout, stderr } = await run(
      process.execPath,
      [
        ...CLI_NODE_FLAGS,
        "scripts/staff.ts",
        "invite",
        "--email",
        "newcomer@nkabompay.test",
        "--role",
        "sales",
      ],
      { cwd: root, env: { ...env, NODE_ENV: "" } },
    );
    expect(stdout.trim().split("\n").at(-1)).toMatch(/^https:\/\/www\.nkabompay\.com\.gh\/staff\//);
    expect(stderr).toContain("STAFF_ORIGIN=http://localhost:3000");
    // A link for another address than the production one needs no such note.
    const local = await staff("invite", "--email", "newcomer@nkabompay.test", "--role", "sales");
    expect(local.stderr).toBe("");
  }, 120_000);

  it("answers bad arguments with the usage and exit code 2", async () => {
    const failure = await staff("invite", "--email", "x@y.test", "--role", "owner").catch(
      (e: { code: number; stderr: string }) => e,
    );
    expect(failure).toMatchObject({ code: 2 });
    expect((failure as { stderr: string }).stderr).toContain(
      "--role takes one or more of sales, marketing, compliance, admin.",
    );
  });
});

// Issue 29 made the role a set of roles: the migration gives each existing account the
// role it had.
describe("migration <n>_staff_roles", () => {
  it("keeps each existing account's role", async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), "nkabom-migrations-"));
    const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    try {
      await cp(migrationsFolder, folder, { recursive: true });
      const journalFile = path.join(folder, "meta/_journal.json");
      const journal = JSON.parse(await readFile(journalFile, "utf8")) as {
        entries: { tag: string }[];
      };
      // By its name, not its number: the migrations before it, then it too.
      const roles = journal.entries.findIndex((e) => e.tag.endsWith("_staff_roles"));
      expect(roles).toBeGreaterThan(0);
      const upTo = (count: number) =>
        writeFile(
          journalFile,
          JSON.stringify({ ...journal, entries: journal.entries.slice(0, count) }),
        );
      const db = drizzle({ client });
      await upTo(roles);
      await migrate(db, { migrationsFolder: folder });
      await client.exec(`
        insert into staff_accounts (email, role, webauthn_user_id) values
          ('ama@nkabompay.test', 'admin', 'w1'), ('kojo@nkabompay.test', 'sales', 'w2')`);
      await upTo(roles + 1);
      await migrate(db, { migrationsFolder: folder });
      const { rows } = await client.query<{ email: string; roles: string[] }>(
        "select email, roles from staff_accounts order by email",
      );
      expect(rows).toEqual([
        { email: "ama@nkabompay.test", roles: ["admin"] },
        { email: "kojo@nkabompay.test", roles: ["sales"] },
      ]);
    } finally {
      await client.close();
      await rm(folder, { recursive: true, force: true });
    }
  });
});
