/**
 * Build-time files that come from the content and the config rather than from React:
 * the articles' Atom feed, each article's share image, and /.well-known/security.txt.
 * Absolute URLs use SITE_URL as set for the build (default: the config's address).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Feed } from "feed";
import { site } from "#app/config/site.ts";
import { FEED_PATH, feedTitle, type Article } from "#app/content/articles.ts";
import { readArticles } from "#app/content/articles.server.ts";
import { DISCLOSURE_ID } from "#app/content/security.ts";
import { SECURITY_TXT_PATH } from "#server/seo.ts";
import { escapeXml, png, shareBackdrop, wrap } from "./share-art.ts";

/** RFC 9116 asks for an expiry under a year ahead; a rebuild moves it on. */
export const SECURITY_TXT_DAYS = 364;

export function securityTxt(origin: string, now: Date): string {
  const expires = new Date(now.getTime() + SECURITY_TXT_DAYS * 86_400_000);
  return [
    `# ${site.legalName}: how to report a security vulnerability (RFC 9116)`,
    `Contact: mailto:${site.emails.security}`,
    `Expires: ${expires.toISOString()}`,
    `Policy: ${origin}/security#${DISCLOSURE_ID}`,
    "Preferred-Languages: en",
    `Canonical: ${origin}${SECURITY_TXT_PATH}`,
    "",
  ].join("\n");
}

export function atomFeed(origin: string, articles: readonly Article[], now: Date): string {
  const feed = new Feed({
    title: feedTitle(site.name),
    description: `Payments know-how for Ghanaian businesses from the ${site.name} team.`,
    id: `${origin}/articles`,
    link: `${origin}/articles`,
    language: "en",
    image: `${origin}/icon-512.png`,
    favicon: `${origin}/favicon.ico`,
    copyright: `© ${now.getUTCFullYear()} ${site.legalName}`,
    updated: new Date(`${articles[0]?.date ?? now.toISOString().slice(0, 10)}T00:00:00Z`),
    feedLinks: { atom: origin + FEED_PATH },
    author: { name: site.name, link: `${origin}/` },
  });
  for (const article of articles) {
    const url = origin + article.path;
    feed.addItem({
      title: article.title,
      id: url,
      link: url,
      description: article.description,
      // Feed readers resolve no relative links: the body's site-relative hrefs get the origin.
      content: article.html.replaceAll('href="/', `href="${origin}/`),
      date: new Date(`${article.date}T00:00:00Z`),
      published: new Date(`${article.date}T00:00:00Z`),
      author: [{ name: article.author.name }],
      category: article.tags.map((name) => ({ name })),
      image: origin + article.image,
    });
  }
  return feed.atom1();
}

/** The article's 1200×630 share card: the site's backdrop with the title and facts. */
export function articleCard(article: Article): Buffer {
  const long = article.title.length > 75;
  const size = long ? 54 : 64;
  const lines = wrap(article.title, long ? 30 : 26);
  const title = lines
    .map((line, i) => `<tspan x="80" dy="${i === 0 ? 0 : size * 1.18}">${escapeXml(line)}</tspan>`)
    .join("");
  const facts = `${article.dateDisplay} · ${article.readingMinutes} min read`;
  return png(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  ${shareBackdrop}
  <text x="80" y="250" font-family="DejaVu Sans" font-weight="bold" font-size="${size}" fill="#ffffff">${title}</text>
  <text x="80" y="560" font-family="DejaVu Sans" font-size="28" fill="#d1f2e3">${escapeXml(facts)}</text>
</svg>`,
    1200,
  );
}

export async function generatePublishing(clientDir: string, origin: string, now = new Date()) {
  const articles = await readArticles();
  const write = (file: string, data: string | Buffer) => {
    const full = path.join(clientDir, file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, data);
  };
  write(SECURITY_TXT_PATH, securityTxt(origin, now));
  write(FEED_PATH, atomFeed(origin, articles, now));
  for (const article of articles) write(article.image, articleCard(article));
  return articles.length;
}
