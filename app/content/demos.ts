import { site } from "../config/site.ts";
import type { DemoEntry } from "./schemas/demo.ts";

/** The five demo request pages (docs/requirements.md §2.14). */
export const demoPaths = [
  "/schedule-pension-management-demo",
  "/schedule-banking-demo",
  "/schedule-school-billing-demo",
  "/schedule-aslan-demo",
  "/request-vas-demo",
] as const;

export type DemoPath = (typeof demoPaths)[number];

export type { DemoEntry };
export type DemoProductId = DemoEntry["product"];

/** What every demo has in common: how it is booked and what follows it. */
export const demoCommon = {
  backTo: { before: "About ", after: "" },
  expectHeading: "What to expect",
  agendaHeading: "Agenda",
  audienceHeading: "Who should attend",
  formHeading: "Request your demo",
  formIntro:
    "Leave your details and a product specialist will contact you within one working day to agree a date and time.",
  formButton: "Go to the form",
  nextHeading: "After the demo",
  next: [
    "A written summary of what we showed and answers to any open questions.",
    "A proposal with pricing and an implementation plan for your institution.",
    "Access to a test environment, if you want your team to try it first.",
  ],
  noCommitment: "Demos are free and carry no obligation.",
  glanceTitle: "Your demo",
  glance: {
    duration: "Duration",
    format: "Format",
    cost: "Cost",
    costValue: "Free, with no obligation",
    scheduling: "Scheduling",
    schedulingValue: "We contact you within one working day",
  },
};

export const demos: Record<DemoPath, DemoEntry> = {
  "/schedule-pension-management-demo": {
    product: "pension-management",
    productPage: { label: "Pension Management System", to: "/products/pensions-management-system" },
    eyebrow: "Pension Management System demo",
    title: "See your scheme run on one system, from contribution to benefit",
    intro: `A guided tour of the ${site.name} Pension Management System for trustees, fund managers and scheme administrators: employer and member records, monthly contribution collection and reconciliation, and benefit payments straight to members' bank accounts and wallets.`,
    duration: "60 minutes",
    format: `Online video call, or at your office in ${site.address.region}`,
    agenda: [
      {
        title: "Your scheme today",
        detail:
          "We listen first: tiers you administer, number of employers and members, current pain points.",
      },
      {
        title: "Employer and member onboarding",
        detail:
          "Bulk member upload, Ghana Card and SSNIT number validation, employer self-service portal.",
      },
      {
        title: "Contributions and reconciliation",
        detail:
          "Contribution schedules, collection by direct debit, mobile money and bank, automatic matching and arrears reports.",
      },
      {
        title: "Benefits and reporting",
        detail:
          "Benefit computation and approvals, payouts to banks and wallets, statements and regulatory returns.",
      },
      { title: "Questions and next steps", detail: "Data migration, timelines and pricing." },
    ],
    audience: ["Scheme administrators and trustees", "Fund managers", "Finance and IT leads"],
  },
  "/schedule-banking-demo": {
    product: "banking",
    productPage: { label: "Core Banking System", to: "/products/banking" },
    eyebrow: "Core Banking System demo",
    title: "A core banking system built for rural and community banks",
    intro: `Walk through the ${site.name} Core Banking System with a product specialist: customer accounts, savings and loan products, teller and field operations, and mobile money connected from the first day, hosted for you and ready for your regulatory reporting.`,
    duration: "60 minutes",
    format: "Online video call, or at your head office",
    agenda: [
      {
        title: "Your bank and your branches",
        detail: "Products you offer, branch and agency network, systems you want to replace.",
      },
      {
        title: "Customers and accounts",
        detail: "KYC with Ghana Card, account opening, savings, fixed deposits and susu products.",
      },
      {
        title: "Loans end to end",
        detail:
          "Origination, approval workflow, disbursement to wallets, repayments by direct debit and arrears tracking.",
      },
      {
        title: "Mobile money and digital channels",
        detail: "Wallet-to-account and account-to-wallet transfers, USSD banking and SMS alerts.",
      },
      {
        title: "Reports and migration",
        detail: "End-of-day, general ledger, prudential returns and how we move your data across.",
      },
    ],
    audience: [
      "General managers and heads of operations",
      "Credit and finance managers",
      "IT officers",
    ],
  },
  "/schedule-school-billing-demo": {
    product: "school-billing",
    productPage: { label: "School Billing", to: "/products/school-billing" },
    eyebrow: "School Billing demo",
    title: "Bill fees, collect them and know who has paid, without the queues",
    intro: `See how schools use ${site.name} School Billing to issue term bills, let parents pay by mobile money, card or bank from anywhere, and reconcile every payment to the right student automatically.`,
    duration: "45 minutes",
    format: "Online video call, or at your school",
    agenda: [
      {
        title: "Your school's fees today",
        detail: "Fee items, classes, payment plans and how payments are recorded now.",
      },
      {
        title: "Setting up a term",
        detail:
          "Students and classes, fee schedules, discounts and scholarships, bills sent by SMS.",
      },
      {
        title: "How parents pay",
        detail:
          "Paying with a student ID by mobile money, USSD, card or bank, with an instant receipt.",
      },
      {
        title: "The bursar's dashboard",
        detail: "Who has paid, who owes, daily settlement and exports for your accountant.",
      },
    ],
    audience: [
      "Heads of school and proprietors",
      "Bursars and accountants",
      "School administrators",
    ],
  },
  "/schedule-aslan-demo": {
    product: "aslan",
    productPage: { label: "ASLAN", to: "/products/aslan" },
    eyebrow: "ASLAN demo",
    title: "Take your savings groups digital with ASLAN",
    intro:
      "ASLAN brings village savings and loan associations and susu groups onto mobile money: group savings and loans, member wallets, credit scoring and direct debit, working online and offline. See it with the people who built it.",
    duration: "45 minutes",
    format: "Online video call, or in person with your field team",
    agenda: [
      {
        title: "Your groups and programmes",
        detail: "How many groups you support, how they save and lend today, where they are.",
      },
      {
        title: "A group meeting on ASLAN",
        detail:
          "Attendance, savings and repayments recorded offline and synced when the phone is back online.",
      },
      {
        title: "Wallets and transfers",
        detail:
          "Wallet-to-account and account-to-wallet transfers, balances, transaction history and status.",
      },
      {
        title: "Lending and credit scoring",
        detail: "Group loans, unsecured lending from savings history, repayments by direct debit.",
      },
      {
        title: "Security and reporting",
        detail: "ID verification, two-factor authentication and programme dashboards for partners.",
      },
    ],
    audience: [
      "NGO and development programme leads",
      "Rural banks and microfinance institutions",
      "Field officers",
    ],
  },
  "/request-vas-demo": {
    product: "value-added",
    productPage: { label: "Value Added Services", to: "/services/value-added-services" },
    eyebrow: "Value added services demo",
    title: "Find the right system for your institution",
    intro: `Not sure which of our value added services fits? Book one conversation about pensions, core banking, ASLAN, school billing or USSD, and we'll show you the parts that matter to your institution, running on ${site.name}'s payment rails.`,
    duration: "45 to 60 minutes",
    format: "Online video call, or at your office",
    agenda: [
      {
        title: "Your institution",
        detail:
          "What you do, who you serve and which processes still run on paper or spreadsheets.",
      },
      {
        title: "The matching products",
        detail: "A focused demo of the systems that fit, not a tour of everything we sell.",
      },
      {
        title: "Payments built in",
        detail: "How collections, payouts, USSD and SMS plug into the system you choose.",
      },
      {
        title: "Implementation and pricing",
        detail: "Timelines, data migration, training and an indicative price.",
      },
    ],
    audience: ["Executives and operations leads", "Finance managers", "IT and digital teams"],
  },
};

export function demoFor(path: string): DemoEntry {
  const entry = demos[path.replace(/\/+$/, "") as DemoPath];
  if (!entry) throw new Error(`No demo page for ${path}`);
  return entry;
}
