import { site } from "#app/config/site.ts";
import type { ProductEntry } from "./types.ts";

export const banking: ProductEntry = {
  path: "/products/banking",
  name: "Core Banking System",
  icon: "banking",
  hero: {
    title: "A modern core banking system for community finance",
    intro:
      "A cloud core banking system for rural and community banks, savings and loans companies and microfinance institutions, connected to mobile money and GhIPSS from day one.",
  },
  demo: { label: "Request a Demo", to: "/schedule-banking-demo" },
  panel: {
    title: "Branch dashboard · Ejisu",
    caption: "End of day",
    rows: [
      { label: "Deposits", detail: "318 transactions", value: "GH₵ 412,060", status: "Successful" },
      {
        label: "Loan repayments (MoMo)",
        detail: "204 transactions",
        value: "GH₵ 96,340",
        status: "Successful",
      },
      {
        label: "Loan applications",
        detail: "12 awaiting approval",
        value: "GH₵ 180,000",
        status: "Pending",
      },
    ],
  },
  problem: {
    title: "The problem",
    body: "Smaller banks often run on ageing systems that are expensive to maintain, slow to change and cut off from the mobile money wallets their customers actually use.",
    points: [
      "Branch servers and manual end-of-day processes",
      "Mobile money repayments keyed in by hand",
      "Limited reports for management and the regulator",
      "Every new product needs a costly customisation",
    ],
  },
  solution: {
    title: "How we solve it",
    body: `The ${site.name} core banking system runs in a secure cloud, is configured rather than customised, and connects every account to mobile money, USSD and bank transfers.`,
    points: [
      "No branch servers: every branch works on the same live ledger",
      "Mobile money deposits and repayments post automatically",
      "Products, fees and interest rules configured by your team",
      "Management and prudential reports built in",
    ],
  },
  features: {
    title: "Features",
    intro: "The full set of banking operations, from account opening to month-end.",
    items: [
      {
        title: "Customer and KYC management",
        body: "Ghana Card verification, documents and risk ratings in one profile.",
      },
      {
        title: "Deposits and savings",
        body: "Current, savings, fixed deposit and susu accounts with configurable interest.",
      },
      {
        title: "Loans",
        body: "Origination, approval workflows, disbursement, schedules and arrears management.",
      },
      {
        title: "Mobile money integration",
        body: "Wallet-to-account deposits and repayments posted in real time.",
      },
      {
        title: "Teller and branch operations",
        body: "Tills, vaults, cheques and end-of-day balancing.",
      },
      {
        title: "General ledger",
        body: "Real-time accounting with a chart of accounts you define.",
      },
      {
        title: "Mobile and USSD banking",
        body: "Balances, transfers and repayments for customers on any phone.",
      },
      { title: "Reporting", body: "Management dashboards and regulatory returns." },
    ],
  },
  audience: {
    title: "Who it is for",
    intro: "Designed for the institutions that bank Ghana's towns, markets and farms.",
    items: [
      {
        icon: "banking",
        title: "Rural and community banks",
        body: "Modernise operations without a large IT team.",
      },
      {
        icon: "wallet",
        title: "Savings and loans companies",
        body: "Launch products quickly and serve customers by mobile.",
      },
      {
        icon: "users",
        title: "Microfinance institutions",
        body: "Manage group and individual lending with field officers.",
      },
      {
        icon: "aslan",
        title: "Credit unions",
        body: "Member accounts, shares and loans in one system.",
      },
    ],
  },
  closing: {
    title: "See the core banking system in action",
    body: "Book a walkthrough with our banking team, tailored to the size and products of your institution.",
  },
};
