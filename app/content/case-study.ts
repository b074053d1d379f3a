import { site } from "../config/site.ts";

/**
 * The case study (docs/requirements.md §2.11). The web page and the downloadable PDF brochure
 * (scripts/make-brochure.ts → public/downloads/) are both made from this module.
 */
export interface CaseStudyPoint {
  title: string;
  body: string;
}

export const caseStudy = {
  eyebrow: "Case study · Rural banking",
  title: "How a rural bank in the Ashanti Region moved loan repayments and savings to mobile money",
  description: `A community-owned rural bank with eleven branches and 46,000 customers replaced cash collections and paper passbooks with mobile money, direct debit and a connected core banking system from ${site.name}. Nine months after the last branch went live, two thirds of loan repayments arrive by mobile money and arrears have almost halved.`,
  factsLabel: "Project at a glance",
  facts: [
    { label: "Client", value: "Rural and community bank, Ashanti Region" },
    { label: "Customers", value: "46,000 across 11 branches" },
    { label: "Services used", value: "Core Banking, Collections, Direct Debit, USSD, SMS" },
    { label: "Roll-out", value: "8 months, from a 2-branch pilot to every branch" },
  ],
  confidentiality:
    "The bank asked us not to publish its name. All figures were provided by the bank and compare the twelve months before the project with the nine months after the last branch went live.",
  highlightsHeading: "Highlights",
  highlights: [
    { value: "68%", label: "of loan repayments now arrive by mobile money, up from none" },
    { value: "7.9%", label: "portfolio at risk over 30 days, down from 14.2%" },
    { value: "Same day", label: "reconciliation of collections, down from three days" },
    { value: "21,400", label: "customers linked a mobile money wallet to their account" },
  ],
  challengesHeading: "The challenge",
  challengesIntro:
    "The bank serves traders in busy markets around Kumasi and farmers in villages up to two hours from the nearest branch. Its business ran on cash carried by people.",
  challenges: [
    {
      title: "Cash carried all day",
      body: "Forty mobile bankers visited markets and villages daily to collect susu deposits and loan repayments in cash, carrying it for hours before banking it. Shortages, disputes and the risk of robbery were constant.",
    },
    {
      title: "Paper and delays",
      body: "Collections were written on paper cards and keyed in at the branch. Posting took up to three days, so customers and loan officers never knew a balance they could trust.",
    },
    {
      title: "Rising arrears",
      body: "Borrowers far from a branch missed repayments when a collector could not reach them, especially in the farming season. Portfolio at risk had climbed to 14.2%.",
    },
    {
      title: "Paying twice for convenience",
      body: "Most customers already used mobile money, but could not pay the bank directly. They withdrew cash at an agent, paying a fee, only to hand it to a collector.",
    },
  ] satisfies CaseStudyPoint[],
  solutionsHeading: "The solution",
  solutionsIntro: `${site.name} connected the bank's new core banking system to every mobile money network through one integration, and redesigned collections around the customer's phone.`,
  solutions: [
    {
      title: "Accounts linked to wallets",
      body: "Every savings and loan account can be linked to the customer's wallet on any network. Customers deposit and repay from a USSD menu in English or Twi, without data or a smartphone.",
    },
    {
      title: "Repayments on mandate",
      body: "Borrowers approve a direct debit mandate once. Repayments are collected on the agreed date, with an SMS reminder two days before and a receipt the moment the money arrives.",
    },
    {
      title: "Real-time posting",
      body: "Each mobile money payment is posted to the right account in the core banking system as it succeeds. Branches see collections live and receive one settlement report a day.",
    },
    {
      title: "Collectors with a phone, not a bag of cash",
      body: "Mobile bankers record the remaining cash collections in an app that works offline and sends customers an SMS receipt, and they spend their visits signing up customers to mobile payments.",
    },
  ] satisfies CaseStudyPoint[],
  benefitsHeading: "The benefits",
  benefits: [
    {
      title: "For customers",
      body: "Saving and repaying from wherever they are, at any hour, with an instant receipt and no trip to the branch or fee paid twice.",
    },
    {
      title: "For the bank",
      body: "Arrears almost halved, cash handled by field staff fell by 61%, and collectors' time moved from counting cash to growing the loan book.",
    },
    {
      title: "For management",
      body: "A same-day view of deposits and repayments across all eleven branches, and monthly returns to the regulator prepared in hours instead of days.",
    },
  ] satisfies CaseStudyPoint[],
  quote: {
    text: "Our mobile bankers used to spend half the day counting cash. Now they spend it finding new customers, and our borrowers repay on time because it is easy.",
    attribution: "General Manager of the bank",
  },
  brochure: {
    label: "Download Project Brochure",
    href: "/downloads/case-study-ashanti-rural-bank.pdf",
    fileName: "case-study-ashanti-rural-bank.pdf",
    /** Kept honest by a unit test against the file in public/downloads. */
    format: "PDF",
    pages: 2,
    pagesUnit: "pages",
    /** Size of the generated file in KB; re-read it after running the script. */
    sizeKb: 58,
    sizeUnit: "KB",
  },
  cta: {
    heading: "Running a bank, a scheme or a school on cash?",
    body: "We can show you how it would work for your institution, with your products and your customers.",
    primary: { label: "Request a demo", to: "/request-vas-demo" },
    secondary: { label: "Contact sales", to: "/contact-us" },
  },
} as const;
