import { renderMarkdownBody, readingMinutes } from "../lib/markdown.server.ts";
import type { Article, ArticleSummary } from "./articles.ts";
import { readMarkdownSeed } from "./markdown-seed.server.ts";
import { articleEntrySchema, type ArticleEntry } from "./schemas/article.ts";

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
  const articles = readMarkdownSeed(dir, articleEntrySchema, (slug, fields, body) => ({
    slug,
    ...fields,
    body,
  }));
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
