import type { MetaDescriptor } from "react-router";
import type { ContentTypeMap } from "#app/content/types.ts";
import { contentIn } from "#app/content/use-content.ts";
import { pageTitle } from "#app/lib/meta.ts";

type Matches = readonly ({ loaderData?: unknown; data?: unknown } | undefined)[];

/**
 * The meta of the newsletter's own pages (sign-up, confirm, unsubscribe): titled by the
 * block's eyebrow ("Newsletter") and never indexed, from the root loader's content.
 */
export function newsletterMeta(matches: Matches, { describe = false } = {}): MetaDescriptor[] {
  const found = matches.filter((m) => m !== undefined);
  const facts = contentIn(found, "siteFacts", "main") as ContentTypeMap["siteFacts"];
  const { newsletterCopy } = contentIn(found, "newsletter", "main") as ContentTypeMap["newsletter"];
  return [
    { title: pageTitle(newsletterCopy.blockEyebrow, facts) },
    ...(describe ? [{ name: "description", content: newsletterCopy.intro }] : []),
    { name: "robots", content: "noindex" },
  ];
}
