import { formatHour } from "../content/hours.ts";
import type { SiteFacts } from "../content/schemas/site-facts.ts";
import { useContent } from "../content/use-content.ts";

/**
 * The brand facts as published, handed out by the root loader: browser code reads them
 * here, never from app/config/site.ts, so an edited fact shows without a build.
 */
export function useSiteFacts(): SiteFacts {
  return useContent("siteFacts");
}

export type DocsPage = keyof SiteFacts["docs"]["paths"];

/**
 * DESIGN.md: the two API-docs paths of the spec are permanent redirects to the docs host
 * (app/routes/docs-redirect.tsx; `_redirects` on static hosts).
 */
export const docsRedirects: Readonly<Record<string, DocsPage>> = {
  "/payouts/payouts-api": "payouts",
  "/request-to-pay/request-to-pay-api": "requestToPay",
};

/** The address of one page of the API documentation. */
export function docsUrlIn(facts: Pick<SiteFacts, "docs">, page: DocsPage): string {
  return facts.docs.host + facts.docs.paths[page];
}

/** '14 Independence Avenue, Ridge, Accra, Ghana'. */
export function fullAddressOf({ address: a }: Pick<SiteFacts, "address">): string {
  return `${a.street}, ${a.area}, ${a.city}, ${a.country}`;
}

/** '8AM - 5PM GMT, Monday to Friday': app/content/hours.ts's spelling, from given facts. */
export function hoursTextOf({ hours }: Pick<SiteFacts, "hours">): string {
  return `${formatHour(hours.open)} - ${formatHour(hours.close)} ${hours.timezone}, ${hours.days}`;
}
