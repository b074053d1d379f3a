import { z } from "zod";
import { choice, contactLink, fragment, group, list, LIMITS, multiline, text } from "./fields.ts";

/** A run of text: plain, bold, or a link (a page, https:, mailto: or tel:). */
export const inlineSchema = z.union([
  fragment("Text"),
  z.strictObject({ strong: text("Bold text", 400) }).meta({ label: "Bold text", kind: "group" }),
  z
    .strictObject({ text: text("Link text", 200), href: contactLink("Leads to") })
    .meta({ label: "Link", kind: "group" }),
]);

export const richTextSchema = z.union([
  multiline("Text", 2000),
  list("Text with bold and links", inlineSchema, { min: 1, max: 30 }),
]);

/** A block of a clause: paragraph, lists, sub-heading, definitions or a highlighted note. */
export const blockSchema = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("p"), text: richTextSchema }),
  z.strictObject({
    kind: z.literal("ul"),
    items: list("Bullets", richTextSchema, { min: 1, max: 30 }),
  }),
  z.strictObject({
    kind: z.literal("ol"),
    items: list("Steps", richTextSchema, { min: 1, max: 30 }),
  }),
  z.strictObject({ kind: z.literal("h3"), text: text("Sub-heading") }),
  z.strictObject({
    kind: z.literal("dl"),
    items: list(
      "Definitions",
      group("Definition", { term: text("Term", 200), definition: richTextSchema }),
      { min: 1, max: 30 },
    ),
  }),
  z.strictObject({ kind: z.literal("note"), text: richTextSchema }),
]);

export const docSectionSchema = group("Clause", {
  /** Anchor of the section, unique in its document (e.g. `privacy-policy`). */
  id: text("Anchor", 60, [/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "lowercase words joined by hyphens"]),
  title: text("Heading"),
  blocks: list("Blocks", blockSchema, { min: 1, max: 40 }),
});

const legalDocumentShape = {
  path: text("Address", 60, [/^\/[a-z0-9-]+$/, "a path such as /cancellation-policy"]),
  eyebrow: text("Eyebrow", LIMITS.short),
  title: text("Title"),
  summary: multiline("Summary", 600),
  /** Shown as 'Effective date: …' (policies) or 'Last updated: …' (terms). */
  dateLabel: choice("Date label", ["Effective date", "Last updated"]),
  date: text("Date", 40),
  sections: list("Clauses", docSectionSchema, { min: 1, max: 40 }),
  /** The few facts most readers look for, shown in a summary box. */
  keyPoints: list(
    "Key points",
    group("Key point", { label: text("Label", LIMITS.short), value: text("Value", 200) }),
    { min: 1, max: 10 },
  ).optional(),
};

/** The terms and conditions: 27 clauses, clause 19 the privacy policy. */
export const legalDocumentSchema = z.strictObject(legalDocumentShape).superRefine((doc, ctx) => {
  const seen = new Set<string>();
  doc.sections.forEach((section, i) => {
    if (seen.has(section.id)) {
      ctx.addIssue({
        code: "custom",
        path: ["sections", i, "id"],
        message: `the anchor "${section.id}" is used twice`,
      });
    }
    seen.add(section.id);
  });
});

/** A policy: a legal document with its effective date and the figures it promises. */
export const policyDocumentSchema = z.strictObject({
  ...legalDocumentShape,
  dateLabel: z.literal("Effective date"),
  effectiveDate: text("Effective date", 40),
  figures: z
    .record(z.string(), z.union([z.number(), z.string().max(60)]))
    .meta({ label: "Figures the policy promises", kind: "group" }),
});

export type Inline = z.infer<typeof inlineSchema>;
export type RichText = z.infer<typeof richTextSchema>;
export type Block = z.infer<typeof blockSchema>;
export type DocSection = z.infer<typeof docSectionSchema>;
export type LegalDocument = z.infer<typeof legalDocumentSchema>;
