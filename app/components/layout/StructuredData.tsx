import { useLocation, useRouteLoaderData } from "react-router";
import { pagePathOf } from "#app/content/page-path.ts";
import { useNonce } from "#app/lib/nonce.ts";
import { shellJsonLd, type PageNames } from "#app/lib/site-json-ld.ts";
import { useSiteFacts } from "#app/lib/site-facts.ts";
import { siteOrigin } from "#app/lib/site-url.ts";

/** One JSON-LD block for search engines. */
export function JsonLd({ data }: { data: object }) {
  const nonce = useNonce();
  // "<" is escaped so no text in the data can close the script element.
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}

/** The pages' short names as published (the root loader's), for breadcrumb trails. */
export function usePageNames(): PageNames {
  return useRouteLoaderData<{ pageNames?: PageNames }>("root")?.pageNames ?? {};
}

/**
 * JSON-LD every page gets: the company on the home page, breadcrumbs elsewhere. Pages add
 * their own (FAQ, article, job postings) with <JsonLd>. The facts and the page names come
 * from the root loader, as published.
 */
export function StructuredData() {
  const { pathname } = useLocation();
  const facts = useSiteFacts();
  const names = usePageNames();
  const data = shellJsonLd(siteOrigin(), pagePathOf(pathname), facts, names);
  return data ? <JsonLd data={data} /> : null;
}
