import { z } from "zod";
import { listingPaths } from "../listings.ts";
import {
  action,
  choice,
  externalLink,
  group,
  internalLink,
  list,
  LIMITS,
  multiline,
  text,
} from "./fields.ts";
import { icon } from "./icons.ts";

/** Where a card leads: a page of ours, another site (new tab), or nowhere yet. */
const cardLinkSchema = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("internal"), to: internalLink("Leads to") }),
  z.strictObject({ kind: z.literal("external"), href: externalLink("Leads to") }),
  z.strictObject({ kind: z.literal("none") }),
]);

/** One of the three listing pages (docs/requirements.md §2.8). */
export const listingSchema = z.strictObject({
  path: choice("Address", listingPaths),
  eyebrow: text("Eyebrow", LIMITS.short),
  title: text("Headline"),
  intro: multiline("Introduction", 400),
  actions: list("Buttons", action("Button"), { min: 1, max: 3 }),
  sectionTitle: text("Cards heading"),
  sectionIntro: multiline("Cards introduction", 400),
  cards: list(
    "Cards",
    group("Card", {
      title: text("Title", LIMITS.short),
      description: multiline("Description", 300),
      icon: icon(),
      link: cardLinkSchema,
      badge: z.literal("COMING SOON").optional(),
    }),
    { min: 1, max: 12 },
  ),
  /** An extra, wider tile after the cards (Payment Services: the API documentation). */
  docsTile: group("Documentation tile", {
    title: text("Title"),
    body: multiline("Text", 400),
    label: text("Link text", LIMITS.short),
    href: externalLink("Leads to"),
  }).optional(),
  closing: group("Closing call", {
    title: text("Title"),
    body: multiline("Text", 400),
    action: action("Button"),
  }),
});

export type Listing = z.infer<typeof listingSchema>;
