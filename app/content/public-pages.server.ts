import { articles } from "./articles.server.ts";
import { pages, type PageMeta } from "./pages.ts";

/**
 * Every public page: the route table's and one per article. The build prerenders these,
 * and the route tests walk them.
 */
export async function publicPages(): Promise<PageMeta[]> {
  const fromArticles = (await articles()).map(({ path, name, title, description }) => ({
    path,
    name,
    title,
    description,
  }));
  return [...pages, ...fromArticles];
}
