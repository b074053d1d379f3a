import { articles, summary } from "../content/articles.server.ts";
import { contentFor } from "../content/page-content.server.ts";
import { ArticleView } from "../components/article/ArticleView.tsx";
import { metaAtLocation } from "../lib/meta.ts";
import type { Route } from "./+types/articles";

export const meta: Route.MetaFunction = metaAtLocation;

/** Build time only (the page is prerendered): the newest article in full, and the others. */
export async function loader(args: Route.LoaderArgs) {
  const [latest, ...others] = await articles();
  if (!latest) throw new Error("content/articles holds no article: /articles needs at least one");
  return { latest, others: others.map(summary), ...contentFor(args, { articlesPage: "main" }) };
}

/** docs/requirements.md §2.12: the article page shows the latest article, and lists the others beside it. */
export default function Articles({ loaderData: { latest, others } }: Route.ComponentProps) {
  return <ArticleView article={latest} others={others} />;
}
