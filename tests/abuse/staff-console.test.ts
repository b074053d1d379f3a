import { like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#server/db/database.ts";
import {
  auditLog,
  contactMessages,
  staffRoles,
  webhookEndpoints,
  type StaffRole,
} from "#server/db/schema.ts";
import { disableStaff, inviteStaff, OPERATOR } from "#server/staff/accounts.server.ts";
import { consoleAccess } from "#console/lib/access.server.ts";
import { can, homeOf } from "#server/staff/permissions.ts";
import { issueRecoveryCodes } from "#server/staff/recovery-codes.server.ts";
import { staffConsole } from "#server/staff/router.ts";
import { hashToken } from "#server/staff/secrets.ts";
import { createSession } from "#server/staff/sessions.server.ts";
import { memoryLogger } from "../server/support/harness.ts";
import { waitFor } from "../server/support/processes.ts";
import { hasBuild, send, type RunningServer } from "./support/built-server.ts";
import {
  consoleBuild,
  staffCookieName,
  startConsole,
  type ConsoleUnderTest,
} from "./support/staff-console.ts";

// The staff console as an attacker meets it, on the built server over PostgreSQL
// (support/staff-console.ts).

/** Every non-empty set of roles, as an account may hold several (15 of them). */
const roleSets: StaffRole[][] = Array.from({ length: 2 ** staffRoles.length - 1 }, (_, i) =>
  staffRoles.filter((_, bit) => ((i + 1) >> bit) & 1),
);

describe.skipIf(!hasBuild)("staff console against attackers", () => {
  let app: ConsoleUnderTest;
  let server: RunningServer;
  let database: Database;
  let origin = "";
  /** Account ids by their roles, joined with "-" (`sales-admin`). */
  const accounts = new Map<string, string>();

  beforeAll(async () => {
    // Behind one proxy: the role matrix sends each set of roles from an address of its own
    // (X-Forwarded-For), or together they would use up the sign-in attempts of one
    // address that the later tests count on; the others come from 127.0.0.1.
    app = await startConsole({ LOG_LEVEL: "info", TRUST_PROXY: "1" });
    ({ server, database, origin } = app);
    for (const roles of roleSets) {
      const { account } = await inviteStaff(database.db, {
        email: `${roles.join("-")}@nkabompay.test`,
        roles,
        siteUrl: origin,
        actor: OPERATOR,
      });
      accounts.set(roles.join("-"), account.id);
    }
    // Fills the route table the matrix walks (the same code the server mounted).
    staffConsole({
      database,
      build: await consoleBuild(),
      clientDir: "build/console/client",
      siteUrl: origin,
      logger: memoryLogger().logger,
    });
  });
  afterAll(async () => {
    await app?.stop();
  });

  async function sessionOf(...roles: StaffRole[]): Promise<string> {
    return createSession(database.db, accounts.get(roles.join("-"))!);
  }

  const request: ConsoleUnderTest["request"] = (...args) => app.request(...args);

  const sample = (path: string) =>
    path
      .replace(":kind", "contact")
      .replace(":type", "home")
      .replace(":id", "00000000-0000-4000-8000-000000000000");

  it("walks every route as anonymous and as each set of roles against the permission table", async () => {
    const routes = consoleAccess;
    expect(routes.length).toBeGreaterThan(20);
    const wrong: string[] = [];
    const from = (n: number) => ({ "x-forwarded-for": `198.51.100.${n}` });
    for (const route of routes) {
      const method = route.method.toUpperCase();
      const path = sample(route.path);
      const anonymous = await request(method, path, { headers: from(0) });
      if (route.permission !== null) {
        const refused = method === "GET" ? anonymous.status === 303 : anonymous.status === 401;
        if (!refused) wrong.push(`anonymous ${method} ${path}: ${anonymous.status}`);
        if (method === "GET" && anonymous.headers.location !== "/staff/sign-in") {
          wrong.push(`anonymous ${method} ${path} went to ${anonymous.headers.location}`);
        }
      }
      for (const [n, roles] of roleSets.entries()) {
        const cookie = await sessionOf(...roles);
        const answer = await request(method, path, { cookie, headers: from(n + 1) });
        // Granted when any one of the account's roles grants it.
        const { permission } = route;
        const allowed = permission === null || roles.some((role) => can([role], permission));
        const who = roles.join("+");
        if (!allowed && answer.status !== 403)
          wrong.push(`${who} ${method} ${path}: ${answer.status}, expected 403`);
        if (allowed && [401, 403].includes(answer.status) && route.permission !== null) {
          wrong.push(`${who} ${method} ${path}: ${answer.status}, expected access`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  // React Router runs a route's action for PUT, PATCH and DELETE as for POST, and the
  // access check used to take them for GET: no re-verification, so a stale admin session
  // could invite by PUT. The console answers GET, HEAD and POST only.
  it("answers PUT, PATCH, DELETE, OPTIONS and TRACE on every console path with 405 and Allow, as anyone", async () => {
    const sessions = [undefined, ...(await Promise.all(staffRoles.map((role) => sessionOf(role))))];
    const paths = [...new Set(consoleAccess.map((r) => sample(r.path)))];
    const wrong: string[] = [];
    for (const path of paths) {
      for (const method of ["PUT", "PATCH", "DELETE", "OPTIONS", "TRACE"]) {
        for (const cookie of sessions) {
          const answer = await request(method, path, { cookie, body: "intent=invite" });
          const who = cookie ? "signed in" : "anonymous";
          if (answer.status !== 405 || answer.headers.allow !== "GET, HEAD, POST") {
            wrong.push(`${who} ${method} ${path}: ${answer.status} ${answer.headers.allow}`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(server.output.join("")).not.toMatch(/"level":50/);
  });

  it("changes nothing for a stale admin or compliance session sending PUT, PATCH or DELETE", async () => {
    const admin = await sessionOf("admin");
    const compliance = await sessionOf("compliance");
    for (const cookie of [admin, compliance]) {
      await database.db.execute(
        sql`update staff_sessions set verified_at = now() - interval '10 minutes' where id_hash = ${hashToken(cookie)}`,
      );
    }
    const [lead] = await database.db
      .insert(contactMessages)
      .values({
        firstName: "Yaw",
        lastName: "Kept",
        email: "yaw.kept@example.com",
        message: "Keep me",
        policyConsentedAt: new Date(),
      })
      .returning();
    const endpoints = () => database.db.$count(webhookEndpoints);
    const before = await endpoints();
    for (const method of ["PUT", "PATCH", "DELETE"]) {
      const invite = await request(method, "/team", {
        cookie: admin,
        body: "intent=invite&email=put.invite%40nkabompay.test&role=admin",
      });
      expect(invite.status, method).toBe(405);
      expect(invite.body).not.toContain("token=");
      const hook = await request(method, "/webhooks", {
        cookie: admin,
        body: "intent=add&url=https%3A%2F%2Fhooks.example.com%2Fput&events=contact.created",
      });
      expect(hook.status, method).toBe(405);
      expect(hook.body).not.toContain("whsec_");
      const erase = await request(method, "/requests/erase", {
        cookie: compliance,
        body: "email=yaw.kept%40example.com&confirm=yes",
      });
      expect(erase.status, method).toBe(405);
    }
    const invited = (await database.db.execute(
      sql`select count(*)::int as n from staff_accounts where email = 'put.invite@nkabompay.test'`,
    )) as unknown as { rows: { n: number }[] };
    expect(invited.rows[0]!.n).toBe(0);
    expect(await endpoints()).toBe(before);
    expect(await database.db.$count(contactMessages, sql`id = ${lead!.id}`)).toBe(1);
  });

  // The runbook (docs/operations.md) has operators watch level 50: a refusal is not a fault.
  it("logs refusals of unknown addresses and methods at info, never as errors", async () => {
    const from = server.output.join("").length;
    const refusals: [string, string, number][] = [
      ["POST", "/staff/leads", 405],
      ["GET", "/staff/x%20", 404],
      ["GET", "/staff/team;x", 404],
      ["GET", "/staff/nope.data", 404],
    ];
    for (const [method, path, status] of refusals) {
      const post = method === "POST";
      const headers: Record<string, string> = post
        ? { origin, "content-type": "application/x-www-form-urlencoded", "content-length": "3" }
        : {};
      const answer = await send(`${server.base}${path}`, {
        method,
        headers,
        body: post ? "a=1" : undefined,
      });
      expect(answer.status, `${method} ${path}`).toBe(status);
    }
    const lines = async () =>
      server.output
        .join("")
        .slice(from)
        .split("\n")
        .filter((line) => line.startsWith("{"))
        .map((line) => JSON.parse(line) as { level: number; msg: string; path?: string });
    await expect
      .poll(async () => (await lines()).filter((l) => l.msg === "page request refused").length, {
        timeout: 10_000,
      })
      .toBe(refusals.length);
    const logged = await lines();
    expect(logged.filter((l) => l.level >= 50)).toEqual([]);
    expect(logged.filter((l) => l.msg === "page request refused").map((l) => l.level)).toEqual(
      refusals.map(() => 30),
    );
  });

  it("answers a NUL, bytes that are not UTF-8 or a UTF-16 label with 400 and the console's message, storing nothing", async () => {
    const from = server.output.join("").length;
    const [lead] = await database.db
      .insert(contactMessages)
      .values({
        firstName: "Akua",
        lastName: "Bytes",
        email: "akua.bytes@example.com",
        message: "Hello",
        policyConsentedAt: new Date(),
      })
      .returning();
    const admin = await sessionOf("admin");
    const sales = await sessionOf("sales");
    const leadPath = `/leads/contact/${lead!.id}`;
    const endpoints = () => database.db.$count(webhookEndpoints);
    const before = {
      endpoints: await endpoints(),
      accounts: await database.db.$count(sql`staff_accounts`),
    };
    const attempts: [string, string, string?][] = [
      [leadPath, "intent=note&note=a%00b"],
      [leadPath, "intent=note&note=caf\xff"],
      [leadPath, "intent=note&note=caf%FF"],
      [leadPath, "intent=note&note=hello", "application/x-www-form-urlencoded; charset=utf-16"],
      ["/webhooks", "intent=add&url=https%3A%2F%2Fhooks.example.com%2F%00&events=contact.created"],
      ["/team", "intent=invite&email=nul%00%40nkabompay.test&role=sales"],
      ["/sign-in/recovery", "email=admin%00%40nkabompay.test&code=AAAA-BBBB-CCCC"],
    ];
    // A search or any other address with a NUL: refused before any query.
    const compliance = await sessionOf("compliance");
    for (const [path, cookie] of [
      ["/leads?q=%00", sales],
      ["/requests?email=a%00b", compliance],
      ["/audit?action=%00", compliance],
    ]) {
      expect((await request("GET", path!, { cookie })).status, path).toBe(400);
    }
    for (const [path, body, type] of attempts) {
      // Byte for byte: \xff is the raw byte 0xFF, not its UTF-8 spelling.
      const bytes = Buffer.from(body, "latin1");
      const answer = await send(`${server.base}/staff${path}`, {
        method: "POST",
        headers: {
          cookie: `${staffCookieName}=${path === leadPath ? sales : admin}`,
          origin,
          "content-type": type ?? "application/x-www-form-urlencoded",
          "content-length": String(bytes.length),
        },
        body: bytes,
      });
      expect(answer.status, `${path} ${body}`).toBe(400);
      expect(answer.body, body).toContain("The form holds characters the console cannot take.");
    }
    expect(await database.db.$count(sql`lead_events`, sql`lead_id = ${lead!.id}`)).toBe(0);
    expect(await endpoints()).toBe(before.endpoints);
    expect(await database.db.$count(sql`staff_accounts`)).toBe(before.accounts);
    const logged = () => server.output.join("").slice(from);
    await expect
      .poll(() => logged().includes('"path":"/staff/team"'), { timeout: 10_000 })
      .toBe(true);
    expect(logged()).not.toMatch(/"level":50/);
  });

  // The passkey ceremonies take JSON, not forms: a NUL reached PostgreSQL (22021, a 500
  // logged as an error) and a lone surrogate was stored as U+FFFD (issues 40 and 45, F5).
  it("answers a NUL, a lone surrogate or bytes that are not UTF-8 in a ceremony's JSON with 400 and its message, never a 500", async () => {
    const from = server.output.join("").length;
    const unreadable = "The request holds characters the console cannot take.";
    const badName =
      "The passkey's name holds characters the console cannot take. Check what you typed.";
    // An address of its own: these are sign-in attempts, which later tests count.
    const headers = { "x-forwarded-for": "198.51.100.250" };
    const options = await request("POST", "/api/sign-in/options", {
      type: "application/json",
      body: "{}",
      headers,
    });
    const { challengeId } = JSON.parse(options.body) as { challengeId: string };
    const fresh = await sessionOf("sales");
    // JSON text as sent: \u0000 and \ud800 are escapes JSON.parse turns into the characters.
    const attempts: [string, string, string, string?][] = [
      ["/api/sign-in/verify", `{"challengeId":"a\\u0000b","response":{"id":"x"}}`, unreadable],
      [
        "/api/sign-in/verify",
        `{"challengeId":"${challengeId}","response":{"id":"x\\u0000"}}`,
        unreadable,
      ],
      ["/api/sign-in/verify", `{"challengeId":"\\ud800","response":{"id":"x"}}`, unreadable],
      [
        "/api/sign-in/verify",
        `{"challengeId":"${challengeId}","response":{"id":"x","\\u0000":1}}`,
        unreadable,
      ],
      ["/api/invitation/verify", `{"token":"t","name":"key\\u0000nul"}`, badName],
      ["/api/invitation/verify", `{"token":"t","name":"key\\ud800"}`, badName],
      ["/api/passkeys/verify", `{"name":"key\\u0000nul"}`, badName, fresh],
      ["/api/passkeys/verify", `{"name":"\\udc00key"}`, badName, fresh],
      ["/api/verify/verify", `{"challengeId":"\\u0000"}`, unreadable, fresh],
    ];
    for (const [path, body, message, cookie] of attempts) {
      const answer = await request("POST", path, {
        type: "application/json",
        body,
        headers,
        ...(cookie ? { cookie } : {}),
      });
      expect(answer.status, `${path} ${body}`).toBe(400);
      expect(JSON.parse(answer.body), `${path} ${body}`).toEqual({ error: message });
    }
    // Bytes that are not UTF-8 would have been read as U+FFFD.
    const bytes = Buffer.concat([
      Buffer.from('{"name":"caf'),
      Buffer.from([0xff]),
      Buffer.from('"}'),
    ]);
    const raw = await send(`${server.base}/staff/api/passkeys/verify`, {
      method: "POST",
      headers: {
        cookie: `${staffCookieName}=${fresh}`,
        origin,
        "content-type": "application/json",
        "content-length": String(bytes.length),
      },
      body: bytes,
    });
    expect(raw.status).toBe(400);
    expect(JSON.parse(raw.body)).toEqual({ error: unreadable });
    // The challenge was not spent by the refused requests: nothing reached the handlers.
    expect(await database.db.$count(sql`staff_challenges`, sql`id = ${challengeId}`)).toBe(1);
    expect(await database.db.$count(sql`staff_passkeys`)).toBe(0);
    const logged = () => server.output.join("").slice(from);
    await expect
      .poll(() => logged().includes('"path":"/staff/api/verify/verify"'), { timeout: 10_000 })
      .toBe(true);
    expect(logged()).not.toMatch(/"level":50/);
    expect(logged()).not.toContain("22021");
  });

  // React Router also answers each screen's data as `<path>.data` (single fetch), with
  // `?_routes=` naming the loaders to run, and `?index` for an index route: the same
  // table decides, and a refused request carries a redirect or an error, never the data.
  it("walks the single-fetch URLs of every screen as anonymous and as each role", async () => {
    const screens = consoleAccess.filter((r) => r.method === "get" && r.path !== "/");
    expect(screens.length).toBeGreaterThan(2);
    const wrong: string[] = [];
    // `_routes` names the screen's own route id, as the browser's router would.
    const { routes: built } = await consoleBuild();
    const idOf = (path: string) =>
      Object.values(built).find((r) => r && `/${r.path}` === path)?.id ?? "missing";
    const variants = (path: string, id: string) => [
      `${path}.data`,
      `${path}.data?_routes=root,${id}`,
      `${path}.data?index`,
    ];
    // The draft preview is the public site's render, served beside the console's build
    // (server/content/preview.server.ts): it has no data URL; its page is walked above.
    const outsideBuild = screens.filter((r) => idOf(r.path) === "missing").map((r) => r.path);
    expect(outsideBuild).toEqual(["/content/:type/:id/preview"]);
    for (const route of screens) {
      if (outsideBuild.includes(route.path)) continue;
      for (const url of variants(sample(route.path), idOf(route.path))) {
        if (route.permission === null) continue;
        const anonymous = await request("GET", url);
        if (anonymous.status === 200 || !anonymous.body.includes("SingleFetchRedirect")) {
          wrong.push(`anonymous GET ${url}: ${anonymous.status} ${anonymous.body.slice(0, 80)}`);
        }
        if (!anonymous.body.includes('"/sign-in"')) wrong.push(`anonymous ${url} not to sign-in`);
        for (const role of staffRoles) {
          if (can([role], route.permission)) continue;
          const answer = await request("GET", url, { cookie: await sessionOf(role) });
          if (answer.status !== 403) wrong.push(`${role} GET ${url}: ${answer.status}`);
        }
      }
    }
    // The console's own address, as typed: /staff, no trailing slash.
    const bare = await send(`${server.base}/staff`, { headers: { accept: "text/html" } });
    expect(bare.status).toBe(303);
    expect(bare.headers.location).toBe("/staff/sign-in");
    // The home screen's data: `/staff.data` from /staff, `/staff/_.data` from /staff/
    // (React Router 8's trailing-slash-aware data URLs), both answered by the console: to
    // sign-in, or to the first screen of the account's roles.
    const admin = await sessionOf("admin");
    for (const url of [".data", "/_.data"]) {
      const anonymous = await request("GET", url);
      expect(anonymous.body, url).toContain("SingleFetchRedirect");
      expect(anonymous.body, url).toContain('"/sign-in"');
      const signedIn = await request("GET", url, { cookie: admin });
      expect(signedIn.body, url).toContain("SingleFetchRedirect");
      expect(signedIn.body, url).toContain(`"${homeOf(["admin"])}"`);
    }
    expect(wrong).toEqual([]);
  });

  it("refuses a cross-origin or Origin-less POST to every console action", async () => {
    const cookie = await sessionOf("admin");
    for (const route of consoleAccess.filter((r) => r.method === "post")) {
      const path = sample(route.path);
      const evil = await request("POST", path, { cookie, origin: "https://evil.example" });
      expect(evil.status, path).toBe(403);
      const none = await request("POST", path, { cookie, origin: null });
      expect(none.status, path).toBe(403);
    }
  });

  it("sends no-store, noindex and frame-ancestors 'none' with a nonce on console responses", async () => {
    for (const path of ["/sign-in", "/leads", "/invitation?token=x"]) {
      const answer = await request("GET", path, { cookie: await sessionOf("sales") });
      expect(answer.headers["cache-control"], path).toBe("no-store");
      expect(answer.headers["x-robots-tag"], path).toMatch(/noindex/);
      const csp = String(answer.headers["content-security-policy"]);
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).toMatch(/script-src 'self' 'nonce-[\w+/=]+'/);
      expect(csp).not.toContain("unsafe-inline' 'nonce");
    }
    const robots = await send(`${server.base}/robots.txt`);
    const sitemap = await send(`${server.base}/sitemap.xml`);
    expect(sitemap.body).not.toContain("/staff");
    expect(robots.status).toBe(200);
  });

  it("answers a path the table does not name with the console's own 404, signed in or not", async () => {
    for (const cookie of [undefined, await sessionOf("admin")]) {
      for (const path of ["/nope", "/leads/contact", "/team/invite", "/assets/console.js"]) {
        const page = await request("GET", path, { cookie });
        expect(page.status, path).toBe(404);
        expect(page.headers["cache-control"], path).toBe("no-store");
        expect(page.body, path).toContain("There is no such page in the staff console.");
        expect((await request("GET", `${path}.data`, { cookie })).status, path).toBe(404);
        expect((await request("POST", path, { cookie, body: "x=1" })).status, path).toBe(404);
      }
    }
  });

  it("never promotes a session id set before sign-in (fixation), and codes work once", async () => {
    const { account } = await inviteStaff(database.db, {
      email: "fixation@nkabompay.test",
      roles: ["sales"],
      siteUrl: origin,
      actor: OPERATOR,
    });
    const codes = await issueRecoveryCodes(database.db, account.id);
    const planted = "attacker-chosen-session-id-0123456789";
    const body = `email=fixation%40nkabompay.test&code=${codes[0]}`;
    const signIn = await request("POST", "/sign-in/recovery", { cookie: planted, body });
    expect(signIn.status).toBe(303);
    const setCookie = String(signIn.headers["set-cookie"]);
    expect(setCookie).toMatch(
      /^__Host-nkabom-staff=[\w-]{40,}; Path=\/; HttpOnly; SameSite=Strict; Secure/,
    );
    const issued = /=([\w-]+);/.exec(setCookie)![1]!;
    expect(issued).not.toBe(planted);
    expect((await request("GET", "/leads", { cookie: planted })).status).toBe(303);
    expect((await request("GET", "/leads", { cookie: issued })).status).toBe(200);
    // The same code a second time does not sign in.
    const again = await request("POST", "/sign-in/recovery", { body });
    expect(again.status).toBe(401);
    expect(again.headers["set-cookie"]).toBeUndefined();
  });

  it("ends a disabled account's open sessions at once", async () => {
    const { account } = await inviteStaff(database.db, {
      email: "leaver@nkabompay.test",
      roles: ["sales"],
      siteUrl: origin,
      actor: OPERATOR,
    });
    const cookie = await createSession(database.db, account.id);
    expect((await request("GET", "/leads", { cookie })).status).toBe(200);
    await disableStaff(database.db, "leaver@nkabompay.test", OPERATOR);
    const after = await request("GET", "/leads", { cookie });
    expect(after.status).toBe(303);
    expect(after.headers.location).toBe("/staff/sign-in");
  });

  it("keeps lead data, invitation tokens and codes out of every log line", async () => {
    const [lead] = await database.db
      .insert(contactMessages)
      .values({
        firstName: "Adwoa",
        lastName: "Secret-Lead",
        email: "adwoa.secret@example.com",
        message: "Private message body",
        policyConsentedAt: new Date(),
      })
      .returning();
    const cookie = await sessionOf("sales");
    expect((await request("GET", `/leads/contact/${lead!.id}`, { cookie })).body).toContain(
      "Secret-Lead",
    );
    await request("POST", `/leads/contact/${lead!.id}`, {
      cookie,
      body: "intent=note&note=Private+note+text",
    });
    const { url, account } = await inviteStaff(database.db, {
      email: "logcheck@nkabompay.test",
      roles: ["sales"],
      siteUrl: origin,
      actor: OPERATOR,
    });
    const token = new URL(url).searchParams.get("token")!;
    await request("GET", `/invitation?token=${token}`);
    const codes = await issueRecoveryCodes(database.db, account.id);
    await request("POST", "/sign-in/recovery", {
      body: `email=logcheck%40nkabompay.test&code=${codes[1]}`,
    });
    // The last request's log line is out, and with it everything logged before.
    await waitFor("the sign-in's request log", async () =>
      server.output.join("").includes('"path":"/staff/sign-in/recovery"') ? true : undefined,
    );
    const logs = server.output.join("");
    expect(logs).toContain("/staff/leads/contact/");
    for (const secret of [
      "adwoa.secret",
      "Secret-Lead",
      "Private note",
      token,
      codes[1]!,
      codes[1]!.replaceAll("-", ""),
    ]) {
      expect(logs).not.toContain(secret);
    }
  });

  it("gives the Webhooks screen to admins only; bad input changes nothing; no secret is kept in the log", async () => {
    const webhookRoutes = consoleAccess.filter((r) => r.path.startsWith("/webhooks"));
    expect(webhookRoutes.map((r) => `${r.method} ${r.path}`).sort()).toEqual([
      "get /webhooks",
      "get /webhooks/:id",
      "post /webhooks",
      "post /webhooks/:id",
    ]);
    expect(webhookRoutes.every((r) => r.permission === "webhooks:manage")).toBe(true);
    expect(staffRoles.filter((role) => can([role], "webhooks:manage"))).toEqual(["admin"]);

    const cookie = await sessionOf("admin");
    const count = () => database.db.$count(webhookEndpoints);
    const before = await count();
    for (const body of [
      "url=http%3A%2F%2F10.0.0.1%2Fhook&events=contact.created",
      "url=https%3A%2F%2Fhooks.example.com%2Fa&events=nothing.real",
      "url=not+a+url&events=contact.created",
      `url=https%3A%2F%2Fhooks.example.com%2F${"a".repeat(2100)}&events=contact.created`,
      "url[]=x&events[x]=y",
    ]) {
      const answer = await request("POST", "/webhooks", { cookie, body: `intent=add&${body}` });
      expect(answer.status, body.slice(0, 60)).toBe(400);
      expect(answer.body).toMatch(/role="alert"[^>]*>(The URL does not work|Choose at least one)/);
    }
    for (const intent of ["rotate", "disable"]) {
      for (const id of ["id=1%27%20or%201%3D1", "id=00000000-0000-4000-8000-000000000000", ""]) {
        const body = `intent=${intent}&${id}`;
        const answer = await request("POST", "/webhooks", { cookie, body });
        expect(answer.status, body).toBe(404);
        expect(answer.body, body).toContain("There is no such endpoint.");
      }
    }
    for (const path of [
      "/webhooks/1%27%20or%201%3D1",
      "/webhooks/00000000-0000-4000-8000-000000000000",
    ]) {
      const body = "intent=redeliver&delivery=00000000-0000-4000-8000-000000000000";
      expect((await request("POST", path, { cookie, body })).status, path).toBe(404);
    }
    expect((await request("POST", "/webhooks", { cookie, body: "intent=drop" })).status).toBe(400);
    expect((await request("GET", "/webhooks/not-a-uuid", { cookie })).status).toBe(404);
    expect(await count()).toBe(before);

    // A session whose passkey assertion is older than five minutes is sent to re-verify.
    const stale = await sessionOf("admin");
    await database.db.execute(
      sql`update staff_sessions set verified_at = now() - interval '10 minutes' where id_hash = ${hashToken(stale)}`,
    );
    const refused = await request("POST", "/webhooks", {
      cookie: stale,
      body: "intent=add&url=https%3A%2F%2Fhooks.example.com%2Fstale&events=contact.created",
    });
    expect(refused.status).toBe(303);
    expect(refused.headers.location).toMatch(/^\/staff\/verify/);
    expect(await count()).toBe(before);

    const fresh = await sessionOf("admin");
    const added = await request("POST", "/webhooks", {
      cookie: fresh,
      body: "intent=add&url=https%3A%2F%2Fhooks.example.com%2Fok&events=contact.created&events=demo.created",
    });
    expect(added.status).toBe(200);
    const secret = /value="(whsec_[^"]+)"/.exec(added.body)![1]!;
    expect((await request("GET", "/webhooks", { cookie: fresh })).body).not.toContain(secret);
    const audit = await database.db
      .select({ action: auditLog.action, detail: auditLog.detail })
      .from(auditLog)
      .where(like(auditLog.action, "webhook-%"));
    expect(audit.map((r) => r.action)).toEqual(["webhook-added"]);
    expect(JSON.stringify(audit)).not.toContain("whsec_");
    // The log line of the request that made the secret is out, and what it logged before.
    await waitFor("the new endpoint's request log", async () =>
      /"method":"POST","path":"\/staff\/webhooks","status":200/.test(server.output.join(""))
        ? true
        : undefined,
    );
    expect(server.output.join("")).not.toContain(secret);
  });

  it("limits sign-in attempts per account and per address", async () => {
    const { account } = await inviteStaff(database.db, {
      email: "guessed@nkabompay.test",
      roles: ["sales"],
      siteUrl: origin,
      actor: OPERATOR,
    });
    await issueRecoveryCodes(database.db, account.id);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const answer = await request("POST", "/sign-in/recovery", {
        body: `email=guessed%40nkabompay.test&code=AAAA-BBBB-CC${String(i).padStart(2, "0")}`,
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 5).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Different accounts from one address: the per-address limit ends it.
    let limited = false;
    for (let i = 0; i < 40 && !limited; i++) {
      const answer = await request("POST", "/sign-in/recovery", {
        body: `email=nobody${i}%40nkabompay.test&code=AAAA-BBBB-CCCC`,
      });
      limited = answer.status === 429;
    }
    expect(limited).toBe(true);
    const failures = (await database.db.execute(
      sql`select count(*)::int as n from audit_log where action = 'sign-in-recovery-code' and not success`,
    )) as unknown as { rows: { n: number }[] };
    // Recorded, up to a bound per client (tests/abuse/staff-sign-in-limits.test.ts).
    expect(failures.rows[0]!.n).toBeGreaterThan(0);
  });
});
