import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { VFile } from "vfile";
import { matter } from "vfile-matter";
import { renderMarkdownBody, readingMinutes } from "../lib/markdown.server.ts";
import type { Article, ArticleSummary } from "./articles.ts";
import { ARTICLE_SLUG, articleEntrySchema, type ArticleEntry } from "./schemas/article.ts";

/**
 * Where the seed's articles come from: one Markdown file each, named after its address.
 * Once the console's store is filled, marketing edits them there (content type `articles`).
 * ARTICLES_DIR points the seed at another folder, e.g. a test's.
 */
export const ARTICLES_DIR = process.env.ARTICLES_DIR ?? "content/articles";

/**
 * The articles of a seed folder as the `articles` entry stores them: the file's name is the
 * slug, its front matter the fields, its body the Markdown as written. Synchronous because
 * the content registry (seed.server.ts) is built when it is imported. Every problem of every
 * file is collected into one error naming the file and the field.
 */
export function readArticleFiles(dir = ARTICLES_DIR): ArticleEntry[] {
  const names = readdirSync(dir)
    .filter((name) => name.endsWith(".md"))
    .sort();
  const problems: string[] = [];
  const articles: ArticleEntry[] = [];
  for (const name of names) {
    const file = path.join(dir, name);
    const slug = name.slice(0, -".md".length);
    if (!ARTICLE_SLUG.test(slug)) {
      problems.push(`${file}: the file name must be lowercase words joined by hyphens`);
      continue;
    }
    try {
      const doc = new VFile({ path: file, value: readFileSync(file, "utf8") });
      matter(doc, { strip: true });
      const fields = doc.data.matter as Record<string, unknown> | undefined;
      const parsed = articleEntrySchema.safeParse({ slug, ...fields, body: String(doc) });
      if (parsed.success) articles.push(parsed.data);
      for (const issue of parsed.error?.issues ?? []) {
        problems.push(
          `${file}: field "${issue.path.join(".") || "(front matter)"}": ${issue.message}`,
        );
      }
    } catch (error) {
      problems.push(`${file}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (problems.length) {
    throw new Error(`Content in ${dir} is not valid:\n  ${problems.join("\n  ")}`);
  }
  return sortedArticles(articles);
}

/** Newest first; on the same day, by address. */
function sortedArticles<T extends { date: string; slug: string }>(articles: readonly T[]): T[] {
  return [...articles].sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}

const displayDate = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** The address of an article, /articles/<slug>. */
export const articlePath = (slug: string) => `/articles/${slug}`;

function pageOf(entry: ArticleEntry): Article {
  const { title, description, date, author, tags, hero, slug } = entry;
  const { html, words } = renderMarkdownBody(entry.body);
  const path = articlePath(slug);
  return {
    title,
    description,
    date,
    author,
    tags,
    hero,
    slug,
    path,
    name: title,
    dateDisplay: displayDate.format(new Date(`${date}T00:00:00Z`)),
    readingMinutes: readingMinutes(words),
    image: `/og${path}.png`,
    html,
  };
}

// A publication's list is one object for all the pages rendered from it: render it once.
const rendered = new WeakMap<readonly ArticleEntry[], Article[]>();

/**
 * The published articles, newest first, each body rendered to sanitised HTML with its
 * reading time: what /articles, each article's page, the feed and the share images show.
 */
export function publishedArticles(entries: readonly ArticleEntry[]): Article[] {
  let articles = rendered.get(entries);
  if (!articles) rendered.set(entries, (articles = sortedArticles(entries.map(pageOf))));
  return articles;
}

export function summary({ html: _html, ...rest }: Article): ArticleSummary {
  return rest;
}

/** One article with its neighbours in date order: `previous` is older, `next` newer. */
export function articleWithNeighbours(all: readonly Article[], slug: string) {
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
