import { site } from "../config/site";
import { pages, type PageMeta } from "../content/pages";
import { SHARE_IMAGE_PATH } from "./meta";

const byPath = new Map<string, PageMeta>(pages.map((p) => [p.path, p]));

/** Schema.org description of the company, from the config's contact facts. */
export function organizationJsonLd(origin: string) {
  return {
    "@context": "https://schema.org",
    "@type": "FinancialService",
    name: site.name,
    legalName: site.legalName,
    slogan: site.tagline,
    description: site.description,
    url: origin + "/",
    logo: origin + "/icon-512.png",
    image: origin + SHARE_IMAGE_PATH,
    email: site.emails.info,
    telephone: site.phones.office.tel,
    foundingDate: String(site.founded),
    address: {
      "@type": "PostalAddress",
      streetAddress: `${site.address.street}, ${site.address.area}`,
      addressLocality: site.address.city,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.countryCode,
    },
    openingHoursSpecification: {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
      opens: site.hours.open,
      closes: site.hours.close,
    },
    contactPoint: Object.values(site.phones).map((p) => ({
      "@type": "ContactPoint",
      telephone: p.tel,
      contactType: p.label,
      areaServed: site.address.countryCode,
      availableLanguage: "English",
    })),
    sameAs: site.social.map((s) => s.href),
    areaServed: site.address.country,
    hasMap: site.mapsUrl,
  };
}

/** Which listing a detail page sits under, for its breadcrumb trail. */
function parentOf(path: string): string | undefined {
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

export function breadcrumbJsonLd(origin: string, path: string) {
  const trail = ["/", parentOf(path), path].filter((p): p is string => !!p && byPath.has(p));
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((p, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: byPath.get(p)!.name,
      item: origin + p,
    })),
  };
}

export function structuredDataFor(origin: string, path: string) {
  if (path === "/") return organizationJsonLd(origin);
  if (!byPath.has(path)) return null;
  return breadcrumbJsonLd(origin, path);
}
