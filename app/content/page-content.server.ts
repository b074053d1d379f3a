import type { RouterContextProvider } from "react-router";
import { siteContext } from "../lib/load-context.ts";
import { pagePathOf } from "./pages.ts";
import { shownContent } from "./display-text.server.ts";
import { contentTypes } from "./seed.server.ts";
import type { ContentSnapshot, ContentWants, PageContent } from "./types.ts";

let seed: ContentSnapshot | undefined;

/**
 * The content a fresh install shows: the seed modules, facts already written in. What
 * `npm run build` prerenders when no published version is handed in.
 */
export function seedSnapshot(): ContentSnapshot {
  seed ??= Object.fromEntries(
    contentTypes.map(({ type, entries }) => [type, entries]),
  ) as unknown as ContentSnapshot;
  return seed;
}

/**
 * The published content this render is for: the server's current publication
 * (SiteContext.content, set by server/content), else the seed (a prerender at build time),
 * as pages show it (phone numbers kept on one line: display-text.server.ts).
 */
export function contentSnapshot(context: Readonly<RouterContextProvider>): ContentSnapshot {
  return shownContent(context.get(siteContext).content ?? seedSnapshot());
}

/**
 * A loader's `{ content }`: the entries the page renders, and its title and description
 * (`pageMeta` at the page's path, when it has one). `useContent` reads them on the page;
 * `metaAtLocation` reads the page meta. Throws on an entry the snapshot lacks: a route
 * whose ids come from the address (an article's slug) checks first and answers 404.
 */
export function contentFor(
  { context, url }: { context: Readonly<RouterContextProvider>; url: URL },
  wants: ContentWants,
  { withPageMeta = true }: { withPageMeta?: boolean } = {},
): { content: PageContent } {
  const snapshot = contentSnapshot(context);
  const content: Record<string, Record<string, unknown>> = {};
  const add = (type: string, id: string) => {
    const entry = (snapshot as Record<string, Readonly<Record<string, unknown>>>)[type]?.[id];
    if (entry === undefined) throw new Error(`contentFor: the content has no ${type} › ${id}`);
    (content[type] ??= {})[id] = entry;
  };
  for (const [type, ids] of Object.entries(wants)) {
    for (const id of typeof ids === "string" ? [ids] : (ids ?? [])) add(type, id);
  }
  const path = pagePathOf(url.pathname);
  if (withPageMeta && snapshot.pageMeta[path] !== undefined && !content.pageMeta?.[path]) {
    add("pageMeta", path);
  }
  return { content: content as PageContent };
}
