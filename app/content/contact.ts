import { site } from "../config/site.ts";

export { businessHoursText, formatHour, hoursRange, hoursText } from "./hours.ts";

export { CONTACT_FORM_ID } from "./anchors.ts";

export const contactCopy = {
  eyebrow: "Contact us",
  title: "Talk to the team behind your payments",
  intro: `Questions about pricing, an integration or a payment that went wrong? Our sales and support teams in ${site.address.city} read every message and reply within one working day.`,
  glanceTitle: `Our team in ${site.address.city}`,
  glance: {
    office: "Office",
    officeValue: `${site.address.street}, ${site.address.area}`,
    hours: "Working hours",
    reply: "Reply to messages",
    replyValue: "Within one working day",
    phone: "Sales & support line",
  },
  scrollButton: "Send us a message",
  callButton: `Call ${site.phones.office.display}`,
  cardsHeading: "Ways to reach us",
  cards: {
    visit: {
      title: "Visit our office",
      body: "Meetings at our office are by appointment, so that the right person is there to meet you.",
      mapsLink: "Open in maps",
      regionLine: "%city%, %region% Region",
    },
    call: {
      title: "Call us",
      body: "Office line for partnerships and general enquiries; the sales and support line for merchants and customers.",
    },
    email: {
      title: "Email us",
      body: "Write to support about a transaction or an integration, or to sales about a new account.",
      supportLabel: "Support",
      salesLabel: "Sales",
    },
  },
  form: {
    eyebrow: "Write to us",
    heading: "Send us a message",
    intro:
      "Tell us what you need and how to reach you. A member of our team reads every message and replies within one working day.",
    nextStepsTitle: "What happens next",
    nextSteps: [
      `Your message goes straight to our team in ${site.address.city}; nothing is sent to third-party marketing tools.`,
      "The right person (sales, support or partnerships) replies within one working day.",
      "For a failed payment, include the transaction reference and the phone number or account used, so we can trace it quickly.",
    ],
    urgent: "Payment stuck or urgent?",
    urgentBody: "Call our support line during working hours:",
  },
} as const;
