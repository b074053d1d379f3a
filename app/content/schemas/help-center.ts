import { z } from "zod";
import { group, heroFields, LIMITS, multiline, slotted, text } from "./fields.ts";

const label = (name: string) => text(name, LIMITS.short);

/** The Help Center around its FAQ (docs/requirements.md §2.12). */
export const helpCenterSchema = z.strictObject({
  ...heroFields,
  faqButton: label("FAQ button"),
  glanceTitle: label("At a glance title"),
  glance: group("At a glance", {
    hours: label("Hours label"),
    reply: label("Reply label"),
    replyValue: label("Reply time"),
    phone: label("Phone label"),
    email: label("E-mail label"),
  }),
  contactButton: label("Contact button"),
  reachHeading: text("Reach us heading"),
  scamsNote: multiline("Scam warning", 300),
  scamsLink: text("Scam warning link text"),
  reachIntro: multiline("Reach us introduction", 400),
  cards: group("Ways to reach us", {
    visit: group("Visit", {
      title: label("Title"),
      mapsLink: label("Map link text"),
      regionLine: slotted("Address: town and region", ["city", "region"], LIMITS.short),
    }),
    call: group("Call", { title: label("Title") }),
    email: group("E-mail", { title: label("Title"), body: multiline("Text", 300) }),
    hours: group("Hours", {
      title: label("Title"),
      range: label("Hours"),
      days: label("Days"),
      body: multiline("Text", 300),
    }),
  }),
  faqEyebrow: label("FAQ eyebrow"),
  faqHeading: text("FAQ heading"),
  faqIntro: multiline("FAQ introduction", 400),
  stillNeedHelp: group("Still need help", {
    heading: text("Heading"),
    body: multiline("Text", 400),
    primary: label("Main button"),
    secondary: label("Second button"),
  }),
});
