import type { SiteFacts } from "../content/schemas/site-facts.ts";

/**
 * The JSON-LD every page carries (the company, the breadcrumb trail), built from the facts
 * and page names it is given: the shell renders it from loader data, so it needs no
 * import of app/config/site.ts or the route table (app/lib/structured-data.ts fills those
 * in for the callers that still pass none).
 */

export const SHARE_IMAGE_PATH = "/og-image.png";

/** Short names of the site's pages by path ("/" → "Home"): what a breadcrumb trail shows. */
export type PageNames = Readonly<Record<string, string>>;

/** The company's phone lines as schema.org ContactPoints (the organisation, /official-channels). */
export function contactPointsOf(facts: SiteFacts) {
  return Object.values(facts.phones).map((p) => ({
    "@type": "ContactPoint",
    telephone: p.tel,
    contactType: p.label,
    areaServed: facts.address.countryCode,
    availableLanguage: "English",
  }));
}

/** Schema.org description of the company, from its contact facts. */
export function organizationJsonLdOf(origin: string, facts: SiteFacts) {
  return {
    "@context": "https://schema.org",
    "@type": "FinancialService",
    name: facts.name,
    legalName: facts.legalName,
    slogan: facts.tagline,
    description: facts.description,
    url: origin + "/",
    logo: origin + "/icon-512.png",
    image: origin + SHARE_IMAGE_PATH,
    email: facts.emails.info,
    telephone: facts.phones.office.tel,
    foundingDate: String(facts.founded),
    address: {
      "@type": "PostalAddress",
      streetAddress: `${facts.address.street}, ${facts.address.area}`,
      addressLocality: facts.address.city,
      addressRegion: facts.address.region,
      postalCode: facts.address.postalCode,
      addressCountry: facts.address.countryCode,
    },
    openingHoursSpecification: {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
      opens: facts.hours.open,
      closes: facts.hours.close,
    },
    contactPoint: contactPointsOf(facts),
    sameAs: facts.social.map((s) => s.href),
    areaServed: facts.address.country,
    hasMap: facts.mapsUrl,
  };
}

/** Which listing a detail page sits under, for its breadcrumb trail. */
function parentOf(path: string): string | undefined {
  if (path.startsWith("/articles/")) return "/articles";
  if (path.startsWith("/products/")) return "/services/value-added-services";
  if (path === "/bulk-pay") return "/services/payment-services";
  const listings = [
    "/services/payment-services",
    "/services/value-added-services",
    "/services/e-commerce",
  ];
  if (path.startsWith("/services/") && !listings.includes(path))
    return "/services/payment-services";
  return undefined;
}

/**
 * The trail home → listing → `page`. `page` may lie outside the route table (an article,
 * named by its caller); a path is named from `names`.
 */
export function breadcrumbJsonLdOf(
  origin: string,
  page: string | { path: string; name: string },
  names: PageNames,
) {
  const path = typeof page === "string" ? page : page.path;
  const named = (p: string) => (names[p] === undefined ? [] : [{ path: p, name: names[p] }]);
  const current = typeof page === "string" ? named(page) : [page];
  const trail = ["/", parentOf(path)]
    .flatMap((p) => (p && p !== path ? named(p) : []))
    .concat(current);
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((p, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: p.name,
      item: origin + p.path,
    })),
  };
}

/** JSON-LD every page gets: the company on the home page, its trail on any other known page. */
export function shellJsonLd(origin: string, path: string, facts: SiteFacts, names: PageNames) {
  if (path === "/") return organizationJsonLdOf(origin, facts);
  if (names[path] === undefined) return null;
  return breadcrumbJsonLdOf(origin, path, names);
}
