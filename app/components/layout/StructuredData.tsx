import { useLocation } from "react-router";
import { pagePathOf } from "#app/content/pages.ts";
import { useNonce } from "#app/lib/nonce.ts";
import { siteOrigin } from "#app/lib/site-url.ts";
import { structuredDataFor } from "#app/lib/structured-data.ts";

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

/**
 * JSON-LD every page gets: the company on the home page, breadcrumbs elsewhere. Pages add
 * their own (FAQ, article, job postings) with <JsonLd>.
 */
export function StructuredData() {
  const { pathname } = useLocation();
  const data = structuredDataFor(siteOrigin(), pagePathOf(pathname));
  return data ? <JsonLd data={data} /> : null;
}
