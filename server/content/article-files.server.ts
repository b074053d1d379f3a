import type { Request, RequestHandler, Response } from "express";
import { publishedArticles } from "#app/content/articles.server.ts";
import { FEED_CONTENT_TYPE } from "#app/content/feed.ts";
import { FEED_PATH, feedTitle, type Article } from "#app/content/articles.ts";
import type { SiteFacts } from "#app/content/schemas/site-facts.ts";
import type { ContentSnapshot } from "#app/content/types.ts";
import { FILE_CACHE_CONTROL } from "../cache-policy.ts";
import { logSafeError } from "../log-safe-error.ts";
import type { Logger } from "../logger.ts";
import { escapeXml, png, shareBackdropFor, wrap } from "../shared/share-art.ts";
import { representation, type Representation } from "../static-pages.ts";
import { xmlDocument, type XmlElement } from "./xml.server.ts";

/**
 * The files that come from the articles rather than from React: the Atom feed and each
 * article's 1200×630 share card. The build writes them for the seed (or the static host's
 * publication: scripts/generate-publishing.ts); the server renders them with each
 * publication (page-renderer.server.ts) and sends them from memory (serveArticleFiles).
 */
export interface ArticleFile {
  contentType: string;
  /** Smallest first, each with its strong ETag. */
  representations: Representation[];
  /** What the file was drawn from: a card whose words did not change is kept. */
  source: string;
}

const ATOM = "http://www.w3.org/2005/Atom";

const textElement = (name: string, text: string, type?: "html"): XmlElement => ({
  name,
  attributes: { type },
  children: [text],
});

/**
 * The Atom feed (RFC 4287), written through xml.server.ts so that every title, summary,
 * body and tag is escaped text whatever it holds (the `feed` package's CDATA writer let a
 * second `]]>` out, and its attributes kept `<`). Titles and summaries are plain text, as
 * the editor takes them; the body is the article's sanitised HTML as escaped text
 * (`type="html"`), so nothing in the document but Atom's own elements.
 */
export function atomFeed(
  origin: string,
  articles: readonly Article[],
  facts: Pick<SiteFacts, "name" | "legalName">,
  now: Date,
): string {
  const day = (date: string) => new Date(`${date}T00:00:00Z`).toISOString();
  const home = `${origin}/articles`;
  const entries = articles.map((article): XmlElement => {
    const url = origin + article.path;
    return {
      name: "entry",
      children: [
        textElement("id", url),
        textElement("title", article.title),
        { name: "link", attributes: { rel: "alternate", type: "text/html", href: url } },
        {
          name: "link",
          attributes: { rel: "enclosure", type: "image/png", href: origin + article.image },
        },
        textElement("updated", day(article.date)),
        textElement("published", day(article.date)),
        { name: "author", children: [textElement("name", article.author.name)] },
        ...article.tags.map((tag): XmlElement => ({
          name: "category",
          attributes: { term: tag, label: tag },
        })),
        textElement("summary", article.description),
        // Feed readers resolve no relative links: the body's site-relative hrefs get the origin.
        textElement("content", article.html.replaceAll('href="/', `href="${origin}/`), "html"),
      ],
    };
  });
  return xmlDocument({
    name: "feed",
    attributes: { xmlns: ATOM, "xml:lang": "en" },
    children: [
      textElement("id", home),
      textElement("title", feedTitle(facts.name)),
      textElement(
        "subtitle",
        `Payments know-how for Ghanaian businesses from the ${facts.name} team.`,
      ),
      textElement("updated", day(articles[0]?.date ?? now.toISOString().slice(0, 10))),
      { name: "link", attributes: { rel: "alternate", type: "text/html", href: home } },
      { name: "link", attributes: { rel: "self", href: origin + FEED_PATH } },
      {
        name: "author",
        children: [textElement("name", facts.name), textElement("uri", `${origin}/`)],
      },
      textElement("logo", `${origin}/icon-512.png`),
      textElement("icon", `${origin}/favicon.ico`),
      textElement("rights", `© ${now.getUTCFullYear()} ${facts.legalName}`),
      ...entries,
    ],
  });
}

/** What an article's card shows: the same words draw the same pixels. */
const cardSource = (article: Article, companyName: string) =>
  JSON.stringify([companyName, article.title, article.dateDisplay, article.readingMinutes]);

/** The article's 1200×630 share card: the site's backdrop with the title and facts. */
export function articleCard(article: Article, companyName: string): Buffer {
  const long = article.title.length > 75;
  const size = long ? 54 : 64;
  const lines = wrap(article.title, long ? 30 : 26);
  const title = lines
    .map((line, i) => `<tspan x="80" dy="${i === 0 ? 0 : size * 1.18}">${escapeXml(line)}</tspan>`)
    .join("");
  const facts = `${article.dateDisplay} · ${article.readingMinutes} min read`;
  return png(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  ${shareBackdropFor(companyName)}
  <text x="80" y="250" font-family="DejaVu Sans" font-weight="bold" font-size="${size}" fill="#ffffff">${title}</text>
  <text x="80" y="560" font-family="DejaVu Sans" font-size="28" fill="#d1f2e3">${escapeXml(facts)}</text>
</svg>`,
    1200,
  );
}

/**
 * A publication's feed and cards, ready to send. A card whose words are those of the
 * previous publication's is kept (drawing one takes about a tenth of a second); the feed,
 * a few kilobytes, is made anew and compressed like a page.
 *
 * A file that cannot be made fails that file alone, never the publication (issue 51, N2:
 * one title the rasteriser refused held back every later publication of every entry): the
 * log says which file of which article and why, at error, and the file stays as the
 * previous publication had it, or is missing (its address answers 404) until a publication
 * makes it. What is kept keeps its old source, so the next publication tries again.
 */
export async function renderArticleFiles(
  content: ContentSnapshot,
  origin: string,
  twins: (body: Buffer) => Promise<Representation[]>,
  previous?: ReadonlyMap<string, ArticleFile>,
  { now = new Date(), logger }: { now?: Date; logger?: Logger } = {},
): Promise<Map<string, ArticleFile>> {
  const facts = content.siteFacts.main!;
  const articles = publishedArticles(content.articles.main ?? []);
  const files = new Map<string, ArticleFile>();
  async function make(
    path: string,
    article: Article | undefined,
    file: () => Promise<ArticleFile>,
  ) {
    try {
      files.set(path, await file());
    } catch (error) {
      const kept = previous?.get(path);
      if (kept) files.set(path, kept);
      // The articles are public words: the rasteriser's or the writer's message may be logged.
      logger?.error(
        {
          entry: "articles/main",
          article: article?.slug,
          path,
          error: logSafeError(error),
          reason: error instanceof Error ? error.message : String(error),
        },
        "an article file could not be made: the publication goes on without it",
      );
    }
  }
  await make(FEED_PATH, undefined, async () => {
    const feed = atomFeed(origin, articles, facts, now);
    const kept = previous?.get(FEED_PATH);
    return {
      contentType: FEED_CONTENT_TYPE,
      source: feed,
      representations:
        kept?.source === feed ? kept.representations : await twins(Buffer.from(feed)),
    };
  });
  for (const article of articles) {
    await make(article.image, article, async () => {
      const source = cardSource(article, facts.name);
      const kept = previous?.get(article.image);
      if (kept?.source === source) return kept;
      const card = articleCard(article, facts.name);
      return {
        contentType: "image/png",
        source,
        representations: [representation(card, undefined)],
      };
    });
  }
  return files;
}

/** The feed and the article cards' paths: a publication answers for these itself. */
export const isArticleFile = (pathname: string) =>
  pathname === FEED_PATH || /^\/og\/articles\/[^/]+\.png$/.test(pathname);

function sendFile(req: Request, res: Response, file: ArticleFile) {
  const chosen = file.representations.find(
    ({ encoding }) => encoding === undefined || req.acceptsEncodings(encoding) === encoding,
  )!;
  // As the build's files are sent (express.static) and listed for static hosts (_headers).
  res.setHeader("Cache-Control", FILE_CACHE_CONTROL);
  if (file.representations.length > 1) res.setHeader("Vary", "Accept-Encoding");
  res.setHeader("ETag", chosen.etag);
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  res.status(200);
  res.setHeader("Content-Type", file.contentType);
  if (chosen.encoding) res.setHeader("Content-Encoding", chosen.encoding);
  res.setHeader("Content-Length", chosen.body.length);
  res.end(req.method === "HEAD" ? undefined : chosen.body);
}

/**
 * The publication's feed and cards from memory. While the build's pages are served (no
 * publication yet) `files()` is undefined and the build's files are sent as they are.
 */
export function serveArticleFiles(
  files: () => ReadonlyMap<string, ArticleFile> | undefined,
): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const file = files()?.get(req.path);
    if (!file) return next();
    sendFile(req, res, file);
  };
}
