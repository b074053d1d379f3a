import { z } from "zod";
import { productPaths } from "../products/index.ts";
import { action, choice, group, list, LIMITS, multiline, text } from "./fields.ts";
import { icon } from "./icons.ts";
import { aroundName, panelSchema } from "./service.ts";

const titled = (label: string) =>
  group(label, { title: text("Title"), body: multiline("Text", 600) });

const argument = (label: string) =>
  group(label, {
    title: text("Title"),
    body: multiline("Text", 800),
    points: list("Points", text("Point", 200), { min: 1, max: 8 }),
  });

/** One of the four product pages (docs/requirements.md §2.10). */
export const productSchema = z.strictObject({
  path: choice("Address", productPaths),
  name: text("Name", 60),
  icon: icon(),
  hero: group("Hero", { title: text("Headline"), intro: multiline("Introduction", 400) }),
  demo: action("Demo button"),
  /** ASLAN only: a "See Features" link to #features in the hero. */
  seeFeatures: text("Features button", LIMITS.short).optional(),
  panel: panelSchema,
  problem: argument("The problem"),
  solution: argument("Our answer"),
  features: group("Features", {
    title: text("Title"),
    intro: multiline("Introduction", 400),
    items: list("Features", titled("Feature"), { min: 1, max: 20 }),
  }),
  audience: group("Who it is for", {
    title: text("Title"),
    intro: multiline("Introduction", 400),
    items: list(
      "Audiences",
      group("Audience", { title: text("Title"), body: multiline("Text", 600), icon: icon() }),
      { min: 1, max: 8 },
    ),
  }),
  closing: titled("Closing call"),
});

export type ProductEntry = z.infer<typeof productSchema>;

/** The words every product page shares. */
export const productPageCopySchema = z.strictObject({
  eyebrow: text("Eyebrow", LIMITS.short),
  problemEyebrow: text("Problem eyebrow", LIMITS.short),
  problemTitle: aroundName("Problem heading"),
  featuresEyebrow: text("Features eyebrow", LIMITS.short),
  audienceEyebrow: text("Audience eyebrow", LIMITS.short),
  contactSales: action("Contact button"),
});
