import { data, type RouterContextProvider } from "react-router";
import { contentFor, contentSnapshot } from "./page-content.server.ts";
import { pagePathOf } from "./pages.ts";
import type { ContentTypeName, ContentWants, PageContent } from "./types.ts";

/**
 * The loader of a templated route (one file, many paths: listings, services, products,
 * demos): the entry of `type` at the page's path, the shared entries in `shared`, and the
 * path, which the page reads its entry by. A path the published content lacks (an entry
 * taken out while the route still exists) is a 404, not a crash.
 */
export function templatedContent(
  args: { context: Readonly<RouterContextProvider>; url: URL },
  type: ContentTypeName,
  shared: ContentWants = {},
): { content: PageContent; path: string } {
  const path = pagePathOf(args.url.pathname);
  const entries = contentSnapshot(args.context)[type] as Readonly<Record<string, unknown>>;
  if (entries[path] === undefined) throw data(null, { status: 404 });
  return { ...contentFor(args, { ...shared, [type]: path }), path };
}
