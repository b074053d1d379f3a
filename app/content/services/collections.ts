import { docsUrl, site } from "#app/config/site.ts";
import type { StandardService } from "./types.ts";

export const collections: StandardService = {
  kind: "standard",
  path: "/services/collections",
  name: "Collections",
  icon: "collections",
  hero: {
    title: "Get paid on every network, card and bank",
    intro:
      "Accept payments from MTN MoMo, Telecel Cash and AT Money wallets, Ghanaian bank cards and bank accounts, and see every cedi arrive in real time.",
  },
  panel: {
    title: "Incoming payments",
    caption: "Live feed",
    rows: [
      { label: "MTN MoMo", detail: "024 ••• 4567", value: "GH₵ 120.00", status: "Successful" },
      { label: "Telecel Cash", detail: "020 ••• 8812", value: "GH₵ 75.50", status: "Successful" },
      { label: "Visa card", detail: "•••• 4021", value: "GH₵ 640.00", status: "Pending" },
    ],
  },
  overview: {
    title: "What Collections does",
    paragraphs: [
      "Collections lets your customers pay you the way they already pay: a mobile money prompt on their phone, a card on your website, or a transfer from their bank. You integrate once and receive money from all of them.",
      `Each payment is confirmed the moment the network approves it, matched to your own reference, and settled to your bank account. Your finance team sees the same picture in the ${site.name} dashboard that your systems receive through the API.`,
    ],
    highlights: [
      "MTN MoMo, Telecel Cash and AT Money",
      "Visa, Mastercard and GhIPSS gh-link cards",
      "Bank transfers through GhIPSS",
      "Settlement to any bank account in Ghana",
    ],
  },
  benefits: [
    {
      icon: "speed",
      title: "Instant confirmation",
      body: "Know within seconds that a payment succeeded, so you can release goods, activate a policy or print a receipt straight away.",
    },
    {
      icon: "reconcile",
      title: "Automatic reconciliation",
      body: "Every payment carries your invoice or account number, so your books match the bank statement without spreadsheets.",
    },
    {
      icon: "phone",
      title: "Works on any phone",
      body: "Customers approve mobile money prompts on smartphones and feature phones alike; no app to download.",
    },
    {
      icon: "reports",
      title: "Reports finance teams trust",
      body: "Daily settlement reports, downloadable statements and a full audit trail for every transaction.",
    },
  ],
  steps: [
    {
      title: "Your customer chooses how to pay",
      body: "Mobile money, card or bank, on your website, app, USSD menu or at the counter.",
    },
    {
      title: "We route the request",
      body: "The payment goes to the right network or bank, and the customer approves it with their PIN.",
    },
    {
      title: "You are notified instantly",
      body: "A webhook and a dashboard update confirm the payment with your own reference attached.",
    },
    {
      title: "Money settles to your bank",
      body: "Collected funds are settled to your nominated bank account on the agreed schedule.",
    },
  ],
  docs: { label: "Collections API documentation", href: docsUrl("payment"), external: true },
  closing: {
    title: "Start collecting payments on every network",
    body: "Tell us how your customers pay today and we will show you the quickest way to accept mobile money, cards and bank transfers.",
  },
};
