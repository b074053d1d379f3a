import { z } from "zod";
import {
  action,
  alt,
  card,
  fact,
  group,
  heroFields,
  internalLink,
  list,
  LIMITS,
  multiline,
  text,
} from "./fields.ts";

/** The About page around its team members (docs/requirements.md §2.7). */
export const aboutPageSchema = z.strictObject({
  aboutHero: group("Hero", {
    ...heroFields,
    careers: action("Careers button"),
    contact: action("Contact button"),
  }),
  story: group("Who we are", {
    eyebrow: text("Eyebrow", LIMITS.short),
    title: text("Title"),
    paragraphs: list("Paragraphs", multiline("Paragraph"), { min: 1, max: 6 }),
    imageAlt: alt("Illustration description"),
    values: list("Values", card("Value"), { min: 1, max: 8 }),
    facts: list("Facts", fact("Fact"), { min: 1, max: 8 }),
  }),
  leadershipSection: group("Leadership", {
    eyebrow: text("Eyebrow", LIMITS.short),
    title: text("Title"),
    intro: multiline("Introduction", 400),
    noBio: text("Shown when a biography is empty"),
    profileLink: text("Profile link text", LIMITS.short),
    close: text("Close button", 30),
    readBio: text("Read biography button", LIMITS.short),
    // Content is data (loader data is serialised): the page writes the name after it.
    portraitAlt: text("Portrait description", LIMITS.short).meta({
      label: "Portrait description",
      kind: "text",
      help: "The member's name follows it: “Monogram artwork for” reads “Monogram artwork for Akosua Boateng”",
    }),
  }),
  ceoProfile: group("From our CEO", {
    eyebrow: text("Eyebrow", LIMITS.short),
    /** The team member whose portrait and name sign the message. */
    memberId: text("Team member", 60),
    quote: multiline("Quote", 600),
    paragraphs: list("Paragraphs", multiline("Paragraph"), { min: 1, max: 6 }),
  }),
  joinTeam: group("Join the team", {
    eyebrow: text("Eyebrow", LIMITS.short),
    title: text("Title"),
    body: multiline("Text", 600),
    cta: text("Button text", LIMITS.short),
    to: internalLink("Leads to"),
  }),
  statsLabel: text("Figures strip, read by screen readers", LIMITS.short),
});
