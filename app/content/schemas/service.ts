import { z } from "zod";
import { servicePaths } from "../services/index.ts";
import {
  action,
  choice,
  fragment,
  group,
  link,
  list,
  LIMITS,
  multiline,
  text,
  toggle,
} from "./fields.ts";
import { icon } from "./icons.ts";

export const docsLinkSchema = group("Documentation link", {
  label: text("Link text", LIMITS.short),
  href: link("Leads to"),
  external: toggle("Opens another site"),
});

/** The product-screen mock beside a hero: a few realistic rows. */
export const panelSchema = group("Product screen", {
  title: text("Screen title", LIMITS.short),
  caption: text("Caption", LIMITS.short),
  rows: list(
    "Rows",
    group("Row", {
      label: text("Label", 40),
      detail: text("Detail", 40),
      value: text("Value", 30),
      status: choice("Status", ["Successful", "Pending", "Sent", "Active", "Delivered"]),
    }),
    { min: 1, max: 6 },
  ),
});

export type PanelRow = z.infer<typeof panelSchema>["rows"][number];

const titled = (label: string) =>
  group(label, { title: text("Title"), body: multiline("Text", 600) });

const serviceBase = {
  path: choice("Address", servicePaths),
  name: text("Short name", 40),
  icon: icon(),
  hero: group("Hero", { title: text("Headline"), intro: multiline("Introduction", 400) }),
  panel: panelSchema,
  overview: group("What it does", {
    title: text("Title"),
    paragraphs: list("Paragraphs", multiline("Paragraph"), { min: 1, max: 4 }),
    highlights: list("Highlights", text("Highlight", 120), { min: 1, max: 8 }),
  }),
  benefits: list(
    "Benefits",
    group("Benefit", { title: text("Title"), body: multiline("Text", 600), icon: icon() }),
    { min: 1, max: 8 },
  ),
  steps: list("How it works", titled("Step"), { min: 1, max: 8 }),
  closing: titled("Closing call"),
};

/** The nine payment services that share the full template with a developer section. */
export const standardServiceSchema = z.strictObject({
  kind: z.literal("standard"),
  ...serviceBase,
  docs: docsLinkSchema,
  catalogue: group("Catalogue", {
    title: text("Title"),
    items: list("Items", group("Item", { name: text("Name", 60), detail: text("Detail", 200) }), {
      min: 1,
      max: 20,
    }),
  }).optional(),
});

/** Remittance: a partner service with its two documentation links. */
export const remittanceServiceSchema = z.strictObject({
  kind: z.literal("remittance"),
  ...serviceBase,
  docs: list("Documentation links", docsLinkSchema, { min: 1, max: 4 }),
});

/** One of the ten service pages (docs/requirements.md §2.9). */
export const serviceSchema = z.discriminatedUnion("kind", [
  standardServiceSchema,
  remittanceServiceSchema,
]);

export type StandardService = z.infer<typeof standardServiceSchema>;
export type RemittanceService = z.infer<typeof remittanceServiceSchema>;
export type ServiceEntry = z.infer<typeof serviceSchema>;

/**
 * A heading built around a page's name ("How Bulk Pay works"): the words before the name
 * and after it, either of which may be empty. Written this way, not with a placeholder,
 * because `{…}` in content names a fact (facts.server.ts).
 */
export const aroundName = (label: string) =>
  group(label, {
    before: fragment("Before the name", LIMITS.short),
    after: fragment("After the name", LIMITS.short),
  });

/** What every payment service page shares: its headings, its developer section and the remittance one. */
export const servicePagesSchema = z.strictObject({
  headings: group("Headings", {
    eyebrow: aroundName("Eyebrow"),
    benefitsEyebrow: text("Benefits eyebrow", LIMITS.short),
    benefitsTitle: aroundName("Benefits heading"),
    stepsEyebrow: text("How it works eyebrow", LIMITS.short),
    stepsTitle: aroundName("How it works heading"),
    glanceTitle: text("At a glance heading", LIMITS.short),
    step: text("Step, as screen readers hear it before each number", 20),
  }),
  developerSection: group("Developer section", {
    eyebrow: text("Eyebrow", LIMITS.short),
    title: text("Title"),
    intro: multiline("Introduction", 400),
    features: list("Features", titled("Feature"), { min: 4, max: 4 }),
    contactSales: action("Contact button"),
  }),
  remittanceDevelopers: group("Remittance developer section", {
    eyebrow: text("Eyebrow", LIMITS.short),
    title: text("Title"),
    intro: multiline("Introduction", 400),
  }),
});
