import { createHash } from "node:crypto";
import type { RequestHandler } from "express";
import { asc, sql } from "drizzle-orm";
import { articlePath } from "#app/content/articles.server.ts";
import { ARTICLE_SLUG } from "#app/content/schemas/article.ts";
import { PAGE_CACHE_CONTROL } from "../cache-policy.ts";
import type { Db } from "../db/database.ts";
import { contentVersions } from "../db/schema.ts";
import { registryEntry, seedStored } from "./entries.server.ts";

/**
 * Permanent redirects from every address an article had in a publication to its address
 * now, so that a renamed slug does not break the links readers, search engines and other
 * sites have. Derived from the store's history (no field to maintain, no migration): the
 * articles of each publication in order, the seed's first.
 */

/** What tells one article from another across publications. */
export interface PublishedArticle {
  slug: string;
  title: string;
  /** A digest of the Markdown body. */
  body: string;
}

/**
 * Old slug → current slug. An article keeps who it is from one publication to the next by
 * its slug; when its slug changes, by being the one article gone and the one article added
 * with the same body or the same title (a rename seldom changes all three at once; two
 * candidates either way give no redirect rather than a wrong one). An article that comes
 * back at an address an absent one once had (a rollback) is that one again. Each slug
 * redirects to where the article that had it last is now: never from an address a
 * published article has, never for an article that was removed.
 */
export function formerSlugs(
  publications: readonly (readonly PublishedArticle[])[],
): Map<string, string> {
  let nextId = 0;
  /** The article (by id) that last had each slug. */
  const holder = new Map<string, number>();
  let previous = new Map<string, number>(); // slug → id, in the previous publication
  let previousArticles: PublishedArticle[] = [];
  for (const articles of publications) {
    const ids = new Map<PublishedArticle, number>();
    const taken = new Set<number>();
    const assign = (article: PublishedArticle, id: number | undefined) => {
      if (id === undefined || taken.has(id)) return;
      ids.set(article, id);
      taken.add(id);
    };
    for (const article of articles) assign(article, previous.get(article.slug));
    const slugs = new Set(articles.map((a) => a.slug));
    const gone = previousArticles.filter((a) => !slugs.has(a.slug));
    const added = articles.filter((a) => !ids.has(a));
    const same = (a: PublishedArticle, b: PublishedArticle) =>
      a.body === b.body || a.title === b.title;
    for (const article of added) {
      const [from, ...more] = gone.filter((g) => same(g, article));
      if (!from || more.length > 0) continue;
      if (added.filter((a) => same(from, a)).length !== 1) continue;
      assign(article, previous.get(from.slug));
    }
    for (const article of articles) {
      if (!ids.has(article)) assign(article, holder.get(article.slug));
      if (!ids.has(article)) assign(article, nextId++);
    }
    previous = new Map();
    for (const [article, id] of ids) {
      previous.set(article.slug, id);
      holder.set(article.slug, id);
    }
    previousArticles = [...articles];
  }
  const now = new Map([...previous].map(([slug, id]) => [id, slug]));
  const redirects = new Map<string, string>();
  for (const [slug, id] of holder) {
    const to = now.get(id);
    if (to !== undefined && !previous.has(slug)) redirects.set(slug, to);
  }
  return redirects;
}

const digest = (body: string) => createHash("md5").update(body).digest("hex");

/** The seed's articles (version 0), as the store holds them. */
function seedArticles(): PublishedArticle[] {
  const contentType = registryEntry("articles", "main");
  const entries = contentType ? (seedStored(contentType, "main") as PublishedArticle[]) : [];
  return entries.map(({ slug, title, body }) => ({ slug, title, body: digest(body) }));
}

/**
 * The store's redirects: the seed, then every publication of the articles in the order
 * they were published (superseded ones included). The database sends each article's slug,
 * title and a digest of its body, not the bodies.
 */
export async function articleRedirects(db: Db): Promise<Map<string, string>> {
  const article = sql`article.value`;
  const rows = await db
    .select({
      id: contentVersions.id,
      slug: sql<string>`${article} ->> 'slug'`,
      title: sql<string>`${article} ->> 'title'`,
      body: sql<string>`md5(${article} ->> 'body')`,
    })
    .from(contentVersions)
    .crossJoinLateral(
      sql`json_array_elements(${contentVersions.data}) with ordinality as article(value, n)`,
    )
    .where(
      sql`${contentVersions.type} = 'articles' and ${contentVersions.entryId} = 'main' and ${contentVersions.publishedAt} is not null`,
    )
    .orderBy(asc(contentVersions.publishedAt), asc(contentVersions.version), sql`article.n`);
  const publications: PublishedArticle[][] = [seedArticles()];
  let last: string | undefined;
  for (const { id, slug, title, body } of rows) {
    if (id !== last) publications.push([]);
    last = id;
    publications.at(-1)!.push({ slug, title, body });
  }
  return formerSlugs(publications);
}

const ARTICLE_ADDRESS = /^\/articles\/([^/]+)\/?$/;

/**
 * GET and HEAD of an address an article had: a permanent redirect to its address now, the
 * query kept. Client-side navigations (`.data`) are the article route's loader's to
 * redirect (SiteContext.articleRedirects).
 */
export function serveArticleRedirects(
  redirects: () => ReadonlyMap<string, string> | undefined,
): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const slug = ARTICLE_ADDRESS.exec(req.path)?.[1];
    const to = slug !== undefined && ARTICLE_SLUG.test(slug) ? redirects()?.get(slug) : undefined;
    if (to === undefined) return next();
    const query = req.originalUrl.indexOf("?");
    res.setHeader("Cache-Control", PAGE_CACHE_CONTROL);
    res.redirect(301, articlePath(to) + (query === -1 ? "" : req.originalUrl.slice(query)));
  };
}
