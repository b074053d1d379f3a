import { describe, expect, it } from "vitest";
import { publishedArticles } from "#app/content/articles.server.ts";
import { FEED_PATH } from "#app/content/articles.ts";
import { seedSnapshot } from "#app/content/page-content.server.ts";
import type { ArticleEntry } from "#app/content/schemas/article.ts";
import { articleCard, renderArticleFiles } from "#server/content/article-files.server.ts";
import { twins } from "#server/content/page-renderer.server.ts";
import { memoryLogger } from "./support/harness.ts";

// Issue 51, N2: a U+0001 or U+FFFE in an article's title made its share card an SVG the
// rasteriser refused, and renderArticleFiles threw for the whole publication.
const ORIGIN = "https://www.nkabompay.com.gh";

describe("the articles' side files", () => {
  const [first] = publishedArticles(seedSnapshot().articles.main!);

  it("a share card drops what XML cannot hold, in the title and the company's name", () => {
    const clean = articleCard({ ...first!, title: "Mobile money in Ghana" }, "Nkabom Pay");
    for (const character of ["\u0001", "\uFFFE", "\u001b", "\uD800", "\uFFFF"]) {
      const card = articleCard(
        { ...first!, title: `Mobile${character} money in Ghana` },
        `Nkabom${character} Pay`,
      );
      expect(card.equals(clean), `U+${character.charCodeAt(0).toString(16)}`).toBe(true);
    }
  });

  it("a file that cannot be made fails that file alone, logged with its article and why", async () => {
    const content = seedSnapshot();
    const good = await renderArticleFiles(content, ORIGIN, (body) => twins(body));
    // A version stored by hand or by an older release: its title is not even text, and its
    // card cannot be drawn.
    const entries = content.articles.main!.map((entry, i): ArticleEntry =>
      i === 1 ? { ...entry, title: 2031 as never } : entry,
    );
    const broken = { ...content, articles: { main: entries } };
    const { logger, logs } = memoryLogger();
    const files = await renderArticleFiles(broken, ORIGIN, (body) => twins(body), undefined, {
      logger,
    });
    const articles = publishedArticles(entries);
    const bad = articles.find((a) => typeof a.title !== "string")!;
    const others = articles.filter((a) => a !== bad);
    expect([...files.keys()].sort()).toEqual([FEED_PATH, ...others.map((a) => a.image)].sort());
    for (const article of others) {
      expect(files.get(article.image)!.representations[0]!.body).toEqual(
        good.get(article.image)!.representations[0]!.body,
      );
    }
    const errors = logs.filter((line) => line.level === 50);
    expect(errors).toEqual([
      expect.objectContaining({
        entry: "articles/main",
        article: bad.slug,
        path: bad.image,
        reason: expect.stringMatching(/\w/),
      }),
    ]);

    // With a publication before it, what could not be made stays as that one had it.
    const again = await renderArticleFiles(broken, ORIGIN, (body) => twins(body), good);
    expect([...again.keys()].sort()).toEqual([...good.keys()].sort());
    expect(again.get(bad.image)).toBe(good.get(bad.image));
  });
});
