import type { z } from "zod";
import type { aboutPageSchema } from "./schemas/about-page.ts";
import type { articlesSchema } from "./schemas/article.ts";
import type { careersPageSchema } from "./schemas/careers-page.ts";
import type { caseStudySchema } from "./schemas/case-study.ts";
import type { contactPageSchema } from "./schemas/contact.ts";
import type { demoSchema } from "./schemas/demo.ts";
import type { faqSchema } from "./schemas/faq.ts";
import type { getStartedSchema } from "./schemas/get-started.ts";
import type { helpCenterSchema } from "./schemas/help-center.ts";
import type { jobOpeningsSchema } from "./schemas/job-opening.ts";
import type { homeSchema, statsSchema } from "./schemas/home.ts";
import type { legalDocumentSchema, policyDocumentSchema } from "./schemas/legal-document.ts";
import type { listingSchema } from "./schemas/listing.ts";
import type { merchantOnboardingSchema } from "./schemas/merchant-onboarding.ts";
import type { navigationSchema } from "./schemas/navigation.ts";
import type { newsletterSchema } from "./schemas/newsletter.ts";
import type { notFoundSchema } from "./schemas/not-found.ts";
import type { officialChannelsSchema } from "./schemas/official-channels.ts";
import type { pageCopySchema } from "./schemas/page-copy.ts";
import type { notFoundMetaSchema, pageMetaSchema } from "./schemas/page-meta.ts";
import type { productPageCopySchema, productSchema } from "./schemas/product.ts";
import type { securityPageSchema } from "./schemas/security-page.ts";
import type { servicePagesSchema, serviceSchema } from "./schemas/service.ts";
import type { siteFactsSchema } from "./schemas/site-facts.ts";
import type {
  articlesPageSchema,
  demoPageSchema,
  formsSchema,
  legalPageSchema,
  listingPageSchema,
} from "./schemas/small-pages.ts";
import type { teamMemberSchema } from "./schemas/team-member.ts";

/**
 * Every content type by name, as a page receives it (docs/decisions/029-content-studio.md):
 * the schema's output, facts filled in. Type-only imports: no schema reaches the browser.
 * The names are those of app/content/seed.server.ts's registry.
 */
export interface ContentTypeMap {
  siteFacts: z.output<typeof siteFactsSchema>;
  navigation: z.output<typeof navigationSchema>;
  pageMeta: z.output<typeof pageMetaSchema>;
  notFoundMeta: z.output<typeof notFoundMetaSchema>;
  home: z.output<typeof homeSchema>;
  stats: z.output<typeof statsSchema>;
  about: z.output<typeof aboutPageSchema>;
  teamMember: z.output<typeof teamMemberSchema>;
  listing: z.output<typeof listingSchema>;
  listingPage: z.output<typeof listingPageSchema>;
  service: z.output<typeof serviceSchema>;
  servicePage: z.output<typeof servicePagesSchema>;
  product: z.output<typeof productSchema>;
  productPage: z.output<typeof productPageCopySchema>;
  demo: z.output<typeof demoSchema>;
  demoPage: z.output<typeof demoPageSchema>;
  helpCenter: z.output<typeof helpCenterSchema>;
  faq: z.output<typeof faqSchema>;
  contact: z.output<typeof contactPageSchema>;
  careers: z.output<typeof careersPageSchema>;
  jobOpenings: z.output<typeof jobOpeningsSchema>;
  articles: z.output<typeof articlesSchema>;
  articlesPage: z.output<typeof articlesPageSchema>;
  caseStudy: z.output<typeof caseStudySchema>;
  getStarted: z.output<typeof getStartedSchema>;
  merchantOnboarding: z.output<typeof merchantOnboardingSchema>;
  officialChannels: z.output<typeof officialChannelsSchema>;
  security: z.output<typeof securityPageSchema>;
  legalDocument: z.output<typeof legalDocumentSchema>;
  policy: z.output<typeof policyDocumentSchema>;
  legalPage: z.output<typeof legalPageSchema>;
  newsletter: z.output<typeof newsletterSchema>;
  forms: z.output<typeof formsSchema>;
  notFound: z.output<typeof notFoundSchema>;
  bulkPayChecker: z.output<typeof pageCopySchema>;
}

export type ContentTypeName = keyof ContentTypeMap;

/** The whole published site: per type, its entries by id (`main` for a type with one). */
export type ContentSnapshot = {
  readonly [T in ContentTypeName]: Readonly<Record<string, ContentTypeMap[T]>>;
};

/** The part of the snapshot one loader hands its page (`{ content }` in its data). */
export type PageContent = { [T in ContentTypeName]?: Record<string, ContentTypeMap[T]> };

/** What a loader asks for: per type, one entry id or several. */
export type ContentWants = { [T in ContentTypeName]?: string | readonly string[] };
