/**
 * Build-time files that come from the content and the config rather than from React:
 * the articles' Atom feed, each article's share image (server/content/article-files.server.ts
 * draws both, and the server again with each publication), and /.well-known/security.txt.
 * Absolute URLs use SITE_URL as set for the build (default: the config's address).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { FEED_PATH } from "#app/content/articles.ts";
import { publishedArticles } from "#app/content/articles.server.ts";
import { seedSnapshot } from "#app/content/page-content.server.ts";
import type { ContentSnapshot } from "#app/content/types.ts";
import { articleCard, atomFeed } from "#server/content/article-files.server.ts";
import { SECURITY_TXT_PATH, securityTxtBody } from "#server/seo.ts";

/**
 * Writes security.txt, the feed and the articles' share cards into the client build, from
 * `content`: the seed, or the publication a static host's build rendered its pages from
 * (CONTENT_DATABASE_URL). The server makes the same files with each publication.
 */
export function generatePublishing(
  clientDir: string,
  origin: string,
  content: ContentSnapshot = seedSnapshot(),
  now = new Date(),
) {
  const facts = content.siteFacts.main!;
  const articles = publishedArticles(content.articles.main ?? []);
  const write = (file: string, data: string | Buffer) => {
    const full = path.join(clientDir, file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, data);
  };
  // The security address the pages name: the publication's when they were rendered from one.
  write(SECURITY_TXT_PATH, securityTxtBody(origin, facts, now));
  write(FEED_PATH, atomFeed(origin, articles, facts, now));
  for (const article of articles) write(article.image, articleCard(article, facts.name));
  return articles.length;
}
