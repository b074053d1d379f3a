import { z } from "zod";
import { action, choice, group, list, LIMITS, multiline, text } from "./fields.ts";

/** Same values as `DemoProduct` of the forms (lib/forms/demo-products). */
export const demoProductIds = [
  "pension-management",
  "banking",
  "school-billing",
  "aslan",
  "value-added",
] as const;

/** One of the five demo request pages (docs/requirements.md §2.14). */
export const demoSchema = z.strictObject({
  product: choice("Product", demoProductIds),
  /** The product page the demo belongs to, for the "Back to" link. */
  productPage: action("Back to the product"),
  eyebrow: text("Eyebrow", LIMITS.short),
  title: text("Headline"),
  intro: multiline("Introduction", 600),
  duration: text("Duration", 40),
  format: text("Format", 120),
  agenda: list(
    "Agenda",
    group("Agenda item", { title: text("Title"), detail: multiline("Detail", 400) }),
    { min: 1, max: 10 },
  ),
  audience: list("Who should attend", text("Attendee", 200), { min: 1, max: 10 }),
});

export type DemoEntry = z.infer<typeof demoSchema>;
