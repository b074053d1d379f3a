import { z } from "zod";
import {
  card,
  email,
  externalLink,
  group,
  heroFields,
  list,
  LIMITS,
  multiline,
  text,
} from "./fields.ts";

const label = (name: string) => text(name, LIMITS.short);

/** /official-channels: where the company really is, and how to report a scam. Legal review. */
export const officialChannelsSchema = z.strictObject({
  ...heroFields,
  glanceTitle: label("At a glance title"),
  glance: group("At a glance", {
    domain: label("Domain label"),
    support: label("Support label"),
    report: label("Report label"),
    never: label("Never label"),
    neverValue: text("Never asked for"),
  }),
  reportButton: label("Report button"),
  websitesHeading: text("Websites heading"),
  websitesIntro: multiline("Websites introduction", 400),
  websites: list(
    "Websites",
    group("Website", {
      label: label("Name"),
      host: text("Address as shown", 100),
      href: externalLink("Address"),
    }),
    { min: 1, max: 10 },
  ),
  phonesHeading: text("Phones heading"),
  phonesIntro: multiline("Phones introduction", 400),
  emailsHeading: text("E-mails heading"),
  emailsIntro: multiline("E-mails introduction", 400),
  emails: list(
    "E-mail addresses",
    group("E-mail address", { label: text("Used for"), email: email("Address") }),
    { min: 1, max: 12 },
  ),
  socialHeading: text("Social media heading"),
  socialIntro: multiline("Social media introduction", 400),
  neverHeading: text("Never heading"),
  neverIntro: multiline("Never introduction", 400),
  never: list("Never asked for", card("Item"), { min: 1, max: 6 }),
  neverAlso: multiline("Never, also", 600),
  recogniseHeading: text("Recognise heading"),
  recognise: list("Signs of a scam", multiline("Sign", 300), { min: 1, max: 10 }),
  reportId: text("Report section anchor", 40, [/^[a-z0-9-]+$/, "lowercase words and hyphens"]),
  reportHeading: text("Report heading"),
  reportIntro: multiline("Report introduction", 600),
  reportSteps: list("Report steps", multiline("Step", 400), { min: 1, max: 6 }),
  reportCall: label("Call button"),
  reportEmail: label("E-mail button"),
  reportSubject: label("E-mail subject"),
  securityLink: text("Security link text"),
});
