import { docsUrl } from "#app/config/site.ts";
import type { StandardService } from "./types.ts";

export const directDebit: StandardService = {
  kind: "standard",
  path: "/services/direct-debit",
  name: "Direct Debit",
  icon: "direct-debit",
  hero: {
    title: "Recurring payments that collect themselves",
    intro:
      "Collect insurance premiums, loan repayments, pension contributions and subscriptions automatically, from mobile money wallets and bank accounts, with the customer's approved mandate.",
  },
  panel: {
    title: "Active mandates",
    caption: "Next run: 25th",
    rows: [
      { label: "Micro-insurance premium", detail: "Monthly", value: "GH₵ 35.00", status: "Active" },
      { label: "Group loan repayment", detail: "Weekly", value: "GH₵ 150.00", status: "Active" },
      { label: "Pension contribution", detail: "Monthly", value: "GH₵ 420.00", status: "Pending" },
    ],
  },
  overview: {
    title: "What Direct Debit does",
    paragraphs: [
      "Direct Debit turns a customer's one-time approval into a schedule of payments. The customer sets up a mandate once, confirming the amount, the frequency and the end date, and each payment is then collected on the due date without a reminder or a queue.",
      "You keep control of every mandate: pause it, change the amount with the customer's consent, or cancel it. The customer can always see and stop a mandate, which is why they are comfortable giving one.",
    ],
    highlights: [
      "Mandates on mobile money wallets and bank accounts",
      "Daily, weekly, monthly or custom schedules",
      "Automatic retries for failed collections",
      "Customer-approved, cancellable at any time",
    ],
  },
  benefits: [
    {
      icon: "clock",
      title: "Paid on the due date",
      body: "Repayments and premiums arrive on time, which reduces arrears and the cost of chasing them.",
    },
    {
      icon: "security",
      title: "Consent built in",
      body: "Every mandate is approved by the customer with their PIN and recorded with a full audit trail.",
    },
    {
      icon: "reconcile",
      title: "Smart retries",
      body: "If a wallet is short on the due date, we retry on the schedule you choose instead of failing the instalment.",
    },
    {
      icon: "reports",
      title: "A clear collections view",
      body: "See upcoming, collected and failed instalments per customer and per product in one report.",
    },
  ],
  steps: [
    {
      title: "Create the mandate",
      body: "Set the amount, frequency and dates from your system or the dashboard.",
    },
    {
      title: "The customer approves it",
      body: "They confirm the mandate on their phone or by their bank's authorisation, once.",
    },
    {
      title: "We collect on schedule",
      body: "Each instalment is collected on its due date and retried if needed.",
    },
    {
      title: "You receive every result",
      body: "Webhooks and daily reports tell you which instalments succeeded, so your ledger stays current.",
    },
  ],
  docs: { label: "Direct Debit API documentation", href: docsUrl("payment"), external: true },
  closing: {
    title: "Stop chasing repayments",
    body: "Talk to our team about moving your premiums, loans or subscriptions to direct debit mandates.",
  },
};
