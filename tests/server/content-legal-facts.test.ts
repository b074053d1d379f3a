import { and, eq, gte, sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { SiteFacts } from "#app/content/schemas/site-facts.ts";
import { LEGAL_PATHS } from "#app/content/seed.server.ts";
import { auditLog, type StaffRole } from "#server/db/schema.ts";
import { publishedSnapshot } from "#server/content/published.server.ts";
import { approve, publish, rollback, submitForReview } from "#server/content/review.server.ts";
import { getEntry, listEntries, saveDraft } from "#server/content/store.server.ts";
import type { StaffActor } from "#server/content/versions.server.ts";
import { staffActor, storages, useHarness } from "./support/harness.ts";

// Issue 40, F1: the legal pages (official channels, security, terms, policies) name the
// company's phones, e-mail addresses, the DPO's address and its accounts from the facts
// entry. A change to a fact a legal page shows takes the legal path (a compliance approval
// before publication), and is told as a change to each legal page it alters; a fact no
// legal page shows publishes as before. The legal pages' own page meta and the words
// around the terms and policies are legal entries themselves.
const FACTS = { type: "siteFacts", id: "main" };
const OUTSIDE = {
  support: "+233 20 999 9999",
  security: "security@outside.example",
  dpo: "dpo@outside.example",
};

/** The facts with the support line, the security and the DPO address pointed elsewhere. */
const redirected = (f: SiteFacts): SiteFacts => ({
  ...f,
  phones: { ...f.phones, support: { ...f.phones.support, display: OUTSIDE.support } },
  emails: { ...f.emails, security: OUTSIDE.security },
  compliance: { ...f.compliance, dpo: { ...f.compliance.dpo, email: OUTSIDE.dpo } },
});

describe.each(storages)("facts the legal pages quote, on $name", ({ kind }) => {
  const h = useHarness(kind);
  const people = {} as Record<"marketer" | "colleague" | "compliance", StaffActor>;
  let since: Date;

  const account = (email: string, roles: StaffRole[]) => staffActor(h.db, email, roles);

  beforeAll(async () => {
    people.marketer = await account(`legal-facts-marketer-${kind}@nkabompay.test`, ["marketing"]);
    people.colleague = await account(`legal-facts-colleague-${kind}@nkabompay.test`, ["marketing"]);
    people.compliance = await account(`legal-facts-compliance-${kind}@nkabompay.test`, [
      "compliance",
    ]);
  });
  beforeEach(async () => {
    await h.db.execute(sql`truncate content_versions`);
    const result = (await h.db.execute(sql`select now()::text as now`)) as {
      rows: { now: string }[];
    };
    since = new Date(result.rows[0]!.now);
  });

  /** Saves `change` over the entry's newest version; the new version's number. */
  async function save(
    type: string,
    id: string,
    change: (data: never) => unknown,
    author = people.marketer,
  ): Promise<number> {
    const entry = (await getEntry(h.db, type, id))!;
    const saved = await saveDraft(h.db, {
      type,
      id,
      data: change((entry.open?.data ?? entry.published.data) as never),
      baseVersion: entry.newestVersion,
      author,
    });
    if (!saved.ok) throw new Error(`save refused: ${JSON.stringify(saved)}`);
    return saved.version;
  }
  const saveFacts = (change: (f: SiteFacts) => SiteFacts) => save(FACTS.type, FACTS.id, change);
  const live = async () => publishedSnapshot(h.db);

  it("a marketer cannot publish a new support number, security or DPO address; compliance approves, then it publishes", async () => {
    const version = await saveFacts(redirected);
    const step = { ...FACTS, version };

    // Nothing reaches a legal page from a draft, whoever publishes it.
    expect(await publish(h.db, { ...step, actor: people.marketer })).toMatchObject({
      ok: false,
      reason: "state",
      message: expect.stringContaining("/security"),
    });
    let snapshot = await live();
    expect(snapshot.siteFacts.main!.emails.security).toBe("security@nkabompay.com.gh");
    expect(JSON.stringify(snapshot.policy["/cancellation-policy"])).not.toContain(OUTSIDE.support);

    // The change is a change of every legal page that shows one of these facts.
    const detail = (await getEntry(h.db, FACTS.type, FACTS.id))!;
    expect(detail.legal).toBe(true);
    const reach = Object.fromEntries(detail.legalReach.map((p) => [p.path, p.facts]));
    // The footer shows the support line on every legal page (issue 51, N1).
    expect(reach["/security"]).toEqual([
      "phones.support.display",
      "emails.security",
      "compliance.dpo.email",
    ]);
    expect(reach["/official-channels"]).toEqual([
      "phones.support.display",
      "emails.security",
      "compliance.dpo.email",
    ]);
    expect(reach["/cancellation-policy"]).toEqual(["phones.support.display"]);
    // The terms name neither of these two addresses; the support line is in their footer.
    expect(reach["/terms-and-conditions"]).toEqual(["phones.support.display"]);
    const listed = (await listEntries(h.db)).find((e) => e.type === FACTS.type)!;
    expect(listed.legal).toBe(true);
    // The legal entries' own screens say that a change of the facts waits to alter them.
    expect((await getEntry(h.db, "security", "main"))!.factsChange).toEqual({
      version,
      state: "draft",
      facts: ["emails.security", "phones.support.display", "compliance.dpo.email"],
    });
    // The terms name none of them, but their footer shows the support line.
    expect((await getEntry(h.db, "legalDocument", "/terms-and-conditions"))!.factsChange).toEqual({
      version,
      state: "draft",
      facts: ["phones.support.display"],
    });

    await submitForReview(h.db, { ...step, actor: people.marketer });
    // A marketing colleague who wrote none of it is still not a compliance reviewer.
    expect(await approve(h.db, { ...step, reviewer: people.colleague })).toMatchObject({
      ok: false,
      reason: "forbidden",
    });
    expect(await publish(h.db, { ...step, actor: people.marketer })).toMatchObject({
      ok: false,
      reason: "state",
    });
    expect(await approve(h.db, { ...step, reviewer: people.compliance })).toEqual({
      ok: true,
      version,
    });
    expect(await publish(h.db, { ...step, actor: people.marketer })).toMatchObject({ ok: true });

    snapshot = await live();
    expect(snapshot.siteFacts.main!.emails.security).toBe(OUTSIDE.security);
    expect(JSON.stringify(snapshot.policy["/cancellation-policy"])).toContain(OUTSIDE.support);
    const approved = await h.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.target, "content:siteFacts:main"),
          eq(auditLog.action, "content-approved"),
          gte(auditLog.at, since),
        ),
      );
    expect(approved.map((r) => r.detail)).toEqual([{ version, legal: true }]);
    expect((await getEntry(h.db, "security", "main"))!.factsChange).toBe(null);
  });

  it("a fact no legal page shows publishes straight from a draft, as before", async () => {
    const version = await saveFacts((f) => ({
      ...f,
      description: "Payments for Ghanaian businesses, from one licensed provider.",
    }));
    const detail = (await getEntry(h.db, FACTS.type, FACTS.id))!;
    expect(detail.legal).toBe(false);
    expect(detail.legalReach).toEqual([]);
    expect(await publish(h.db, { ...FACTS, version, actor: people.marketer })).toEqual({
      ok: true,
      version,
      previous: 0,
    });
    expect((await live()).siteFacts.main!.description).toMatch(/^Payments for Ghanaian/);
  });

  it("the tagline is quoted by the terms (a trade mark) and in every page's share tags: changing it takes the legal path", async () => {
    const version = await saveFacts((f) => ({ ...f, tagline: "Payments, simply" }));
    const detail = (await getEntry(h.db, FACTS.type, FACTS.id))!;
    expect(detail.legalReach.map((p) => p.path).sort()).toEqual([...LEGAL_PATHS].sort());
    for (const page of detail.legalReach) expect(page.facts, page.path).toEqual(["tagline"]);
    expect(await publish(h.db, { ...FACTS, version, actor: people.marketer })).toMatchObject({
      ok: false,
      reason: "state",
    });
  });

  // Issue 51, N1: the footer's trust strip on every legal page states the licence and the
  // certifications; a marketer alone changed them there.
  it("the licence line, the certifications and the office address in the footer take the legal path on every legal page", async () => {
    const version = await saveFacts((f) => ({
      ...f,
      licence: "Licensed by nobody in particular",
      address: { ...f.address, street: "1 Elsewhere Road" },
      compliance: {
        ...f.compliance,
        iso27001: { ...f.compliance.iso27001, certificateNumber: "ISO-FAKE-0001" },
        pciDss: { ...f.compliance.pciDss, scope: "Nothing at all" },
      },
    }));
    const detail = (await getEntry(h.db, FACTS.type, FACTS.id))!;
    expect(detail.legal).toBe(true);
    expect(detail.legalReach.map((p) => p.path).sort()).toEqual([...LEGAL_PATHS].sort());
    for (const page of detail.legalReach) {
      expect(page.facts, page.path).toEqual(
        expect.arrayContaining([
          "address.street",
          "licence",
          "compliance.pciDss.scope",
          "compliance.iso27001.certificateNumber",
        ]),
      );
    }
    expect(await publish(h.db, { ...FACTS, version, actor: people.marketer })).toMatchObject({
      ok: false,
      reason: "state",
    });
    expect((await live()).siteFacts.main!.licence).not.toBe("Licensed by nobody in particular");
    await submitForReview(h.db, { ...FACTS, version, actor: people.marketer });
    await approve(h.db, { ...FACTS, version, reviewer: people.compliance });
    expect(await publish(h.db, { ...FACTS, version, actor: people.marketer })).toMatchObject({
      ok: true,
    });
    expect((await live()).siteFacts.main!.licence).toBe("Licensed by nobody in particular");
  });

  it("a legal text that starts quoting a fact makes that fact need review, while it is only a draft", async () => {
    await save(
      "security",
      "main",
      (data: { intro: string }) => ({ ...data, intro: `${data.intro} Founded in {site.founded}.` }),
      people.compliance,
    );
    const version = await saveFacts((f) => ({ ...f, founded: 2015 }));
    expect((await getEntry(h.db, FACTS.type, FACTS.id))!.legalReach).toEqual([
      { path: "/security", facts: ["founded"] },
    ]);
    expect(await publish(h.db, { ...FACTS, version, actor: people.marketer })).toMatchObject({
      ok: false,
      reason: "state",
    });
  });

  it("a rollback of the facts goes to review when it changes what a legal page shows", async () => {
    const first = await saveFacts((f) => ({ ...f, description: "First description." }));
    await publish(h.db, { ...FACTS, version: first, actor: people.marketer });
    const second = await saveFacts(redirected);
    await submitForReview(h.db, { ...FACTS, version: second, actor: people.marketer });
    await approve(h.db, { ...FACTS, version: second, reviewer: people.compliance });
    await publish(h.db, { ...FACTS, version: second, actor: people.marketer });

    // Back to the original addresses: compliance approves that as any change of them.
    expect(
      await rollback(h.db, {
        ...FACTS,
        toVersion: first,
        baseVersion: second,
        actor: people.marketer,
      }),
    ).toEqual({ ok: true, version: second + 1, state: "in_review" });
    expect((await live()).siteFacts.main!.emails.security).toBe(OUTSIDE.security);

    // A rollback that leaves every quoted fact as it is goes live at once.
    const third = second + 1;
    await approve(h.db, { ...FACTS, version: third, reviewer: people.compliance });
    await publish(h.db, { ...FACTS, version: third, actor: people.marketer });
    const fourth = await saveFacts((f) => ({ ...f, description: "Fourth description." }));
    await publish(h.db, { ...FACTS, version: fourth, actor: people.marketer });
    expect(
      await rollback(h.db, {
        ...FACTS,
        toVersion: third,
        baseVersion: fourth,
        actor: people.marketer,
      }),
    ).toEqual({ ok: true, version: fourth + 1, state: "published" });
    expect((await live()).siteFacts.main!.description).toBe("First description.");
  });

  it("the legal pages' own page meta and the words around the terms and policies need a compliance approval", async () => {
    const retitled = (data: { title: string }) => ({ ...data, title: `${data.title}, updated` });
    for (const [type, id, change] of [
      ["pageMeta", "/security", retitled],
      ["pageMeta", "/cancellation-policy", retitled],
      ["legalPage", "main", (data: object) => ({ ...data, related: "Other policies" })],
    ] as const) {
      const version = await save(type, id, change as (data: never) => unknown);
      expect(
        await publish(h.db, { type, id, version, actor: people.marketer }),
        `${type} › ${id}`,
      ).toMatchObject({ ok: false, reason: "state" });
      await submitForReview(h.db, { type, id, version, actor: people.marketer });
      expect(await approve(h.db, { type, id, version, reviewer: people.colleague })).toMatchObject({
        ok: false,
        reason: "forbidden",
      });
      await approve(h.db, { type, id, version, reviewer: people.compliance });
      expect(await publish(h.db, { type, id, version, actor: people.marketer })).toMatchObject({
        ok: true,
      });
    }
    // Another page's meta is not a legal text.
    const version = await save("pageMeta", "/about-us", retitled);
    expect(
      await publish(h.db, { type: "pageMeta", id: "/about-us", version, actor: people.marketer }),
    ).toMatchObject({ ok: true });
    const listed = await listEntries(h.db);
    const legal = (type: string, id: string) =>
      listed.find((e) => e.type === type && e.id === id)!.legal;
    expect(legal("pageMeta", "/security")).toBe(true);
    expect(legal("pageMeta", "/official-channels")).toBe(true);
    expect(legal("pageMeta", "/terms-and-conditions")).toBe(true);
    expect(legal("legalPage", "main")).toBe(true);
    expect(legal("pageMeta", "/about-us")).toBe(false);
    expect(legal("siteFacts", "main")).toBe(false);
  });
});
