import { FEED_PATH, feedTitle } from "./feed.ts";
import type { PageMeta } from "./pages.ts";

/**
 * The shapes of an article as the pages receive them. Articles themselves are content (the
 * `articles` entry, seeded from content/articles/), rendered by articles.server.ts.
 */

/** The artwork an article's front matter may choose for its banner (`hero:`). */
export const heroArtNames = ["interop", "direct-debit", "ussd"] as const;
export type HeroArtName = (typeof heroArtNames)[number];

export interface ArticleSummary extends PageMeta {
  slug: string;
  /** ISO date (YYYY-MM-DD), and as shown to readers. */
  date: string;
  dateDisplay: string;
  author: { name: string; role: string };
  tags: string[];
  hero: HeroArtName;
  readingMinutes: number;
  /** Share image for Open Graph, a path on this site. */
  image: string;
}

export interface Article extends ArticleSummary {
  /** Sanitised HTML of the body, rendered at build time. */
  html: string;
}

export { FEED_PATH, feedTitle };

export const articlesCopy = {
  eyebrow: "Insights · Payments in Ghana",
  moreHeading: "More articles",
  previous: "Previous article",
  next: "Next article",
  feedLink: "Subscribe to the feed",
  minRead: "min read",
  docsHeading: "Building an integration?",
  docsBody: "Guides, sandbox keys and the full API reference.",
  docsLink: "Read the API docs",
} as const;
