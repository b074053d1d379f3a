import { z } from "zod";
import { group, heroFields, LIMITS, list, multiline, slotted, text } from "./fields.ts";

const label = (name: string) => text(name, LIMITS.short);

/** The Contact us page (docs/requirements.md §2.13); its form's labels: schemas/forms.ts. */
export const contactPageSchema = z.strictObject({
  ...heroFields,
  glanceTitle: label("At a glance title"),
  glance: group("At a glance", {
    office: label("Office label"),
    officeValue: text("Office"),
    hours: label("Hours label"),
    reply: label("Reply label"),
    replyValue: label("Reply time"),
    phone: label("Phone label"),
  }),
  scrollButton: label("Message button"),
  callButton: label("Call button"),
  cardsHeading: text("Ways to reach us heading"),
  cards: group("Ways to reach us", {
    visit: group("Visit", {
      title: label("Title"),
      body: multiline("Text", 300),
      mapsLink: label("Map link text"),
      regionLine: slotted("Address: town and region", ["city", "region"], LIMITS.short),
    }),
    call: group("Call", { title: label("Title"), body: multiline("Text", 300) }),
    email: group("E-mail", {
      title: label("Title"),
      body: multiline("Text", 300),
      supportLabel: label("Support label"),
      salesLabel: label("Sales label"),
    }),
  }),
  form: group("Message form", {
    eyebrow: label("Eyebrow"),
    heading: text("Heading"),
    intro: multiline("Introduction", 400),
    nextStepsTitle: text("Next steps title"),
    nextSteps: list("Next steps", multiline("Step", 300), { min: 1, max: 6 }),
    urgent: text("Urgent heading"),
    urgentBody: multiline("Urgent text", 300),
  }),
});
