import { z } from "zod";
import { action, card, fact, group, link, list, LIMITS, multiline, text } from "./fields.ts";

/** The case study page and its PDF brochure (docs/requirements.md §2.11). */
export const caseStudySchema = z.strictObject({
  eyebrow: text("Eyebrow", LIMITS.short),
  title: text("Headline", 200),
  description: multiline("Summary", 800),
  factsLabel: text("Facts, as screen readers name them", LIMITS.short),
  facts: list("Facts", fact("Fact"), { min: 1, max: 8 }),
  confidentiality: multiline("Confidentiality note", 400),
  highlightsHeading: text("Highlights heading"),
  highlights: list(
    "Highlights",
    group("Highlight", { value: text("Figure", 20), label: text("Label", 200) }),
    { min: 1, max: 6 },
  ),
  challengesHeading: text("Challenges heading"),
  challengesIntro: multiline("Challenges introduction", 400),
  challenges: list("Challenges", card("Challenge"), { min: 1, max: 8 }),
  solutionsHeading: text("Solutions heading"),
  solutionsIntro: multiline("Solutions introduction", 400),
  solutions: list("Solutions", card("Solution"), { min: 1, max: 8 }),
  benefitsHeading: text("Benefits heading"),
  benefits: list("Benefits", card("Benefit"), { min: 1, max: 8 }),
  quote: group("Quote", { text: multiline("Quote", 600), attribution: text("Said by") }),
  /** The PDF made by scripts/make-brochure.ts; a unit test keeps its figures honest. */
  brochure: group("Brochure", {
    label: text("Link text", LIMITS.short),
    href: link("File"),
    fileName: text("File name", 80),
    format: text("Format", 10),
    pages: z.int().min(1).max(40).meta({ label: "Pages", kind: "number" }),
    pagesUnit: text("The word after the number of pages", 20),
    sizeKb: z.int().min(1).max(20000).meta({ label: "Size (KB)", kind: "number" }),
    sizeUnit: text("The unit after the size", 10),
  }),
  cta: group("Closing call", {
    heading: text("Heading"),
    body: multiline("Text", 400),
    primary: action("Main button"),
    secondary: action("Second button"),
  }),
});
