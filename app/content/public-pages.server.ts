import { publishedArticles } from "./articles.server.ts";
import { seedSnapshot } from "./page-content.server.ts";
import { pages, type PageMeta } from "./pages.ts";
import type { ContentSnapshot } from "./types.ts";

/** The article pages of a publication (the seed's, by default), as page meta. */
export function articlePages(content: ContentSnapshot = seedSnapshot()): PageMeta[] {
  return publishedArticles(content.articles.main ?? []).map(
    ({ path, name, title, description }) => ({ path, name, title, description }),
  );
}

/**
 * Every public page: the route table's and one per article of the seed. The build
 * prerenders these (a publication renders its own articles: server/content/page-renderer.server.ts),
 * and the route tests walk them.
 */
export async function publicPages(): Promise<PageMeta[]> {
  return [...pages, ...articlePages()];
}
