import { data, Link, redirect } from "react-router";
import { ArrowLeft, ArrowRight } from "lucide-react";
import type { ArticleSummary } from "../content/articles.ts";
import {
  articlePath,
  articleWithNeighbours,
  publishedArticles,
  summary,
} from "../content/articles.server.ts";
import { contentFor, contentSnapshot } from "../content/page-content.server.ts";
import type { SiteFacts } from "../content/schemas/site-facts.ts";
import { contentIn, useContent } from "../content/use-content.ts";
import { ArticleView } from "../components/article/ArticleView.tsx";
import { JsonLd, usePageNames } from "../components/layout/StructuredData.tsx";
import { siteContext } from "../lib/load-context.ts";
import { metaFor } from "../lib/meta.ts";
import { siteOrigin } from "../lib/site-url.ts";
import { articleJsonLd, breadcrumbJsonLd } from "../lib/structured-data.ts";
import type { Route } from "./+types/article";

// Runs when the pages are rendered (build, server start, publication), for each published
// article's address (server/content/page-renderer.server.ts); any other slug is the 404 page.
export function loader(args: Route.LoaderArgs) {
  const { params } = args;
  const all = publishedArticles(contentSnapshot(args.context).articles.main ?? []);
  const found = articleWithNeighbours(all, params.slug);
  if (!found) {
    // An address the article had before its slug changed: a client-side navigation (the
    // server redirects a page load itself).
    const renamed = args.context.get(siteContext).articleRedirects?.get(params.slug);
    if (renamed) throw redirect(articlePath(renamed), 301);
    throw data(null, { status: 404 });
  }
  const others = all.filter((a) => a.slug !== params.slug).map(summary);
  return { ...found, others, ...contentFor(args, { articlesPage: "main" }) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  // An unknown slug: the root's error boundary shows the not-found page and its title.
  if (!loaderData) return [];
  const { article } = loaderData;
  const found = matches.filter((m) => m !== undefined);
  const facts = contentIn(found, "siteFacts", "main") as SiteFacts | undefined;
  return metaFor(
    article,
    [
      { property: "article:published_time", content: article.date },
      ...article.tags.map((tag) => ({ property: "article:tag", content: tag })),
    ],
    { type: "article", image: article.image, imageAlt: article.title },
    facts,
  );
};

function Neighbour({
  article,
  label,
  older,
}: {
  article: ArticleSummary;
  label: string;
  older?: boolean;
}) {
  const Arrow = older ? ArrowLeft : ArrowRight;
  return (
    <Link
      to={article.path}
      rel={older ? "prev" : "next"}
      className={`group flex flex-col gap-1 rounded-2xl p-5 ring-1 ring-line transition-shadow hover:shadow-md hover:ring-brand-300 ${older ? "" : "sm:col-start-2 sm:text-right"}`}
    >
      <span
        className={`flex items-center gap-2 text-sm font-semibold text-brand-700 ${older ? "" : "sm:justify-end"}`}
      >
        {older && <Arrow aria-hidden="true" className="size-4" />}
        {label}
        {!older && <Arrow aria-hidden="true" className="size-4" />}
      </span>
      <span className="font-semibold text-ink-900">{article.title}</span>
    </Link>
  );
}

/** One article at its own address, with structured data and links to its neighbours. */
export default function ArticlePage({
  loaderData: { article, previous, next, others },
}: Route.ComponentProps) {
  const origin = siteOrigin();
  const copy = useContent("articlesPage");
  const facts = useContent("siteFacts");
  const names = usePageNames();
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(origin, article, names)} />
      <JsonLd data={articleJsonLd(origin, article, facts)} />
      <ArticleView
        article={article}
        others={others}
        footer={
          (previous || next) && (
            <nav
              aria-label="Previous and next articles"
              className="mt-14 grid gap-4 border-t border-line pt-8 sm:grid-cols-2"
            >
              {previous && <Neighbour article={previous} label={copy.previous} older />}
              {next && <Neighbour article={next} label={copy.next} />}
            </nav>
          )
        }
      />
    </>
  );
}
