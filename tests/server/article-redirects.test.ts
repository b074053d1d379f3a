import { sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ArticleEntry } from "#app/content/schemas/article.ts";
import {
  articleRedirects,
  formerSlugs,
  type PublishedArticle,
} from "#server/content/article-redirects.server.ts";
import { publish, rollback } from "#server/content/review.server.ts";
import { getEntry, saveDraft } from "#server/content/store.server.ts";
import type { StaffActor } from "#server/content/versions.server.ts";
import { staffActor, storages, useHarness } from "./support/harness.ts";

/** Renaming an article's slug keeps a permanent redirect from every address it had. */
const a = (slug: string, title = `Title of ${slug}`, body = `body of ${slug}`) => ({
  slug,
  title,
  body,
});

describe("the addresses an article had", () => {
  const redirects = (...publications: PublishedArticle[][]) =>
    Object.fromEntries(formerSlugs(publications));

  it("redirects a renamed slug, and every earlier one, to the address now", () => {
    const guide = a("momo-guide", "Mobile money", "text");
    const other = a("ussd");
    expect(
      redirects(
        [guide, other],
        [{ ...guide, slug: "mobile-money-guide" }, other],
        // Renamed again, and its title reworded in the same save: the body still tells.
        [{ ...guide, slug: "mobile-money", title: "Mobile money in Ghana" }, other],
      ),
    ).toEqual({ "momo-guide": "mobile-money", "mobile-money-guide": "mobile-money" });
  });

  it("follows a rename whose body changed too, by its title", () => {
    const before = a("card-fees", "Card fees explained", "old text");
    const after = a("card-fees-2027", "Card fees explained", "new text");
    expect(redirects([before], [after])).toEqual({ "card-fees": "card-fees-2027" });
  });

  it("keeps no redirect for a removed article, nor from an address an article has now", () => {
    const first = a("first");
    const second = a("second");
    expect(redirects([first, second], [second])).toEqual({});
    // Renamed, then a new article takes the old address: that address is the new article's.
    const renamed = { ...first, slug: "first-renamed" };
    expect(redirects([first, second], [renamed, second], [renamed, second, a("first")])).toEqual(
      {},
    );
    // Renamed back: nothing left to redirect from "first"; the middle name goes back.
    expect(redirects([first], [renamed], [first])).toEqual({ "first-renamed": "first" });
  });

  it("gives no redirect rather than a wrong one when two articles could be the one", () => {
    const x = a("x", "Same title", "one");
    const y = a("y", "Same title", "two");
    expect(redirects([x, y], [a("z", "Same title", "three")])).toEqual({});
    expect(redirects([x], [a("p", "Same title", "1"), a("q", "Same title", "2")])).toEqual({});
  });

  it("brings back a removed article's redirects when a rollback restores it", () => {
    const old = a("old-name", "Kept title", "kept body");
    const renamed = { ...old, slug: "new-name" };
    expect(redirects([old], [renamed], [], [renamed])).toEqual({ "old-name": "new-name" });
  });
});

describe.each(storages)("article redirects from the store on $name", ({ kind }) => {
  const h = useHarness(kind);
  let marketer: StaffActor;

  beforeAll(async () => {
    marketer = await staffActor(h.db, `articles-${kind}@nkabompay.test`, ["marketing"]);
  });
  beforeEach(async () => {
    await h.db.execute(sql`truncate content_versions`);
  });

  async function publishArticles(change: (articles: ArticleEntry[]) => ArticleEntry[]) {
    const entry = (await getEntry(h.db, "articles", "main"))!;
    const saved = await saveDraft(h.db, {
      type: "articles",
      id: "main",
      data: change(structuredClone(entry.published.data as ArticleEntry[])),
      baseVersion: entry.newestVersion,
      author: marketer,
    });
    if (!saved.ok) throw new Error(`save refused: ${JSON.stringify(saved)}`);
    const published = await publish(h.db, {
      type: "articles",
      id: "main",
      version: saved.version,
      actor: marketer,
    });
    if (!published.ok) throw new Error(`publish refused: ${JSON.stringify(published)}`);
    return saved.version;
  }

  it("redirects a seed article's slug renamed twice, and after a rollback", async () => {
    expect(await articleRedirects(h.db)).toEqual(new Map());
    const seed = (await getEntry(h.db, "articles", "main"))!.published.data as ArticleEntry[];
    const first = seed[0]!.slug;
    const rename = (to: string) => (articles: ArticleEntry[]) =>
      articles.map((article, i) => (i === 0 ? { ...article, slug: to } : article));
    await publishArticles(rename("renamed-once"));
    await publishArticles(rename("renamed-twice"));
    expect(Object.fromEntries(await articleRedirects(h.db))).toEqual({
      [first]: "renamed-twice",
      "renamed-once": "renamed-twice",
    });

    // Back to the seed: the seed's address is the article's again, the others lead there.
    const entry = (await getEntry(h.db, "articles", "main"))!;
    const rolledBack = await rollback(h.db, {
      type: "articles",
      id: "main",
      toVersion: 0,
      baseVersion: entry.newestVersion,
      actor: marketer,
    });
    expect(rolledBack).toMatchObject({ ok: true, state: "published" });
    expect(Object.fromEntries(await articleRedirects(h.db))).toEqual({
      "renamed-once": first,
      "renamed-twice": first,
    });
  });
});
