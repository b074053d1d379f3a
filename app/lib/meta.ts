import type { MetaDescriptor } from "react-router";
import { pagePathOf } from "../content/page-path.ts";
import type { PageMeta } from "../content/schemas/page-meta.ts";
import type { SiteFacts } from "../content/schemas/site-facts.ts";
import { contentIn } from "../content/use-content.ts";
import { SHARE_IMAGE_PATH } from "./site-json-ld.ts";
import { siteOrigin } from "./site-url.ts";

export { SHARE_IMAGE_PATH };

/** A page's title as the browser tab shows it: every page but the home page names the site. */
export function pageTitle(title: string, facts: Pick<SiteFacts, "name">): string {
  return `${title} | ${facts.name}`;
}

/** How a page is shared when it is not the site's default card (articles). */
export interface ShareCard {
  type: "article";
  /** Path of a 1200×630 PNG on this site, and what it shows. */
  image: string;
  imageAlt: string;
}

/**
 * Title, description, canonical URL and social cards for one page, from the page meta and
 * the facts as published (loader data). Without the facts (the root loader failed) there is
 * nothing to name the page by: the error boundary sets the title then.
 */
export function metaFor(
  meta: Pick<PageMeta, "path" | "title" | "description">,
  extra: MetaDescriptor[] = [],
  card?: ShareCard,
  facts?: Pick<SiteFacts, "name" | "tagline">,
): MetaDescriptor[] {
  if (!facts) return [];
  const title = meta.path === "/" ? meta.title : pageTitle(meta.title, facts);
  const origin = siteOrigin();
  const url = origin + meta.path;
  const image = origin + (card?.image ?? SHARE_IMAGE_PATH);
  return [
    { title },
    { name: "description", content: meta.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: card?.type ?? "website" },
    { property: "og:site_name", content: facts.name },
    { property: "og:title", content: title },
    { property: "og:description", content: meta.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: card?.imageAlt ?? `${facts.name} – ${facts.tagline}` },
    { property: "og:locale", content: "en_GH" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: meta.description },
    { name: "twitter:image", content: image },
    ...extra,
  ];
}

interface MetaArgsLike {
  location: { pathname: string };
  matches?: readonly ({ loaderData?: unknown; data?: unknown } | undefined)[];
}

/**
 * A route's `meta` export: the page's title and description as published, which its
 * loader hands out (`contentFor` adds `pageMeta` at the page's path; the root loader the
 * facts). Loader data only: the route table and the config stay out of the browser, so a
 * route whose loader hands out no `pageMeta` gets no tags (the build's head diff shows it).
 */
export function metaAtLocation(
  { location, matches = [] }: MetaArgsLike,
  extra: MetaDescriptor[] = [],
  card?: ShareCard,
): MetaDescriptor[] {
  const found = matches.filter((m) => m !== undefined);
  const page = contentIn(found, "pageMeta", pagePathOf(location.pathname)) as PageMeta | undefined;
  const facts = contentIn(found, "siteFacts", "main") as SiteFacts | undefined;
  return page ? metaFor(page, extra, card, facts) : [];
}
