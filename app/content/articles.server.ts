import { readContentFolder } from "../lib/content-folder.server.ts";
import { readingMinutes } from "../lib/markdown.server.ts";
import type { Article, ArticleSummary } from "./articles.ts";
import { articleSchema } from "./schemas/article.ts";

/** Where editors put articles: one Markdown file each, named after its URL. */
export const ARTICLES_DIR = process.env.ARTICLES_DIR ?? "content/articles";

/** The front matter's schema is the content model's (schemas/article.ts). */
export const articleFrontMatter = articleSchema;

const displayDate = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** Every article, newest first, validated and rendered. */
export async function readArticles(dir = ARTICLES_DIR): Promise<Article[]> {
  const entries = await readContentFolder(dir, articleFrontMatter);
  const articles = entries.map(({ slug, data, html, words }): Article => {
    const path = `/articles/${slug}`;
    return {
      ...data,
      slug,
      path,
      name: data.title,
      dateDisplay: displayDate.format(new Date(`${data.date}T00:00:00Z`)),
      readingMinutes: readingMinutes(words),
      image: `/og${path}.png`,
      html,
    };
  });
  return articles.sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}

// Read once per build; the dev server re-reads on every request so an editor sees changes.
let cached: Promise<Article[]> | undefined;
export function articles(): Promise<Article[]> {
  if (process.env.NODE_ENV !== "production") return readArticles();
  return (cached ??= readArticles());
}

export function summary({ html: _html, ...rest }: Article): ArticleSummary {
  return rest;
}

/** One article with its neighbours in date order: `previous` is older, `next` newer. */
export async function articleWithNeighbours(slug: string) {
  const all = await articles();
  const i = all.findIndex((a) => a.slug === slug);
  if (i === -1) return undefined;
  const older = all[i + 1];
  const newer = all[i - 1];
  return {
    article: all[i]!,
    previous: older && summary(older),
    next: newer && summary(newer),
  };
}
