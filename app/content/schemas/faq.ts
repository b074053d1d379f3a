import { z } from "zod";
import { action, list, multiline, text } from "./fields.ts";

/** docs/requirements.md §3: a FAQ item (its answer may end with a link, e.g. to /contact-us). */
export const faqItemSchema = z.strictObject({
  id: text("Anchor", 60, [/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "lowercase words joined by hyphens"]),
  question: text("Question", 200),
  /** One string per paragraph. */
  answer: list("Answer", multiline("Paragraph", 800), { min: 1, max: 5 }),
  link: action("Link under the answer").optional(),
});

export type FaqItem = z.infer<typeof faqItemSchema>;

/** The FAQ of the Help Center: six questions (docs/requirements.md §2.12). */
export const faqSchema = list("Questions", faqItemSchema, { min: 1, max: 30 });
