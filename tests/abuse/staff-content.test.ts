import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentTypes } from "#app/content/seed.server.ts";
import { contentVersions, staffSessions, type StaffRole } from "#server/db/schema.ts";
import { submitForReview } from "#server/content/review.server.ts";
import { getEntry, saveDraft } from "#server/content/store.server.ts";
import type { StaffActor } from "#server/content/versions.server.ts";
import { inviteStaff, OPERATOR } from "#server/staff/accounts.server.ts";
import { hashToken } from "#server/staff/secrets.ts";
import { createSession } from "#server/staff/sessions.server.ts";
import { hasBuild } from "./support/built-server.ts";
import { startConsole, type ConsoleUnderTest } from "./support/staff-console.ts";

// The content studio's routes against forged input (issues 40 and 45): names every object
// inherits taken for entries, versions that are not decimal numbers, an over-long review
// comment, and publication on a stale session. On the built server over PostgreSQL.

const PROTOTYPE_NAMES = ["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf"];
const POLICY = "/merchant-onboarding-policy";

describe.skipIf(!hasBuild)("the content studio against forged input", () => {
  let app: ConsoleUnderTest;
  const people = {} as Record<"editor" | "marketer" | "author" | "reviewer", StaffActor>;

  beforeAll(async () => {
    app = await startConsole();
    const accounts: [keyof typeof people, StaffRole[]][] = [
      // Every content permission in one account: only the address decides the answer.
      ["editor", ["marketing", "compliance"]],
      ["marketer", ["marketing"]],
      ["author", ["compliance"]],
      ["reviewer", ["compliance"]],
    ];
    for (const [name, roles] of accounts) {
      const { account } = await inviteStaff(app.database.db, {
        email: `content-${name}@nkabompay.test`,
        roles,
        siteUrl: app.origin,
        actor: OPERATOR,
      });
      people[name] = { id: account.id, email: account.email };
    }
  });
  afterAll(async () => {
    await app?.stop();
  });

  const db = () => app.database.db;
  const sessionOf = (name: keyof typeof people) => createSession(db(), people[name].id);
  /** Backdates the session's last passkey assertion, as if minutes had passed. */
  const verifiedMinutesAgo = (cookie: string, minutes: number) =>
    db()
      .update(staffSessions)
      .set({ verifiedAt: new Date(Date.now() - minutes * 60_000) })
      .where(eq(staffSessions.idHash, hashToken(cookie)));
  const post = (cookie: string, path: string, body: string) =>
    app.request("POST", path, { cookie, body });
  const entry = async (type: string, id: string) => (await getEntry(db(), type, id))!;

  /** A draft of the 404 page's words (not legal: marketing publishes it straight away). */
  async function notFoundDraft(eyebrow: string): Promise<number> {
    const current = await entry("notFound", "main");
    const saved = await saveDraft(db(), {
      type: "notFound",
      id: "main",
      data: { ...(current.published.data as object), eyebrow },
      baseVersion: current.newestVersion,
      author: people.marketer,
    });
    if (!saved.ok) throw new Error(`draft refused: ${saved.reason}`);
    return saved.version;
  }

  it("answers 404 on every content route, for every type, when the entry id or type is a name every object inherits", async () => {
    const cookie = await sessionOf("editor");
    const types = [...contentTypes.map((t) => t.type), ...PROTOTYPE_NAMES];
    const wrong: string[] = [];
    const routes = (base: string): [string, string, string?][] => [
      ["GET", base],
      ["POST", base, "intent=save&baseVersion=0"],
      ["POST", `${base}/review`, "intent=approve&version=1"],
      ["POST", `${base}/publish`, "intent=publish&version=1"],
      ["POST", `${base}/publish`, "intent=rollback&version=0&baseVersion=1"],
      ["GET", `${base}/preview`],
      ["GET", `${base}/preview?width=phone`],
    ];
    for (const type of types) {
      // A prototype name as the type: with a real id too ("main"), and with each other name.
      const ids = PROTOTYPE_NAMES.includes(type) ? ["main", ...PROTOTYPE_NAMES] : PROTOTYPE_NAMES;
      for (const id of ids) {
        for (const [method, path, body] of routes(`/content/${type}/${id}`)) {
          const answer = await app.request(method, path, { cookie, ...(body ? { body } : {}) });
          if (answer.status !== 404) wrong.push(`${method} ${path}: ${answer.status}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    // Nothing was saved, reviewed or published.
    expect(await db().$count(contentVersions)).toBe(0);
  });

  it("shows the editor's own sentence for a done or refused step the address names by an inherited name", async () => {
    const cookie = await sessionOf("editor");
    for (const name of PROTOTYPE_NAMES) {
      const done = await app.request("GET", `/content/notFound/main?done=${name}`, { cookie });
      expect(done.status, name).toBe(200);
      expect(done.body, name).toContain("Done.");
      const refused = await app.request("GET", `/content/notFound/main?refused=${name}`, {
        cookie,
      });
      expect(refused.status, name).toBe(200);
      expect(refused.body, name).toContain("That step was refused.");
    }
  });

  it("sends a session whose passkey check is older than five minutes to re-verify before publishing or rolling back; a fresh one publishes", async () => {
    const version = await notFoundDraft("Lost, stale");
    const cookie = await sessionOf("marketer");
    await verifiedMinutesAgo(cookie, 6);
    const path = "/content/notFound/main/publish";
    for (const body of [
      `intent=publish&version=${version}`,
      `intent=rollback&version=0&baseVersion=${version}`,
    ]) {
      const answer = await post(cookie, path, body);
      expect(answer.status, body).toBe(303);
      expect(answer.headers.location, body).toMatch(/^\/staff\/verify\?next=/);
    }
    // Nothing changed: the draft is still open, the original still live.
    let now = await entry("notFound", "main");
    expect(now.published.version).toBe(0);
    expect(now.open).toMatchObject({ version, state: "draft" });

    // Within five minutes the same steps go through.
    await verifiedMinutesAgo(cookie, 4);
    const published = await post(cookie, path, `intent=publish&version=${version}`);
    expect(published.status).toBe(303);
    expect(published.headers.location).toBe("/staff/content/notFound/main?done=published");
    now = await entry("notFound", "main");
    expect(now.published.version).toBe(version);
    const rolledBack = await post(
      cookie,
      path,
      `intent=rollback&version=0&baseVersion=${now.newestVersion}`,
    );
    expect(rolledBack.status).toBe(303);
    expect(rolledBack.headers.location).toBe("/staff/content/notFound/main?done=rolled-back-live");
    expect((await entry("notFound", "main")).published.version).toBe(version + 1);
  });

  it("refuses a version that is not decimal digits, and an over-long review comment, with a 400 that says so; nothing changes", async () => {
    const marketer = await sessionOf("marketer");
    const live = (await entry("notFound", "main")).published.version;
    const version = await notFoundDraft("Lost, forged");
    const path = "/content/notFound/main/publish";
    const forged = ["0x" + version.toString(16), `${version}.0`, ` ${version}`, `${version}e0`];
    for (const spelled of [...forged, `+${version}`, "", "１"]) {
      const v = encodeURIComponent(spelled);
      for (const body of [
        `intent=publish&version=${v}`,
        `intent=rollback&version=0&baseVersion=${encodeURIComponent(`${version}.0`)}`,
        `intent=rollback&version=${v}&baseVersion=${version}`,
      ]) {
        const answer = await post(marketer, path, body);
        expect(answer.status, body).toBe(400);
        expect(answer.body, body).toContain("The form does not name a version of this entry.");
      }
    }
    let now = await entry("notFound", "main");
    expect(now.published.version).toBe(live);
    expect(now.open).toMatchObject({ version, state: "draft" });

    // The editor's own base version likewise: 0x… is not the version it spells.
    const save = await post(
      marketer,
      "/content/notFound/main",
      `intent=save&baseVersion=0x${version.toString(16)}`,
    );
    expect(save.status).toBe(400);
    expect(save.body).toContain("The form has no base version.");
    now = await entry("notFound", "main");
    expect(now.newestVersion).toBe(version);

    // A legal change awaiting review: the reviewer's version and comment.
    const policy = await entry("policy", POLICY);
    const saved = await saveDraft(db(), {
      type: "policy",
      id: POLICY,
      data: { ...(policy.published.data as object), summary: "New checks at {site.name}." },
      baseVersion: policy.newestVersion,
      author: people.author,
    });
    if (!saved.ok) throw new Error(`draft refused: ${saved.reason}`);
    const submitted = await submitForReview(db(), {
      type: "policy",
      id: POLICY,
      version: saved.version,
      actor: people.author,
    });
    expect(submitted.ok).toBe(true);
    const reviewer = await sessionOf("reviewer");
    const review = `/content/policy/${encodeURIComponent(POLICY)}/review`;
    for (const body of [
      `intent=approve&version=0x${saved.version.toString(16)}`,
      `intent=reject&version=${saved.version}.0&comment=No`,
    ]) {
      const answer = await post(reviewer, review, body);
      expect(answer.status, body).toBe(400);
      expect(answer.body, body).toContain("The form does not name a version of this entry.");
    }
    const long = await post(
      reviewer,
      review,
      `intent=reject&version=${saved.version}&comment=${"a".repeat(2001)}`,
    );
    expect(long.status).toBe(400);
    expect(long.body).toContain(
      "The comment is longer than 2,000 characters. Shorten it and send it again.",
    );
    expect((await entry("policy", POLICY)).open).toMatchObject({
      version: saved.version,
      state: "in_review",
    });
    // 2,000 characters exactly is a comment like any other.
    const exact = await post(
      reviewer,
      review,
      `intent=reject&version=${saved.version}&comment=${"a".repeat(2000)}`,
    );
    expect(exact.status).toBe(303);
    expect(exact.headers.location).toMatch(/\?done=rejected$/);
    const [rejected] = (await entry("policy", POLICY)).history;
    expect(rejected).toMatchObject({ state: "rejected", reviewComment: "a".repeat(2000) });
  });
});
