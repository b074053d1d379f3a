import type { ArticleSummary } from "../content/articles.ts";
import type { FaqItem } from "../content/help.ts";
import { workTypes, type JobPosition } from "../content/job-positions.ts";
import type { PageMeta } from "../content/schemas/page-meta.ts";
import type { SiteFacts } from "../content/schemas/site-facts.ts";
import {
  breadcrumbJsonLdOf,
  contactPointsOf,
  organizationJsonLdOf,
  type PageNames,
} from "./site-json-ld.ts";

/*
 * The facts and page names come from the caller (loader data in the browser, the config in
 * scripts and tests): this module imports neither app/config/site.ts nor the route table,
 * so neither reaches a page's JavaScript.
 */

/** The company's phone lines as schema.org ContactPoints (the organisation, /official-channels). */
export function contactPoints(facts: SiteFacts) {
  return contactPointsOf(facts);
}

/** Schema.org description of the company, from its contact facts. */
export function organizationJsonLd(origin: string, facts: SiteFacts) {
  return organizationJsonLdOf(origin, facts);
}

/**
 * The trail to `page`, which may be a page outside the route table (an article), named
 * from `names` (the root loader's `pageNames`: `usePageNames()`).
 */
export function breadcrumbJsonLd(origin: string, page: string | PageMeta, names: PageNames) {
  return breadcrumbJsonLdOf(origin, page, names);
}

const publisher = (origin: string, facts: Pick<SiteFacts, "name">) => ({
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

export function articleJsonLd(origin: string, article: ArticleSummary, facts: SiteFacts) {
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
export function jobPostingJsonLd(origin: string, job: JobPosition, facts: SiteFacts) {
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
