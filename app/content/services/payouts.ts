import type { StandardService } from "./types.ts";

export const payouts: StandardService = {
  kind: "standard",
  path: "/services/payouts",
  name: "Payouts",
  icon: "payouts",
  hero: {
    title: "Send money to any wallet or bank account in seconds",
    intro:
      "Pay suppliers, agents, claims and customer refunds to MTN MoMo, Telecel Cash and AT Money wallets or any Ghanaian bank account, through one API or the dashboard.",
  },
  panel: {
    title: "Recent payouts",
    caption: "Float: GH₵ 182,400.00",
    rows: [
      {
        label: "Agent commission",
        detail: "AT Money",
        value: "GH₵ 310.00",
        status: "Successful",
      },
      {
        label: "Supplier invoice",
        detail: "GCB account",
        value: "GH₵ 12,500.00",
        status: "Successful",
      },
      { label: "Claim settlement", detail: "MTN MoMo", value: "GH₵ 1,800.00", status: "Pending" },
    ],
  },
  overview: {
    title: "What Payouts does",
    paragraphs: [
      "Payouts moves money from your business to the people you owe, wherever they keep it. Fund a payout balance once, then send individual transfers instantly from your own system or the dashboard.",
      "Before money leaves, we check that the wallet or account exists and show you the registered name, so you can stop a transfer to the wrong person. Every payout has a status you can follow and a reference your finance team can reconcile.",
    ],
    highlights: [
      "Transfers to all three mobile money networks",
      "Bank transfers to every GhIPSS member bank",
      "Name checks before the money moves",
      "Approval rules for large amounts",
    ],
  },
  benefits: [
    {
      icon: "speed",
      title: "Instant to wallets",
      body: "Mobile money payouts usually arrive within seconds, any day of the week.",
    },
    {
      icon: "verify",
      title: "Pay the right person",
      body: "Account name lookup before each transfer cuts errors and reversals.",
    },
    {
      icon: "security",
      title: "Controls you set",
      body: "Maker-checker approvals, limits per user and IP allow-lists keep your balance safe.",
    },
    {
      icon: "reports",
      title: "Full traceability",
      body: "Statuses, receipts and statements for every transfer, ready for your auditors.",
    },
  ],
  steps: [
    {
      title: "Fund your balance",
      body: "Top up your payout balance by bank transfer or mobile money.",
    },
    {
      title: "Send the payout",
      body: "Call the API or enter the transfer in the dashboard; we verify the recipient's name.",
    },
    {
      title: "We deliver it",
      body: "The transfer is routed to the recipient's network or bank and credited.",
    },
    {
      title: "Reconcile automatically",
      body: "You get the final status by webhook, with fees and references itemised.",
    },
  ],
  docs: { label: "Payouts API documentation", href: "/payouts/payouts-api", external: true },
  closing: {
    title: "Pay everyone you owe from one place",
    body: "Tell us who you pay and how often, and we will set up payouts that fit your approval process.",
  },
};
