import { docsUrl } from "#app/config/site.ts";
import type { StandardService } from "./types.ts";

export const sms: StandardService = {
  kind: "standard",
  path: "/services/sms",
  name: "SMS",
  icon: "sms",
  hero: {
    title: "Messages that reach every phone in Ghana",
    intro:
      "Send payment receipts, one-time passcodes, reminders and customer notices by SMS to every network, under your own sender name, with a delivery report for each message.",
  },
  panel: {
    title: "Messages",
    caption: "Sender ID: ADOMPHARM",
    rows: [
      { label: "Payment receipt", detail: "To 024 ••• 4567", value: "1 part", status: "Delivered" },
      {
        label: "One-time passcode",
        detail: "To 020 ••• 8812",
        value: "1 part",
        status: "Delivered",
      },
      { label: "Fees reminder", detail: "2,380 parents", value: "2 parts", status: "Sent" },
    ],
  },
  overview: {
    title: "What SMS does",
    paragraphs: [
      "SMS is still the one channel every customer has, on every phone, without data. Our SMS service sends transactional messages, such as receipts and passcodes, in seconds, and bulk messages, such as reminders and notices, to thousands of recipients at once.",
      "Messages go out under a registered sender ID with your business name, and each one comes back with a delivery status, so you know who received it.",
    ],
    highlights: [
      "Transactional and bulk messaging",
      "Registered sender IDs with your name",
      "Delivery reports per message",
      "API, dashboard and CSV uploads",
    ],
  },
  benefits: [
    {
      icon: "speed",
      title: "Fast passcodes",
      body: "One-time passcodes are prioritised so customers are not left waiting at login or checkout.",
    },
    {
      icon: "phone",
      title: "Every handset",
      body: "Feature phones, smartphones and every Ghanaian network, with no app or data bundle needed.",
    },
    {
      icon: "reports",
      title: "Know what was delivered",
      body: "Delivery reports and searchable logs for every message you send.",
    },
    {
      icon: "wallet",
      title: "Pay as you send",
      body: "Prepaid credit with clear per-message pricing and no monthly minimum.",
    },
  ],
  steps: [
    {
      title: "Register your sender ID",
      body: "We submit your business name for approval on every network.",
    },
    {
      title: "Connect or upload",
      body: "Send through the API, or upload a contact list in the dashboard.",
    },
    {
      title: "Messages are delivered",
      body: "We route each message over the best available connection.",
    },
    {
      title: "Track delivery",
      body: "See delivery reports in real time, by webhook or in the dashboard.",
    },
  ],
  docs: { label: "SMS API documentation", href: docsUrl("payment"), external: true },
  closing: {
    title: "Keep your customers informed",
    body: "Tell us what you need to send and how often, and we will set up your sender ID and pricing.",
  },
};
