import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "#server/db/schema.ts";
import { inviteStaff, OPERATOR } from "#server/staff/accounts.server.ts";
import { createSession } from "#server/staff/sessions.server.ts";
import { hasBuild } from "./support/built-server.ts";
import { startConsole, type ConsoleUnderTest } from "./support/staff-console.ts";

// The audit log's screen (issue 29): pages of 100 entries, newest first, that walk the
// whole log by keyset; filters by actor, action and dates; a refused filter is a 400 with
// the screen's message, never a 500; the CSV export follows the same filters. On the built
// server over PostgreSQL.

const SEEDED = 250;
const start = Date.UTC(2026, 2, 1); // 1 March 2026, 00:00 UTC
/** Seeded entry i: every 3 hours; every fifth a sign-in; alternately Ama's and Kojo's. */
const seed = (i: number) => ({
  at: new Date(start + i * 3 * 3_600_000),
  actorEmail: i % 2 === 0 ? "ama@nkabompay.test" : "kojo@nkabompay.test",
  action: i % 5 === 0 ? "sign-in" : "lead-note",
  target: `seed-${i}`,
});

describe.skipIf(!hasBuild)("the audit log screen", () => {
  let app: ConsoleUnderTest;
  let cookie = "";

  beforeAll(async () => {
    app = await startConsole();
    const { account } = await inviteStaff(app.database.db, {
      email: "compliance@nkabompay.test",
      roles: ["compliance"],
      siteUrl: app.origin,
      actor: OPERATOR,
    });
    cookie = await createSession(app.database.db, account.id);
    await app.database.db
      .insert(auditLog)
      .values(Array.from({ length: SEEDED }, (_, i) => seed(i)));
  });
  afterAll(async () => {
    await app?.stop();
  });

  const seedsOn = (html: string) => [...html.matchAll(/seed-(\d+)</g)].map((m) => Number(m[1]));
  const olderLink = (html: string) =>
    /<a[^>]*href="([^"]*)"[^>]*>Older entries</.exec(html)?.[1]?.replaceAll("&amp;", "&");
  const get = (path: string) => app.request("GET", path, { cookie });

  /** Every page from `path` on, following "Older entries" to the end. */
  async function walk(path: string) {
    const pages: number[][] = [];
    let next: string | undefined = path;
    while (next) {
      const res = await get(next.startsWith("?") ? `/audit${next}` : next.replace(/^\/staff/, ""));
      expect(res.status).toBe(200);
      pages.push(seedsOn(res.body));
      next = olderLink(res.body);
      expect(pages.length).toBeLessThan(10);
    }
    return pages;
  }

  it("pages through the whole log, 100 entries a page, newest first, none twice or missed", async () => {
    const pages = await walk("/audit");
    // The invitation is newer than every seeded entry: the first page has 99 of them.
    expect(pages.map((p) => p.length)).toEqual([99, 100, 51]);
    const all = pages.flat();
    expect(all).toEqual(Array.from({ length: SEEDED }, (_, i) => SEEDED - 1 - i));
  });

  it("narrows by actor, action and dates, and pages within the filter", async () => {
    const expected = (keep: (i: number) => boolean) =>
      Array.from({ length: SEEDED }, (_, i) => SEEDED - 1 - i).filter(keep);
    // 5 to 7 March inclusive: entries 32 to 55 (every 3 hours from 1 March).
    const inDays = (i: number) => i >= 32 && i <= 55;
    const page = await get(
      "/audit?actor=Ama%40nkabompay.test&action=sign-in&from=2026-03-05&to=2026-03-07",
    );
    expect(page.status).toBe(200);
    expect(seedsOn(page.body)).toEqual(expected((i) => inDays(i) && i % 10 === 0));
    // The panel's control, folded on a phone, still says the list is narrowed.
    expect(page.body.replace(/<[^>]+>/g, "")).toContain("Filters · 4 applied");

    // 125 of Ama's entries: two pages, the second reached through the filter's own link.
    const ama = await walk("/audit?actor=ama%40nkabompay.test");
    expect(ama.map((p) => p.length)).toEqual([100, 25]);
    expect(ama.flat()).toEqual(expected((i) => i % 2 === 0));

    const signIns = await walk("/audit?action=sign-in");
    expect(signIns.flat()).toEqual(expected((i) => i % 5 === 0));
  });

  // The CLI's changes are recorded under "operator (CLI)", not an address (issue 40).
  it("selects the command line's entries by operator (CLI), in any case, on the screen and in the export", async () => {
    for (const who of ["operator%20(CLI)", "Operator+(cli)", "%20operator%20(CLI)%20"]) {
      const page = await get(`/audit?actor=${who}`);
      expect(page.status, who).toBe(200);
      const text = page.body.replace(/<[^>]+>/g, " ");
      // The invitation the CLI's account made in beforeAll, and nothing seeded.
      expect(text, who).toMatch(/operator \(CLI\)\s+invitation\s+compliance@nkabompay\.test/);
      expect(seedsOn(page.body), who).toEqual([]);
    }
    // The field takes it in a browser: text (an email field would refuse it), with it offered.
    const page = await get("/audit");
    expect(page.body).toMatch(
      /<input[^>]*name="actor"[^>]*type="text"|<input[^>]*type="text"[^>]*name="actor"/,
    );
    expect(page.body).toContain('<option value="operator (CLI)">');
    const csv = await app.request("POST", "/audit/export", {
      cookie,
      body: "actor=operator+%28CLI%29",
    });
    expect(csv.status).toBe(200);
    const lines = csv.body.trim().split(/\r?\n/).slice(1);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((l) => l.split(",")[1] === "operator (CLI)")).toBe(true);
  });

  it.each([
    ["action=drop-table", "Choose an action from the list."],
    ["actor=not-an-address", "Who must be a whole e-mail address"],
    ["from=2026-02-31", "From must be a date (YYYY-MM-DD)."],
    ["from=2026-13-01", "From must be a date (YYYY-MM-DD)."],
    ["to=yesterday", "To must be a date (YYYY-MM-DD)."],
    ["from=2026-03-07&to=2026-03-05", "From must not be after To."],
    ["after=not-a-cursor", "This page link is broken"],
  ])("refuses ?%s with the screen's message, not a 500", async (query, message) => {
    const res = await get(`/audit?${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toContain(message);
    // The form is still there to put it right.
    expect(res.body).toContain('aria-label="Filter the audit log"');
    expect(seedsOn(res.body)).toEqual([]);
  });

  it("exports what the filters show as CSV, and refuses a bad filter there too", async () => {
    const res = await app.request("POST", "/audit/export", {
      cookie,
      body: "action=sign-in&actor=kojo%40nkabompay.test&from=2026-03-05&to=",
    });
    expect(res.status).toBe(200);
    const lines = res.body.trim().split(/\r?\n/);
    expect(lines[0]).toBe("time,actor,action,success,target,detail");
    const targets = lines.slice(1).map((l) => /seed-(\d+)/.exec(l)?.[1]);
    const kojoSignInsFrom5March = Array.from({ length: SEEDED }, (_, i) => SEEDED - 1 - i)
      .filter((i) => i >= 32 && i % 10 === 5)
      .map(String);
    expect(targets).toEqual(kojoSignInsFrom5March);

    // A file cannot carry the message: back to the screen, which says what is wrong.
    const bad = await app.request("POST", "/audit/export", { cookie, body: "to=2026-13-01" });
    expect(bad.status).toBe(303);
    expect(bad.headers.location).toBe("/staff/audit?to=2026-13-01");
    const shown = await get("/audit?to=2026-13-01");
    expect(shown.status).toBe(400);
    expect(shown.body).toContain("To must be a date (YYYY-MM-DD).");
  });
});
