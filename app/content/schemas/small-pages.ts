import { z } from "zod";
import { group, list, LIMITS, multiline, slotted, text } from "./fields.ts";
import { aroundName } from "./service.ts";

const label = (name: string) => text(name, LIMITS.short);

/** The words around the articles (the articles themselves: schemas/article.ts). */
export const articlesPageSchema = z.strictObject({
  eyebrow: label("Eyebrow"),
  moreHeading: text("More articles heading"),
  previous: label("Previous link"),
  next: label("Next link"),
  feedLink: label("Feed link"),
  // The page writes the minutes before it ("5 min read"): loader data holds no code.
  minRead: label("Reading time, after the minutes"),
  docsHeading: text("Documentation box heading"),
  docsBody: multiline("Documentation box text", 300),
  docsLink: label("Documentation box link"),
});

/**
 * The words around the terms and the policies (their texts: schemas/legal-document.ts).
 * Not a legal type: these are the pages' furniture, changed without a second person.
 */
export const legalPageSchema = z.strictObject({
  contents: label("Contents heading"),
  sectionCountOne: slotted("Section count, one section", ["count"], LIMITS.short),
  sectionCountMany: slotted("Section count, several sections", ["count"], LIMITS.short),
  tableOfContents: label("Contents list, read by screen readers"),
  backToContents: label("Back to contents link"),
  atAGlance: label("Key points heading"),
  related: text("Related policies heading"),
  readPrivacyPolicy: label("Terms: privacy policy button"),
});

/** The words the three listing pages share. */
export const listingPageSchema = z.strictObject({
  comingSoon: label("Coming soon badge"),
  learnMore: label("Learn more link"),
  visit: label("Visit link"),
});

/** What every demo page has in common: how it is booked and what follows it. */
export const demoPageSchema = z.strictObject({
  backTo: aroundName("Link back to the product"),
  expectHeading: text("What to expect heading"),
  agendaHeading: text("Agenda heading"),
  audienceHeading: text("Who should attend heading"),
  formHeading: text("Form heading"),
  formIntro: multiline("Form introduction", 400),
  formButton: label("Form button"),
  nextHeading: text("After the demo heading"),
  next: list("After the demo", multiline("Item", 300), { min: 1, max: 6 }),
  noCommitment: text("No commitment line", 200),
  glanceTitle: label("At a glance title"),
  glance: group("At a glance", {
    duration: label("Duration label"),
    format: label("Format label"),
    cost: label("Cost label"),
    costValue: text("Cost"),
    scheduling: label("Scheduling label"),
    schedulingValue: text("Scheduling"),
  }),
});

const sent = group("After sending", {
  title: text("Title"),
  body: multiline("Text", 300),
  again: label("Send again button"),
});

/** The lead forms' labels and buttons (their validation messages stay in code: lib/forms). */
export const formsSchema = z.strictObject({
  contactCopy: group("Contact form", {
    firstName: label("First name label"),
    lastName: label("Last name label"),
    email: label("E-mail label"),
    phone: label("Phone label"),
    message: label("Message label"),
    agreeBefore: text("Consent text", 200),
    privacyPolicy: label("Privacy policy link"),
    submit: label("Button"),
    pending: label("Button while sending"),
    sent,
  }),
  demoCopy: group("Demo form", {
    name: label("Name label"),
    email: label("E-mail label"),
    phone: label("Phone label"),
    company: label("Company label"),
    jobTitle: label("Job title label"),
    industry: label("Industry label"),
    industryPlaceholder: label("Industry placeholder"),
    noIndustryMatch: text("No matching industry", 200),
    submit: label("Button"),
    pending: label("Button while sending"),
    sent,
  }),
  fieldWords: group("Words every form shares", {
    optional: label("After an optional field's label"),
    honeypot: label("Trap field for bots (never shown to people)"),
  }),
  industries: list("Industry suggestions", label("Industry"), { min: 1, max: 12 }),
});
