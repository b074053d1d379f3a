import { site } from "#app/config/site.ts";
import type { ProductEntry } from "./types.ts";

export const pensions: ProductEntry = {
  path: "/products/pensions-management-system",
  name: "Pension Management System",
  icon: "pensions",
  hero: {
    title: "Run every pension scheme from one system",
    intro:
      "Member records, employer contributions, reconciliation, statements and benefit payments for Ghanaian trustees, fund managers and administrators, with mobile money and bank payments built in.",
  },
  demo: { label: "Request a Demo", to: "/schedule-pension-management-demo" },
  panel: {
    title: "Contribution schedule · March",
    caption: "Tier 2 and Tier 3",
    rows: [
      {
        label: "Employer schedules received",
        detail: "412 of 430",
        value: "96%",
        status: "Pending",
      },
      {
        label: "Contributions reconciled",
        detail: "GH₵ 3.18m",
        value: "98%",
        status: "Successful",
      },
      { label: "Benefit payments", detail: "57 members", value: "GH₵ 864,200", status: "Sent" },
    ],
  },
  problem: {
    title: "The problem",
    body: "Many schemes still reconcile contributions from spreadsheets, cheques and bank statements sent by hundreds of employers, and members wait weeks for a statement or a benefit.",
    points: [
      "Employer schedules arrive late, in different formats",
      "Unmatched contributions sit in suspense accounts",
      "Members cannot see their balances without calling",
      "Reporting to the regulator takes days of manual work",
    ],
  },
  solution: {
    title: "How we solve it",
    body: `The ${site.name} pension management system takes schedules and payments through one portal, matches them to members automatically and keeps every record ready for trustees, auditors and the regulator.`,
    points: [
      "Employers upload schedules and pay by bank or mobile money",
      "Contributions are matched to members as they arrive",
      "Members check balances by web, app or USSD",
      "Regulatory and trustee reports at the click of a button",
    ],
  },
  features: {
    title: "Features",
    intro: "Everything a scheme administrator needs, from enrolment to benefit payment.",
    items: [
      {
        title: "Member management",
        body: "Enrolment, beneficiaries, employment history and KYC documents in one record.",
      },
      {
        title: "Employer portal",
        body: "Employers submit monthly schedules, correct errors and download receipts online.",
      },
      {
        title: "Contribution collection",
        body: "Accept contributions by bank transfer, direct debit or mobile money.",
      },
      {
        title: "Automatic reconciliation",
        body: "Payments are matched to schedules and members, with exceptions flagged.",
      },
      {
        title: "Member self-service",
        body: "Statements and balances on the web and by USSD for members without smartphones.",
      },
      {
        title: "Benefit payments",
        body: "Calculate and pay lump sums and withdrawals to bank accounts or wallets.",
      },
      {
        title: "Unit pricing and fund accounting",
        body: "Daily unit prices and allocation across funds.",
      },
      {
        title: "Regulatory reporting",
        body: "Reports prepared in the formats trustees and the regulator expect.",
      },
    ],
  },
  audience: {
    title: "Who it is for",
    intro: "Built with the people who run occupational and personal pension schemes in Ghana.",
    items: [
      {
        icon: "pensions",
        title: "Corporate trustees",
        body: "Oversee several schemes with one view of contributions and members.",
      },
      {
        icon: "reports",
        title: "Fund managers and custodians",
        body: "Receive clean, reconciled data on every contribution.",
      },
      {
        icon: "users",
        title: "Scheme administrators",
        body: "Replace spreadsheets with one system of record.",
      },
      {
        icon: "banking",
        title: "Employers",
        body: "Submit schedules and pay contributions without paperwork.",
      },
    ],
  },
  closing: {
    title: "See the pension management system in action",
    body: "Book a demo with our pensions team and bring your toughest reconciliation question.",
  },
};
