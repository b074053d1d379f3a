import { site } from "../config/site.ts";
import type { ArticleSummary } from "../content/articles.ts";
import type { FaqItem } from "../content/help.ts";
import { workTypes, type JobPosition } from "../content/job-positions.ts";
import { pages, type PageMeta } from "../content/pages.ts";
import type { SiteFacts } from "../content/schemas/site-facts.ts";
import { SHARE_IMAGE_PATH } from "./meta.ts";

const byPath = new Map<string, PageMeta>(pages.map((p) => [p.path, p]));

/** Schema.org description of the company, from the config's contact facts. */
/** The company's phone lines as schema.org ContactPoints (the organisation, /official-channels). */
export function contactPoints(facts: SiteFacts = site) {
  return Object.values(facts.phones).map((p) => ({
    "@type": "ContactPoint",
    telephone: p.tel,
    contactType: p.label,
    areaServed: facts.address.countryCode,
    availableLanguage: "English",
  }));
}

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
    contactPoint: contactPoints(),
    sameAs: site.social.map((s) => s.href),
    areaServed: site.address.country,
    hasMap: site.mapsUrl,
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

/** The trail to `page`, which may be a page outside the route table (an article). */
export function breadcrumbJsonLd(origin: string, page: string | PageMeta) {
  const current = typeof page === "string" ? byPath.get(page) : page;
  const path = typeof page === "string" ? page : page.path;
  const trail = ["/", parentOf(path)]
    .flatMap((p) => (p && p !== path && byPath.has(p) ? [byPath.get(p)!] : []))
    .concat(current ? [current] : []);
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

const publisher = (origin: string, facts: Pick<SiteFacts, "name"> = site) => ({
  "@type": "Organization",
  name: facts.name,
  url: origin + "/",
  logo: { "@type": "ImageObject", url: origin + "/icon-512.png" },
});

/** The help centre's questions and answers (schema.org FAQPage). */
export function faqPageJsonLd(items: readonly FaqItem[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer.join("\n\n") },
    })),
  };
}

export function articleJsonLd(origin: string, article: ArticleSummary, facts: SiteFacts = site) {
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: article.title,
    description: article.description,
    image: [origin + article.image],
    datePublished: article.date,
    dateModified: article.date,
    // Articles are signed by a team, not a person.
    author: { "@type": "Organization", name: article.author.name, url: origin + "/about-us" },
    publisher: publisher(origin, facts),
    mainEntityOfPage: origin + article.path,
    keywords: article.tags.join(", "),
  };
}

/** One open position as Google's job-posting rich result reads it. */
export function jobPostingJsonLd(origin: string, job: JobPosition, facts: SiteFacts = site) {
  const city = job.location.split(",")[0]!.trim();
  const office = city === facts.address.city;
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.title,
    description: job.descriptionHtml,
    identifier: { "@type": "PropertyValue", name: job.company, value: job.id },
    datePosted: job.posted,
    // Open through the closing day, Ghana time (GMT).
    validThrough: `${job.closes}T23:59:59+00:00`,
    employmentType: workTypes[job.workType],
    hiringOrganization: { ...publisher(origin, facts), name: job.company, sameAs: origin + "/" },
    jobLocation: {
      "@type": "Place",
      address: {
        "@type": "PostalAddress",
        ...(office && {
          streetAddress: `${facts.address.street}, ${facts.address.area}`,
          addressRegion: facts.address.region,
          postalCode: facts.address.postalCode,
        }),
        addressLocality: city,
        addressCountry: facts.address.countryCode,
      },
    },
    directApply: false,
  };
}

export function structuredDataFor(origin: string, path: string) {
  if (path === "/") return organizationJsonLd(origin);
  if (!byPath.has(path)) return null;
  return breadcrumbJsonLd(origin, path);
}
