import { useMatches } from "react-router";
import type { ContentTypeMap, ContentTypeName, PageContent } from "./types.ts";

/** Finds an entry in the `content` of the matched routes' loader data, the page's own first. */
export function contentIn(
  matches: readonly { loaderData?: unknown; data?: unknown }[],
  type: ContentTypeName,
  id: string,
): unknown {
  for (let i = matches.length - 1; i >= 0; i--) {
    const match = matches[i]!;
    const data = (match.loaderData ?? match.data) as { content?: PageContent } | undefined;
    const entry = data?.content?.[type]?.[id];
    if (entry !== undefined) return entry;
  }
  return undefined;
}

/**
 * One entry of published content, as the page's loaders handed it out: the root loader the
 * site-wide ones (facts, navigation, form labels), the route's loader its own. Copy reaches
 * the page as data, never through the JavaScript bundle, so a publication changes the page
 * without a build (docs/decisions/029-content-studio.md). A component asking for an entry
 * no loader hands out is a programming error, named here rather than rendered blank.
 */
export function useContent<T extends ContentTypeName>(type: T, id = "main"): ContentTypeMap[T] {
  const entry = contentIn(useMatches(), type, id);
  if (entry === undefined) {
    throw new Error(`useContent: no loader of this page hands out ${type} › ${id}`);
  }
  return entry as ContentTypeMap[T];
}
