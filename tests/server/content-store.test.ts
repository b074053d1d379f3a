import { and, eq, gte, like, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import pg from "pg";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { seedSnapshot } from "#app/content/page-content.server.ts";
import { leadership } from "#app/content/about.ts";
import { statsSchema } from "#app/content/schemas/home.ts";
import { auditLog, contentImages, contentVersions, type StaffRole } from "#server/db/schema.ts";
import { publishedSnapshot, publishedStamp } from "#server/content/published.server.ts";
import {
  approve,
  publish,
  reject,
  rollback,
  submitForReview,
} from "#server/content/review.server.ts";
import { getEntry, getVersion, listEntries, saveDraft } from "#server/content/store.server.ts";
import { entryLockKeys, type StaffActor } from "#server/content/versions.server.ts";
import { count, staffActor, storages, useHarness } from "./support/harness.ts";

// Issue 31, item 4: drafts, review, versions, rollback and optimistic concurrency, on the
// database the site runs on. `notFound` stands for every ordinary entry; the merchant
// onboarding policy for the legal ones (terms, policies, official channels, security).
const POLICY = "/merchant-onboarding-policy";

describe.each(storages)("content store on $name", ({ kind }) => {
  const h = useHarness(kind);
  const people = {} as Record<"marketer" | "colleague" | "compliance", StaffActor>;
  let since: Date;

  const account = (email: string, roles: StaffRole[]) => staffActor(h.db, email, roles);

  beforeAll(async () => {
    people.marketer = await account(`marketer-${kind}@nkabompay.test`, ["marketing"]);
    people.colleague = await account(`colleague-${kind}@nkabompay.test`, ["marketing"]);
    people.compliance = await account(`compliance-${kind}@nkabompay.test`, ["compliance"]);
  });
  beforeEach(async () => {
    await h.db.execute(sql`truncate content_versions`);
    // The database's clock, which stamps the audit rows.
    const result = (await h.db.execute(sql`select now()::text as now`)) as {
      rows: { now: string }[];
    };
    since = new Date(result.rows[0]!.now);
  });

  const entry = async () => (await getEntry(h.db, "notFound", "main"))!;
  const notFoundNow = async () => (await publishedSnapshot(h.db)).notFound.main!;
  const edited = async (changes: Record<string, unknown>) => ({
    ...((await entry()).published.data as Record<string, unknown>),
    ...changes,
  });
  const contentAudit = async (target: string) =>
    h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target, target), gte(auditLog.at, since)))
      .orderBy(auditLog.at);

  it("with nothing published, the pages get the seed", async () => {
    expect(await publishedSnapshot(h.db)).toEqual(seedSnapshot());
    expect(await publishedStamp(h.db)).toEqual({ publications: 0, at: null, key: "0/seed" });
    const listed = await listEntries(h.db);
    expect(listed).toHaveLength(Object.values(seedSnapshot()).flatMap(Object.keys).length);
    expect(listed.find((e) => e.type === "policy" && e.id === POLICY)).toMatchObject({
      legal: true,
      publishedVersion: 0,
      open: null,
      lastChange: null,
    });
  });

  it("a draft leaves the site as it is; publishing it changes the snapshot and the stamp", async () => {
    const before = await publishedStamp(h.db);
    const data = await edited({ eyebrow: "Lost at {site.name}" });
    const saved = await saveDraft(h.db, {
      type: "notFound",
      id: "main",
      data,
      baseVersion: 0,
      author: people.marketer,
    });
    expect(saved).toEqual({ ok: true, version: 1 });
    expect((await notFoundNow()).eyebrow).toBe("Error 404");
    expect((await publishedStamp(h.db)).key).toBe(before.key);
    const listed = (await listEntries(h.db)).find((e) => e.type === "notFound")!;
    expect(listed).toMatchObject({
      publishedVersion: 0,
      open: { version: 1, state: "draft", author: people.marketer.email },
      lastChange: { version: 1, by: people.marketer.email },
    });

    // Not legal: the author publishes straight from the draft.
    const published = await publish(h.db, {
      type: "notFound",
      id: "main",
      version: 1,
      actor: people.marketer,
    });
    expect(published).toEqual({ ok: true, version: 1, previous: 0 });
    expect((await notFoundNow()).eyebrow).toBe("Lost at Nkabom Pay");
    const after = await publishedStamp(h.db);
    expect(after.key).not.toBe(before.key);
    expect(after.publications).toBe(before.publications + 1);
    expect((await entry()).published).toMatchObject({ version: 1, data });
    expect((await entry()).open).toBeNull();

    const actions = (await contentAudit("content:notFound:main")).map((r) => r.action);
    expect(actions).toEqual(["content-saved", "content-published"]);
    // The log says who did what to which version, never the text.
    const rows = await contentAudit("content:notFound:main");
    expect(JSON.stringify(rows)).not.toContain("Lost at");
    expect(rows[0]).toMatchObject({ actorEmail: people.marketer.email, detail: { version: 1 } });
  });

  it("a save on a stale base is a conflict carrying the other's version, and stores nothing", async () => {
    // Both open the entry at version 0; the colleague saves first.
    const mine = await edited({ goBack: "Back" });
    const theirs = await edited({ goBack: "Previous page" });
    await saveDraft(h.db, {
      type: "notFound",
      id: "main",
      data: theirs,
      baseVersion: 0,
      author: people.colleague,
    });
    const outcome = await saveDraft(h.db, {
      type: "notFound",
      id: "main",
      data: mine,
      baseVersion: 0,
      author: people.marketer,
    });
    expect(outcome).toEqual({
      ok: false,
      reason: "conflict",
      newest: { version: 1, state: "draft", author: people.colleague.email, data: theirs },
    });
    expect(await count(h.db, "content_versions")).toBe(1);
    expect(await contentAudit("content:notFound:main")).toHaveLength(1);
    // Having seen theirs, a save on version 1 goes through as version 2.
    const retried = await saveDraft(h.db, {
      type: "notFound",
      id: "main",
      data: mine,
      baseVersion: 1,
      author: people.marketer,
    });
    expect(retried).toEqual({ ok: true, version: 2 });
  });

  // PGlite has one connection: its saves cannot overlap. On PostgreSQL another instance's
  // save holds the entry's lock while it inserts version 1; ours waits for it, then sees it.
  it.runIf(kind === "postgres")(
    "a save while another instance saves the same entry waits and answers a conflict",
    async () => {
      const other = new pg.Client({ connectionString: h.config.databaseUrl });
      await other.connect();
      try {
        const keys = entryLockKeys("notFound", "main");
        const lock = new PgDialect().sqlToQuery(sql`select pg_advisory_xact_lock(${keys})`);
        await other.query("begin");
        await other.query(lock.sql, lock.params);
        await other.query(
          `insert into content_versions (type, entry_id, version, data, state, based_on, author_id)
           values ('notFound', 'main', 1, '{}', 'draft', 0, $1)`,
          [people.colleague.id],
        );
        const ours = saveDraft(h.db, {
          type: "notFound",
          id: "main",
          data: await edited({ goBack: "Back" }),
          baseVersion: 0,
          author: people.marketer,
        });
        await new Promise((r) => setTimeout(r, 300));
        await other.query("commit");
        expect(await ours).toMatchObject({
          ok: false,
          reason: "conflict",
          newest: { version: 1, author: people.colleague.email },
        });
        expect(await count(h.db, "content_versions")).toBe(1);
      } finally {
        await other.end();
      }
    },
  );

  it("refuses invalid data, an unknown type and a forged id with nothing stored", async () => {
    const invalid = await saveDraft(h.db, {
      type: "notFound",
      id: "main",
      data: await edited({ eyebrow: "", message: "Call {site.nope}" }),
      baseVersion: 0,
      author: people.marketer,
    });
    expect(invalid.ok).toBe(false);
    const problems = invalid.ok || invalid.reason !== "invalid" ? [] : invalid.problems;
    expect(problems.map((p) => p.field).sort()).toEqual(["eyebrow", "message"]);
    expect(problems.find((p) => p.field === "message")!.message).toContain("{site.nope}");

    for (const [type, id] of [
      ["nope", "main"],
      ["notFound", "/admin"],
      ["notFound", "constructor"],
      ["policy", "/not-a-policy"],
    ] as const) {
      const outcome = await saveDraft(h.db, {
        type,
        id,
        data: await edited({}),
        baseVersion: 0,
        author: people.marketer,
      });
      expect(outcome).toMatchObject({ ok: false, reason: "unknown-entry" });
      expect(await getEntry(h.db, type, id)).toBeNull();
    }
    expect(await count(h.db, "content_versions")).toBe(0);
    expect(await contentAudit("content:notFound:main")).toHaveLength(0);
  });

  it("stores </script> as text and refuses a javascript: link", async () => {
    const script = "Nothing here </script><script>alert(1)</script>";
    const saved = await saveDraft(h.db, {
      type: "notFound",
      id: "main",
      data: await edited({ message: script }),
      baseVersion: 0,
      author: people.marketer,
    });
    expect(saved.ok).toBe(true);
    await publish(h.db, { type: "notFound", id: "main", version: 1, actor: people.marketer });
    expect((await notFoundNow()).message).toBe(script);

    const data = await edited({});
    const destinations = structuredClone(data.destinations) as { to: string }[];
    destinations[0]!.to = "javascript:alert(1)";
    const refused = await saveDraft(h.db, {
      type: "notFound",
      id: "main",
      data: { ...data, destinations },
      baseVersion: 1,
      author: people.marketer,
    });
    expect(refused).toMatchObject({
      ok: false,
      reason: "invalid",
      problems: [{ field: "destinations.0.to", message: expect.stringContaining("https://") }],
    });
    expect(await count(h.db, "content_versions")).toBe(1);
  });

  it("refuses a portrait that names a picture never uploaded, or at another size", async () => {
    await h.db.execute(sql`truncate content_images cascade`);
    const member = async (imageUrl: string) => {
      const seed = (await getEntry(h.db, "teamMember", leadership[0]!.id))!;
      return saveDraft(h.db, {
        type: "teamMember",
        id: leadership[0]!.id,
        data: { ...(seed.published.data as object), imageUrl, imageAlt: "Ama at her desk" },
        baseVersion: seed.newestVersion,
        author: people.marketer,
      });
    };
    const id = "0123456789abcdef01234567";
    const forged = await member(`/media/${id}/800x600`);
    expect(forged).toMatchObject({
      ok: false,
      reason: "invalid",
      problems: [{ field: "imageUrl", message: expect.stringContaining("upload it again") }],
    });
    await h.db.insert(contentImages).values({
      id,
      sha256: id.repeat(2) + "0".repeat(16),
      width: 800,
      height: 600,
      sourceFormat: "jpeg",
      sourceBytes: 1000,
      alt: "Ama at her desk",
    });
    expect(await member(`/media/${id}/800x601`)).toMatchObject({
      ok: false,
      problems: [{ field: "imageUrl", message: expect.stringContaining("it is 800×600") }],
    });
    expect(await count(h.db, "content_versions")).toBe(0);
    expect(await member(`/media/${id}/800x600`)).toMatchObject({ ok: true, version: 1 });
  });

  describe("a legal entry", () => {
    const policyData = async (summary: string) => ({
      ...((await getEntry(h.db, "policy", POLICY))!.published.data as object),
      summary,
    });
    const step = { type: "policy", id: POLICY, version: 1 };

    it("is not approved by its author nor by anyone without compliance; a compliance approval lets it publish", async () => {
      await saveDraft(h.db, {
        type: "policy",
        id: POLICY,
        data: await policyData("New checks at {site.name}."),
        baseVersion: 0,
        author: people.marketer,
      });
      // Unapproved legal text is not published, by anyone.
      expect(await publish(h.db, { ...step, actor: people.compliance })).toMatchObject({
        ok: false,
        reason: "state",
      });
      expect(await submitForReview(h.db, { ...step, actor: people.marketer })).toEqual({
        ok: true,
        version: 1,
      });
      expect(await approve(h.db, { ...step, reviewer: people.marketer })).toMatchObject({
        ok: false,
        reason: "forbidden",
        message: "Nobody reviews a change they wrote.",
      });
      expect(await approve(h.db, { ...step, reviewer: people.colleague })).toMatchObject({
        ok: false,
        reason: "forbidden",
      });
      expect(await publish(h.db, { ...step, actor: people.marketer })).toMatchObject({
        reason: "state",
      });
      const summaryBefore = (await publishedSnapshot(h.db)).policy[POLICY]!.summary;

      const approved = await approve(h.db, {
        ...step,
        reviewer: people.compliance,
        comment: "Matches the board's decision.",
      });
      expect(approved).toEqual({ ok: true, version: 1 });
      expect((await publishedSnapshot(h.db)).policy[POLICY]!.summary).toBe(summaryBefore);
      expect(await publish(h.db, { ...step, actor: people.marketer })).toMatchObject({ ok: true });
      expect((await publishedSnapshot(h.db)).policy[POLICY]!.summary).toBe(
        "New checks at Nkabom Pay.",
      );
      const [v1] = (await getEntry(h.db, "policy", POLICY))!.history;
      expect(v1).toMatchObject({
        state: "published",
        author: people.marketer.email,
        reviewer: people.compliance.email,
        reviewComment: "Matches the board's decision.",
        publishedBy: people.marketer.email,
      });
      const actions = (await contentAudit(`content:policy:${POLICY}`)).map((r) => r.action);
      expect(actions).toEqual([
        "content-saved",
        "content-submitted",
        "content-approved",
        "content-published",
      ]);
    });

    it("a reviewer who saved over the draft wrote part of the change and may not approve it", async () => {
      await saveDraft(h.db, {
        type: "policy",
        id: POLICY,
        data: await policyData("First words."),
        baseVersion: 0,
        author: people.marketer,
      });
      await saveDraft(h.db, {
        type: "policy",
        id: POLICY,
        data: await policyData("First words, corrected."),
        baseVersion: 1,
        author: people.compliance,
      });
      const at2 = { type: "policy", id: POLICY, version: 2 };
      await submitForReview(h.db, { ...at2, actor: people.marketer });
      expect(await approve(h.db, { ...at2, reviewer: people.compliance })).toMatchObject({
        reason: "forbidden",
      });
    });

    it("is rejected with a comment; the rejected version cannot be published", async () => {
      await saveDraft(h.db, {
        type: "policy",
        id: POLICY,
        data: await policyData("Sloppy words."),
        baseVersion: 0,
        author: people.marketer,
      });
      await submitForReview(h.db, { ...step, actor: people.marketer });
      expect(
        await reject(h.db, { ...step, reviewer: people.compliance, comment: "   " }),
      ).toMatchObject({ ok: false, reason: "invalid", problems: [{ field: "comment" }] });
      expect(
        await reject(h.db, { ...step, reviewer: people.compliance, comment: "Cite the act." }),
      ).toEqual({ ok: true, version: 1 });
      expect(await publish(h.db, { ...step, actor: people.compliance })).toMatchObject({
        reason: "state",
      });
      const detail = (await getEntry(h.db, "policy", POLICY))!;
      expect(detail.open).toBeNull();
      expect(detail.newestVersion).toBe(1);
      expect(detail.history[0]).toMatchObject({
        state: "rejected",
        reviewer: people.compliance.email,
        reviewComment: "Cite the act.",
      });
      const [rejected] = await contentAudit(`content:policy:${POLICY}`).then((rows) =>
        rows.filter((r) => r.action === "content-rejected"),
      );
      expect(rejected!.detail).toEqual({ version: 1, commentCharacters: 13 });
    });

    it("a rollback goes to review instead of straight to the site", async () => {
      for (const [version, summary] of [
        [1, "Version one."],
        [2, "Version two."],
      ] as const) {
        const at = { type: "policy", id: POLICY, version };
        await saveDraft(h.db, {
          type: "policy",
          id: POLICY,
          data: await policyData(summary),
          baseVersion: version - 1,
          author: people.marketer,
        });
        await submitForReview(h.db, { ...at, actor: people.marketer });
        await approve(h.db, { ...at, reviewer: people.compliance });
        await publish(h.db, { ...at, actor: people.marketer });
      }
      const rolled = await rollback(h.db, {
        type: "policy",
        id: POLICY,
        toVersion: 1,
        baseVersion: 2,
        actor: people.marketer,
      });
      expect(rolled).toEqual({ ok: true, version: 3, state: "in_review" });
      expect((await publishedSnapshot(h.db)).policy[POLICY]!.summary).toBe("Version two.");
      const at3 = { type: "policy", id: POLICY, version: 3 };
      expect(await approve(h.db, { ...at3, reviewer: people.marketer })).toMatchObject({
        reason: "forbidden",
      });
      await approve(h.db, { ...at3, reviewer: people.compliance });
      await publish(h.db, { ...at3, actor: people.marketer });
      expect((await publishedSnapshot(h.db)).policy[POLICY]!.summary).toBe("Version one.");
    });
  });

  it("a rollback publishes an old version as a new one; the history keeps every version", async () => {
    const texts = ["First", "Second", "Third"];
    for (const [i, eyebrow] of texts.entries()) {
      await saveDraft(h.db, {
        type: "notFound",
        id: "main",
        data: await edited({ eyebrow }),
        baseVersion: i,
        author: people.marketer,
      });
    }
    // Three saves over one's own draft: three versions, the first two replaced.
    expect((await entry()).history.map((v) => [v.version, v.state])).toEqual([
      [3, "draft"],
      [2, "replaced"],
      [1, "replaced"],
    ]);
    await publish(h.db, { type: "notFound", id: "main", version: 3, actor: people.marketer });
    await saveDraft(h.db, {
      type: "notFound",
      id: "main",
      data: await edited({ eyebrow: "Fourth" }),
      baseVersion: 3,
      author: people.colleague,
    });
    await publish(h.db, { type: "notFound", id: "main", version: 4, actor: people.colleague });
    expect((await notFoundNow()).eyebrow).toBe("Fourth");

    // Only a publication is restored: version 2 never was.
    expect(
      await rollback(h.db, {
        type: "notFound",
        id: "main",
        toVersion: 2,
        baseVersion: 4,
        actor: people.marketer,
      }),
    ).toMatchObject({ ok: false, reason: "state" });
    // A stale base is a conflict, as for a save.
    expect(
      await rollback(h.db, {
        type: "notFound",
        id: "main",
        toVersion: 3,
        baseVersion: 3,
        actor: people.marketer,
      }),
    ).toMatchObject({ ok: false, reason: "conflict", newest: { version: 4 } });

    const rolled = await rollback(h.db, {
      type: "notFound",
      id: "main",
      toVersion: 3,
      baseVersion: 4,
      actor: people.marketer,
    });
    expect(rolled).toEqual({ ok: true, version: 5, state: "published" });
    expect((await notFoundNow()).eyebrow).toBe("Third");
    const history = (await entry()).history;
    expect(history.map((v) => [v.version, v.state, v.restoredFrom])).toEqual([
      [5, "published", 3],
      [4, "superseded", null],
      [3, "superseded", null],
      [2, "replaced", null],
      [1, "replaced", null],
    ]);
    for (const [i, eyebrow] of [...texts, "Fourth", "Third"].entries()) {
      const data = (await getVersion(h.db, "notFound", "main", i + 1)) as { eyebrow: string };
      expect(data.eyebrow).toBe(eyebrow);
    }
    // Back to the seed: version 0.
    await rollback(h.db, {
      type: "notFound",
      id: "main",
      toVersion: 0,
      baseVersion: 5,
      actor: people.marketer,
    });
    expect((await notFoundNow()).eyebrow).toBe("Error 404");
    const actions = (await contentAudit("content:notFound:main")).map((r) => r.action);
    expect(actions.filter((a) => a === "content-rolled-back")).toHaveLength(2);
  });

  it("keeps a group's order of keys as written (a page shows them in that order)", async () => {
    const data = await edited({});
    const reordered = Object.fromEntries(Object.entries(data).reverse());
    await saveDraft(h.db, {
      type: "notFound",
      id: "main",
      data: reordered,
      baseVersion: 0,
      author: people.marketer,
    });
    const back = await getVersion(h.db, "notFound", "main", 1);
    expect(Object.keys(back as object)).toEqual(Object.keys(reordered));
  });

  it("a version published before its type gained a field shows the seed's words for it", async () => {
    // As a database holds them after an upgrade that added words to the shell, the case
    // study's brochure group and the policies: published when those fields did not exist.
    const seed = seedSnapshot();
    const older = async (type: string, id: string, data: unknown) =>
      h.db.insert(contentVersions).values({
        type,
        entryId: id,
        version: 1,
        data,
        state: "published",
        basedOn: 0,
        authorId: people.marketer.id,
        publishedBy: people.marketer.id,
        publishedAt: new Date(),
      });
    const { words: _words, ...navigation } = (await getEntry(h.db, "navigation", "main"))!.published
      .data as Record<string, unknown>;
    await older("navigation", "main", { ...navigation, footerResources: [] });
    const caseStudy = structuredClone(seed.caseStudy.main!) as Record<string, unknown> & {
      brochure: Record<string, unknown>;
    };
    delete caseStudy.brochure.sizeUnit;
    await older("caseStudy", "main", caseStudy);
    const { keyPoints: _points, ...policy } = seed.policy[POLICY]!;
    await older("policy", POLICY, policy);
    // Statistics before they had ids: the team size was the one labelled "Team Members".
    const idless = seed.stats.main!.map(({ id: _id, ...stat }) => stat);
    await older("stats", "main", [
      ...idless.slice(0, 3),
      { ...idless[3]!, label: "Team Members" },
      { label: "Cities", target: 12, suffix: "" },
    ]);

    const site = await publishedSnapshot(h.db);
    expect(site.navigation.main!.words).toEqual(seed.navigation.main!.words);
    // What the version does say is kept: an empty list stays empty.
    expect(site.navigation.main!.footerResources).toEqual([]);
    expect(site.caseStudy.main!.brochure.sizeUnit).toBe("KB");
    // An optional field the version left out stays out.
    expect(site.policy[POLICY]!.keyPoints).toBeUndefined();
    expect(site.stats.main!.map((stat) => stat.id)).toEqual([
      "clients",
      "projects",
      "team",
      "team-members",
      "cities",
    ]);
    expect(statsSchema.safeParse(site.stats.main).success).toBe(true);
    // The editor opens the published version with the new words filled in.
    const opened = (await getEntry(h.db, "navigation", "main"))!.published.data as {
      words: { skipLink: string };
    };
    expect(opened.words.skipLink).toBe("Skip to main content");
  });

  it("published facts reach every page's sentences; a fact that breaks another entry is refused", async () => {
    const facts = (await getEntry(h.db, "siteFacts", "main"))!.published.data as {
      name: string;
    };
    const tooLong = await saveDraft(h.db, {
      type: "siteFacts",
      id: "main",
      data: { ...facts, name: "N".repeat(300) },
      baseVersion: 0,
      author: people.marketer,
    });
    expect(tooLong).toMatchObject({ ok: false, reason: "invalid" });
    const placeholder = await saveDraft(h.db, {
      type: "siteFacts",
      id: "main",
      data: { ...facts, tagline: "By {site.name}" },
      baseVersion: 0,
      author: people.marketer,
    });
    expect(placeholder).toMatchObject({ problems: [{ field: "tagline" }] });

    await saveDraft(h.db, {
      type: "siteFacts",
      id: "main",
      data: { ...facts, name: "Nkabom Payments" },
      baseVersion: 0,
      author: people.marketer,
    });
    // The legal pages name the company: compliance approves a new name first (issue 40).
    const at1 = { type: "siteFacts", id: "main", version: 1 };
    await submitForReview(h.db, { ...at1, actor: people.marketer });
    await approve(h.db, { ...at1, reviewer: people.compliance });
    await publish(h.db, { ...at1, actor: people.marketer });
    const snapshot = await publishedSnapshot(h.db);
    expect(snapshot.siteFacts.main!.name).toBe("Nkabom Payments");
    // The policy was never edited: its seed's placeholders take the published name.
    expect(snapshot.policy[POLICY]!.summary).toContain("through Nkabom Payments");
  });

  it("publishing notifies content_published (in the transaction, delivered at commit)", async () => {
    const payloads: string[] = [];
    let stop: () => Promise<void>;
    if (kind === "postgres") {
      const client = new pg.Client({ connectionString: h.config.databaseUrl });
      await client.connect();
      client.on("notification", (n) => payloads.push(n.payload ?? ""));
      await client.query("listen content_published");
      stop = () => client.end();
    } else {
      const unlisten = await h.backend.database.pglite!.listen("content_published", (p) =>
        payloads.push(p),
      );
      stop = () => unlisten();
    }
    try {
      await saveDraft(h.db, {
        type: "notFound",
        id: "main",
        data: await edited({ eyebrow: "Heard" }),
        baseVersion: 0,
        author: people.marketer,
      });
      expect(payloads).toEqual([]);
      await publish(h.db, { type: "notFound", id: "main", version: 1, actor: people.marketer });
      await expect.poll(() => payloads).toHaveLength(1);
      expect(JSON.parse(payloads[0]!)).toEqual({ type: "notFound", id: "main", version: 1 });
      // A refused publication tells no one.
      await publish(h.db, { type: "notFound", id: "main", version: 1, actor: people.marketer });
      await new Promise((r) => setTimeout(r, 200));
      expect(payloads).toHaveLength(1);
    } finally {
      await stop();
    }
  });

  it("the database holds one published and one open version per entry", async () => {
    await saveDraft(h.db, {
      type: "notFound",
      id: "main",
      data: await edited({}),
      baseVersion: 0,
      author: people.marketer,
    });
    await expect(
      h.db.insert(contentVersions).values({
        type: "notFound",
        entryId: "main",
        version: 2,
        data: {},
        state: "draft",
        basedOn: 1,
        authorId: people.marketer.id,
      }),
    ).rejects.toThrow();
    expect(
      await h.db.select().from(contentVersions).where(like(contentVersions.entryId, "main")),
    ).toHaveLength(1);
  });
});
