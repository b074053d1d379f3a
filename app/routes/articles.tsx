import { publishedArticles, summary } from "../content/articles.server.ts";
import { contentFor, contentSnapshot } from "../content/page-content.server.ts";
import { ArticleView } from "../components/article/ArticleView.tsx";
import { metaAtLocation } from "../lib/meta.ts";
import type { Route } from "./+types/articles";

export const meta: Route.MetaFunction = metaAtLocation;

/**
 * Runs when the page is rendered (build, server start, publication): the newest published
 * article in full, and the others.
 */
export function loader(args: Route.LoaderArgs) {
  const [latest, ...others] = publishedArticles(contentSnapshot(args.context).articles.main ?? []);
  // The schema keeps at least one article in the list.
  if (!latest) throw new Error("the published content holds no article: /articles needs one");
  return { latest, others: others.map(summary), ...contentFor(args, { articlesPage: "main" }) };
}

/** docs/requirements.md §2.12: the article page shows the latest article, and lists the others beside it. */
export default function Articles({ loaderData: { latest, others } }: Route.ComponentProps) {
  return <ArticleView article={latest} others={others} />;
}
