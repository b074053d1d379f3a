import { existsSync } from "node:fs";
import path from "node:path";
import type { z } from "zod";
import { site } from "../config/site.ts";
import { codePointName, hiddenCharacter } from "../lib/hidden-characters.ts";
import * as about from "./about.ts";
import { articlesCopy } from "./articles.ts";
import { readArticleFiles } from "./articles.server.ts";
import { resolveFacts, unknownPlaceholders } from "./facts.server.ts";
import * as bulkPayChecker from "./bulk-pay-checker.ts";
import * as forms from "./forms.ts";
import { careersCopy } from "./careers.ts";
import { caseStudy } from "./case-study.ts";
import { contactCopy } from "./contact.ts";
import { demoCommon, demos } from "./demos.ts";
import { getStartedCopy, getStartedPaths } from "./get-started.ts";
import { legalPageWords } from "./legal-page.ts";
import { faqs, helpCopy } from "./help.ts";
import * as home from "./home.ts";
import { listingCopy, listings } from "./listings.ts";
import { merchantOnboardingCopy } from "./merchant-onboarding.ts";
import * as navigation from "./navigation.ts";
import * as newsletter from "./newsletter.ts";
import { notFoundCopy } from "./not-found.ts";
import { officialChannelsCopy } from "./official-channels.ts";
import { notFoundMeta, pages } from "./pages.ts";
import { policyDocuments } from "./policies/all.ts";
import { readOpeningFiles } from "./positions.server.ts";
import { productPageCopy, products } from "./products/index.ts";
import { aboutPageSchema } from "./schemas/about-page.ts";
import { fieldAt } from "./schemas/fields.ts";
import { articlesSchema } from "./schemas/article.ts";
import { careersPageSchema } from "./schemas/careers-page.ts";
import { caseStudySchema } from "./schemas/case-study.ts";
import { contactPageSchema } from "./schemas/contact.ts";
import { demoSchema } from "./schemas/demo.ts";
import { faqSchema } from "./schemas/faq.ts";
import { getStartedSchema } from "./schemas/get-started.ts";
import { helpCenterSchema } from "./schemas/help-center.ts";
import { jobOpeningsSchema } from "./schemas/job-opening.ts";
import { homeSchema, statsSchema } from "./schemas/home.ts";
import { legalDocumentSchema, policyDocumentSchema } from "./schemas/legal-document.ts";
import { listingSchema } from "./schemas/listing.ts";
import { merchantOnboardingSchema } from "./schemas/merchant-onboarding.ts";
import { navigationSchema } from "./schemas/navigation.ts";
import { newsletterSchema } from "./schemas/newsletter.ts";
import { notFoundSchema } from "./schemas/not-found.ts";
import { officialChannelsSchema } from "./schemas/official-channels.ts";
import { pageCopySchema } from "./schemas/page-copy.ts";
import { notFoundMetaSchema, pageMetaSchema } from "./schemas/page-meta.ts";
import { productPageCopySchema, productSchema } from "./schemas/product.ts";
import { servicePagesSchema, serviceSchema } from "./schemas/service.ts";
import { securityPageSchema } from "./schemas/security-page.ts";
import { siteFactsSchema, type SiteFacts } from "./schemas/site-facts.ts";
import {
  articlesPageSchema,
  demoPageSchema,
  formsSchema,
  legalPageSchema,
  listingPageSchema,
} from "./schemas/small-pages.ts";
import { teamMemberSchema } from "./schemas/team-member.ts";
import { securityCopy } from "./security.ts";
import {
  developerSection,
  remittanceDevelopers,
  serviceHeadings,
  services,
} from "./services/index.ts";
import { stats, withStatIds } from "./stats.ts";
import { terms } from "./terms.ts";

/**
 * The content model's seed: every content type with its schema and today's entries (the
 * modules of app/content and app/config). The build and tests/build/content-seed.test.ts
 * parse each entry with its schema; later, the console's store is filled from here on a
 * fresh install and reads a published version instead (docs/decisions/025-content-model.md).
 */
export interface ContentType {
  /** The type's name: `service`, `legalDocument`, … */
  type: string;
  schema: z.ZodType;
  /** Entries by id: a page's path, a member's id, or `main` for a type with one entry. */
  entries: Readonly<Record<string, unknown>>;
  /**
   * Legal texts (issue 31, item 4; issue 40): the pages each entry's words appear on. A
   * change of an entry that names any needs a second person holding the compliance role,
   * and so does a change of a fact those pages show (server/content/legal-reach.server.ts).
   */
  legalPages?: (id: string) => readonly string[];
  /**
   * The facts the legal pages' code shows besides the placeholders of their texts and the
   * layout's (LAYOUT_FACTS_SHOWN): paths in the facts entry, a group for all its fields
   * (`emails`, `phones.support.tel`).
   * tests/build/legal-facts-shown.test.ts renders each legal page to keep this true.
   */
  factsShown?: readonly string[];
  /**
   * A stored version brought up to a change of the schema that the seed cannot fill in
   * (withNewFields, server/content/entries.server.ts): ids given to a list's items.
   */
  upgrade?: (stored: unknown) => unknown;
}

/**
 * The facts the site's layout shows on every page, the legal pages too: the header's links to
 * the documentation, the footer's addresses, phones, hours and accounts, the trust strip's
 * licence and certifications, and the share tags. On a legal page they are part of what the
 * page says, so a change of any takes the legal path (issue 51, N1).
 * tests/build/legal-facts-shown.test.ts renders each legal page whole to keep this true.
 */
export const LAYOUT_FACTS_SHOWN: readonly string[] = [
  "name",
  "legalName",
  "tagline",
  "emails.info",
  "emails.support",
  "phones.office",
  "phones.support",
  "address.street",
  "address.area",
  "address.city",
  "address.country",
  "hours",
  "social",
  "docs.host",
  "licence",
  "compliance.pciDss.name",
  "compliance.pciDss.scope",
  "compliance.iso27001.name",
  "compliance.iso27001.certificateNumber",
  "compliance.bankOfGhana.licence",
  "compliance.bankOfGhana.licenceNumber",
];

/** The facts a legal entry's pages show by their code: the layout's and its type's own. */
export const factsShownBy = (type: ContentType): readonly string[] => [
  ...LAYOUT_FACTS_SHOWN,
  ...(type.factsShown ?? []),
];

/** The legal pages an entry's words appear on; none for an entry that is not a legal text. */
export const legalPagesOf = (type: ContentType, id: string): readonly string[] =>
  type.legalPages?.(id) ?? [];

/** Whether a change of the entry needs a compliance approval before it is published. */
export const isLegal = (type: ContentType, id: string): boolean =>
  legalPagesOf(type, id).length > 0;

const OFFICIAL_CHANNELS = "/official-channels";
const SECURITY = "/security";
/** Every legal page: its texts, its page meta and the facts it shows need compliance. */
export const LEGAL_PATHS: readonly string[] = [
  OFFICIAL_CHANNELS,
  SECURITY,
  terms.path,
  ...Object.keys(policyDocuments),
];
const documentPages = [terms.path, ...Object.keys(policyDocuments)];

// Module namespaces (`import * as home`) are spread into plain objects: the seed compares and
// serialises like the stored content it becomes.
const one = (entry: unknown) => ({ main: entry });
const byId = <T extends { id: string }>(items: readonly T[]) =>
  Object.fromEntries(items.map((item) => [item.id, item]));

const { leadership, bioParagraphs: _bio, ...aboutPage } = about;

export const contentTypes: readonly ContentType[] = [
  { type: "siteFacts", schema: siteFactsSchema, entries: one(site) },
  { type: "navigation", schema: navigationSchema, entries: one({ ...navigation }) },
  {
    type: "pageMeta",
    schema: pageMetaSchema,
    entries: byPath(pages),
    // A legal page's title and description are what it says too; the title names the site.
    legalPages: (id) => (LEGAL_PATHS.includes(id) ? [id] : []),
    factsShown: ["name"],
  },
  { type: "notFoundMeta", schema: notFoundMetaSchema, entries: one(notFoundMeta) },
  { type: "home", schema: homeSchema, entries: one({ ...home }) },
  { type: "stats", schema: statsSchema, entries: one(stats), upgrade: withStatIds },
  { type: "about", schema: aboutPageSchema, entries: one(aboutPage) },
  { type: "teamMember", schema: teamMemberSchema, entries: byId(leadership) },
  { type: "listing", schema: listingSchema, entries: listings },
  { type: "listingPage", schema: listingPageSchema, entries: one(listingCopy) },
  { type: "service", schema: serviceSchema, entries: services },
  {
    type: "servicePage",
    schema: servicePagesSchema,
    entries: one({ headings: serviceHeadings, developerSection, remittanceDevelopers }),
  },
  { type: "product", schema: productSchema, entries: products },
  { type: "productPage", schema: productPageCopySchema, entries: one(productPageCopy) },
  { type: "demo", schema: demoSchema, entries: demos },
  { type: "demoPage", schema: demoPageSchema, entries: one(demoCommon) },
  { type: "helpCenter", schema: helpCenterSchema, entries: one(helpCopy) },
  { type: "faq", schema: faqSchema, entries: one(faqs) },
  { type: "contact", schema: contactPageSchema, entries: one(contactCopy) },
  { type: "careers", schema: careersPageSchema, entries: one(careersCopy) },
  // Seeded from content/careers/*.md (CAREERS_DIR), read synchronously: a bad file fails here.
  { type: "jobOpenings", schema: jobOpeningsSchema, entries: one(readOpeningFiles()) },
  // Seeded from content/articles/*.md (ARTICLES_DIR), read synchronously: a bad file fails here.
  { type: "articles", schema: articlesSchema, entries: one(readArticleFiles()) },
  { type: "articlesPage", schema: articlesPageSchema, entries: one(articlesCopy) },
  { type: "caseStudy", schema: caseStudySchema, entries: one(caseStudy) },
  {
    type: "getStarted",
    schema: getStartedSchema,
    entries: one({ ...getStartedCopy, paths: getStartedPaths }),
  },
  {
    type: "merchantOnboarding",
    schema: merchantOnboardingSchema,
    entries: one(merchantOnboardingCopy),
  },
  {
    type: "officialChannels",
    schema: officialChannelsSchema,
    entries: one(officialChannelsCopy),
    legalPages: () => [OFFICIAL_CHANNELS],
    // app/routes/official-channels.tsx: the glance, phones, e-mails, accounts and its JSON-LD.
    factsShown: [
      "name",
      "legalName",
      "emails",
      "phones",
      "address.countryCode",
      "social",
      "docs.host",
      "externalProducts",
    ],
  },
  {
    type: "security",
    schema: securityPageSchema,
    entries: one(securityCopy),
    legalPages: () => [SECURITY],
    // app/routes/security.tsx: the report address and the DPO's.
    factsShown: ["emails.security", "compliance.dpo.email"],
  },
  {
    type: "legalDocument",
    schema: legalDocumentSchema,
    entries: { [terms.path]: terms },
    legalPages: (id) => [id],
  },
  {
    type: "policy",
    schema: policyDocumentSchema,
    entries: policyDocuments,
    legalPages: (id) => [id],
  },
  // The words around the terms and the policies ("Contents", "Related policies").
  {
    type: "legalPage",
    schema: legalPageSchema,
    entries: one(legalPageWords),
    legalPages: () => documentPages,
  },
  { type: "newsletter", schema: newsletterSchema, entries: one({ ...newsletter }) },
  { type: "forms", schema: formsSchema, entries: one({ ...forms }) },
  { type: "notFound", schema: notFoundSchema, entries: one(notFoundCopy) },
  { type: "bulkPayChecker", schema: pageCopySchema, entries: one({ ...bulkPayChecker }) },
];

function byPath<T extends { path: string }>(items: readonly T[]) {
  return Object.fromEntries(items.map((item) => [item.path, item]));
}

/** "type › entry › field.path: message" for every invalid field of every entry. */
export function seedProblems(types: readonly ContentType[] = contentTypes): string[] {
  const problems: string[] = [];
  for (const { type, schema, entries } of types) {
    for (const [id, entry] of Object.entries(entries)) {
      const parsed = schema.safeParse(entry);
      for (const issue of parsed.error?.issues ?? []) {
        const field = issue.path.map(String).join(".") || "(the entry)";
        problems.push(`${type} › ${id} › ${field}: ${issue.message}`);
      }
      for (const [at, message] of hiddenCharacterProblems(schema, entry)) {
        problems.push(`${type} › ${id} › ${at || "(the entry)"}: ${message}`);
      }
    }
  }
  return problems;
}

/**
 * Every text of `entry` holding a character hidden-characters.ts refuses, by its path and
 * with the field's message: one rule for every field of every type, whether its builder
 * (schemas/fields.ts) thought of it or not. Such a character in an article's title made
 * its share card's SVG one the rasteriser refused (issue 51, N2); a multi-line field keeps
 * its tabs and line breaks.
 */
function* hiddenCharacterProblems(
  schema: z.ZodType,
  entry: unknown,
  at: string[] = [],
): Generator<[string, string]> {
  if (typeof entry === "string") {
    // The strict rule first: finding the field (a walk of the schema) only for a text that
    // holds something the strict rule refuses.
    if (hiddenCharacter(entry) === undefined) return;
    const field = fieldAt(schema, at);
    const multiline = field?.kind === "multiline" || field?.kind === "markdown";
    const found = hiddenCharacter(entry, multiline);
    if (found === undefined) return;
    const where = at.join(".");
    const name = field?.label ?? "This field";
    yield [
      where,
      found === "\n" || found === "\r"
        ? `${name} takes one line: remove the line break`
        : `${name} contains a hidden character (${codePointName(found)}) that cannot be published: delete it, or type the text around it again`,
    ];
  } else if (entry && typeof entry === "object") {
    for (const [key, value] of Object.entries(entry)) {
      yield* hiddenCharacterProblems(schema, value, [...at, key]);
    }
  }
}

/**
 * What refuses an entry in its stored form (texts with `{fact}` placeholders): a
 * placeholder that names no fact, or a field its schema refuses once the facts are filled
 * in. The editor's save and publish call this; an empty list means the entry is valid.
 */
export function storedEntryProblems(
  type: ContentType,
  id: string,
  stored: unknown,
  facts: SiteFacts = site,
): string[] {
  const problems: string[] = [];
  const walk = (value: unknown, at: string[]) => {
    if (typeof value === "string") {
      for (const name of unknownPlaceholders(value, facts)) {
        problems.push(`${type.type} › ${id} › ${at.join(".")}: {${name}} is not a fact`);
      }
    } else if (value && typeof value === "object") {
      for (const [k, v] of Object.entries(value)) walk(v, [...at, k]);
    }
  };
  walk(stored, []);
  const resolved = resolveFacts(stored, facts);
  return [...problems, ...seedProblems([{ ...type, entries: { [id]: resolved } }])];
}

/** Every `/images/…` path the seed names, so a renamed or missing picture fails the build. */
export function missingImages(publicDir = "public", types = contentTypes): string[] {
  const missing: string[] = [];
  const walk = (value: unknown, where: string) => {
    if (typeof value === "string") {
      if (/^\/images\//.test(value) && !existsSync(path.join(publicDir, value))) {
        missing.push(`${where}: ${value} is not in ${publicDir}/`);
      }
    } else if (Array.isArray(value)) {
      value.forEach((v, i) => walk(v, `${where}.${i}`));
    } else if (value && typeof value === "object") {
      for (const [k, v] of Object.entries(value)) walk(v, `${where}.${k}`);
    }
  };
  for (const { type, entries } of types) {
    for (const [id, entry] of Object.entries(entries)) walk(entry, `${type} › ${id}`);
  }
  return missing;
}

/**
 * Checks the whole seed: the modules against their schemas (articles and job openings
 * included: their folders are read when the registry is built) and their pictures on disk.
 * Throws one error listing every problem, each naming the content type, the entry and the
 * field.
 */
export async function checkContentSeed(): Promise<void> {
  const problems = [...seedProblems(), ...missingImages()];
  if (problems.length > 0) {
    throw new Error(`The content seed is not valid:\n  ${problems.join("\n  ")}`);
  }
}
