import { useLocation } from "react-router";
import { useNonce } from "../../lib/nonce";
import { siteOrigin } from "../../lib/site-url";
import { structuredDataFor } from "../../lib/structured-data";

/** JSON-LD for search engines: the company on the home page, breadcrumbs elsewhere. */
export function StructuredData() {
  const { pathname } = useLocation();
  const nonce = useNonce();
  const data = structuredDataFor(siteOrigin(), pathname);
  if (!data) return null;
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
