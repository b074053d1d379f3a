import { site } from "../config/site.ts";
import { hoursText } from "./hours.ts";
import { pagePathOf } from "./page-path.ts";
import type { PageMeta } from "./schemas/page-meta.ts";

export { pagePathOf };

export type { PageMeta };

/**
 * The route table of docs/requirements.md §2.1 with each page's title and description. The prerender
 * list, the sitemap, the meta tags and the route tests all read this one list.
 */
export const pages = [
  {
    path: "/",
    name: "Home",
    title: `${site.name} – ${site.tagline} | Payments for Ghanaian businesses`,
    description:
      "Collect, pay out and reconcile money across mobile money, cards and banks in Ghana with one licensed payment partner.",
  },
  {
    path: "/about-us",
    name: "About us",
    title: `About ${site.name} – Our story, leadership and team`,
    description: `Meet the Accra team behind ${site.name}: a Bank of Ghana licensed payment service provider building payment rails for businesses since 2016.`,
  },
  {
    path: "/services/payment-services",
    name: "Payment Services",
    title: "Payment Services – Collections, payouts, USSD and more",
    description:
      "Ten payment services for Ghanaian businesses: collections, bulk pay, direct debit, utilities, payouts, USSD, web checkout, SMS, request to pay and remittance.",
  },
  {
    path: "/services/value-added-services",
    name: "Value Added Services",
    title: "Value Added Services – Pensions, banking, ASLAN, school billing",
    description: `Software for pension administrators, rural and community banks, savings groups and schools, built on ${site.name}'s payment rails.`,
  },
  {
    path: "/services/e-commerce",
    name: "E-commerce",
    title: "E-commerce – Online shop, lifestyle and community billing",
    description: `Sell online and bill communities with ${site.name}'s e-commerce platforms, with mobile money and card payments built in.`,
  },
  {
    path: "/services/collections",
    name: "Collections",
    title: "Collections – Accept mobile money, cards and bank payments",
    description:
      "Receive payments from every mobile money network, Ghanaian bank card and bank account, with real-time notifications and daily settlement.",
  },
  {
    path: "/services/direct-debit",
    name: "Direct Debit",
    title: "Direct Debit – Recurring payments on mandate",
    description:
      "Collect premiums, loan repayments and subscriptions automatically with customer-approved direct debit mandates on mobile money and bank accounts.",
  },
  {
    path: "/services/payouts",
    name: "Payouts",
    title: "Payouts – Send money to wallets and bank accounts",
    description:
      "Pay suppliers, agents and customers instantly to any mobile money wallet or Ghanaian bank account through one API.",
  },
  {
    path: "/services/web-checkout",
    name: "Web Checkout",
    title: "Web Checkout – A hosted payment page for your website",
    description:
      "Add a secure, mobile-first checkout to your website or app that accepts mobile money and cards in minutes.",
  },
  {
    path: "/services/request-to-pay",
    name: "Request to Pay",
    title: "Request to Pay – Send payment requests customers approve",
    description:
      "Send a payment request to a customer's phone and get paid when they approve it, with no card details and no cash.",
  },
  {
    path: "/bulk-pay",
    name: "Bulk Pay",
    title: "Bulk Pay – Salaries and mass payments from one file",
    description:
      "Pay hundreds of staff, agents or beneficiaries at once from a single upload, to mobile money wallets and bank accounts.",
  },
  {
    path: "/services/utilities",
    name: "Utilities",
    title: "Utilities – Airtime, electricity, water, subscriptions and data",
    description:
      "Let your customers buy airtime and data and pay electricity, water and TV subscriptions through your own channels.",
  },
  {
    path: "/services/sms",
    name: "SMS",
    title: "SMS – Transactional and bulk messaging",
    description:
      "Send payment receipts, one-time codes and customer notices by SMS to every Ghanaian network, with delivery reports.",
  },
  {
    path: "/services/ussd",
    name: "USSD",
    title: "USSD – Reach every phone, with or without data",
    description:
      "Build USSD menus for payments, balance checks and registrations that work on any handset on every network in Ghana.",
  },
  {
    path: "/services/remittance",
    name: "Remittance",
    title: "Remittance – Inbound transfers to wallets and banks",
    description: `Partner with ${site.name} to deliver inbound remittances straight to mobile money wallets and bank accounts across Ghana.`,
  },
  {
    path: "/help-center",
    name: "Help Center",
    title: "Help Center – FAQ, support hours and contacts",
    description: `Find answers to common questions about ${site.name}, our support hours and every way to reach our team in Accra.`,
  },
  {
    path: "/products/pensions-management-system",
    name: "Pension Management System",
    title: "Pension Management System – Contributions to benefits",
    description:
      "A pension administration system for Ghanaian trustees and fund managers: member records, contribution collection, reconciliation and benefit payments.",
  },
  {
    path: "/products/banking",
    name: "Core Banking System",
    title: "Core Banking System for rural and community banks",
    description:
      "A cloud core banking system for rural banks, savings and loans companies and microfinance institutions, connected to mobile money from day one.",
  },
  {
    path: "/products/aslan",
    name: "ASLAN",
    title: "ASLAN – Digital savings groups and lending",
    description:
      "ASLAN digitises savings groups and village savings and loan associations: group savings, group loans, wallets, credit scoring and direct debit.",
  },
  {
    path: "/products/school-billing",
    name: "School Billing",
    title: "School Billing and Payments – Fees without the queues",
    description:
      "Bill school fees, collect them by mobile money, card or bank, and reconcile every payment to the right student automatically.",
  },
  {
    path: "/case-study",
    name: "Case study",
    title: "Case study – A rural bank moves repayments and savings to mobile money",
    description: `How a rural bank in the Ashanti Region moved its customers' loan repayments and savings to mobile money with ${site.name}.`,
  },
  {
    path: "/contact-us",
    name: "Contact us",
    title: `Contact us – Sales, support and our ${site.address.city} office`,
    description: `Call, e-mail or visit ${site.name} in ${site.address.city}, or send us a message. We answer ${hoursText(site.hours)}.`,
  },
  {
    path: "/schedule-aslan-demo",
    name: "ASLAN demo",
    title: "Schedule an ASLAN demo",
    description: "Book a guided demo of ASLAN, the digital savings-group and lending platform.",
  },
  {
    path: "/request-vas-demo",
    name: "Value added services demo",
    title: "Request a value added services demo",
    description: `Book a demo of ${site.name}'s value added services: pensions, core banking, ASLAN, school billing and USSD.`,
  },
  {
    path: "/schedule-pension-management-demo",
    name: "Pension management demo",
    title: "Schedule a pension management system demo",
    description: `See how trustees and fund managers run contributions, reconciliation and benefits on the ${site.name} pension management system.`,
  },
  {
    path: "/schedule-school-billing-demo",
    name: "School billing demo",
    title: "Schedule a school billing demo",
    description: `See how schools bill fees and reconcile mobile money, card and bank payments with ${site.name} school billing.`,
  },
  {
    path: "/schedule-banking-demo",
    name: "Core banking demo",
    title: "Schedule a core banking system demo",
    description: `Book a walkthrough of the ${site.name} core banking system for rural banks, savings and loans companies and microfinance institutions.`,
  },
  {
    path: "/terms-and-conditions",
    name: "Terms and Conditions",
    title: "Terms and Conditions and Privacy Policy",
    description: `The terms that govern the use of the ${site.name} website and services, and how we collect, use and protect personal data.`,
  },
  {
    path: "/careers",
    name: "Careers",
    title: "Careers – Build the payment rails Ghana runs on",
    description: `Join the ${site.name} team in Accra: why people work with us, our open positions and how to apply.`,
  },
  {
    path: "/security",
    name: "Security",
    title: "Security and data protection – Trust centre",
    description: `How ${site.name} protects card and customer data (PCI DSS, ISO/IEC 27001), who regulates us, how to reach our data-protection officer and how to report a vulnerability.`,
  },
  {
    path: "/official-channels",
    name: "Official channels",
    title: "Official channels – Our websites, numbers and accounts, and how to report a scam",
    description: `The only websites, phone numbers, e-mail addresses and social accounts of ${site.name}, what we will never ask you for, and how to report a scam.`,
  },
  {
    path: "/articles",
    name: "Articles",
    title: "Articles – Payments know-how for Ghanaian businesses",
    description: `Practical articles from the ${site.name} team on mobile money, direct debit, USSD and getting paid in Ghana, newest first.`,
  },
  {
    path: "/get-started",
    name: "Get started",
    title: "Get started – Accept payments, integrate or book a demo",
    description:
      "Start accepting payments, integrate our APIs or book a demo: choose the path that fits your business or institution.",
  },
  {
    path: "/merchant-onboarding",
    name: "Merchant onboarding",
    title: "Merchant onboarding – Coming soon",
    description:
      "Our online merchant onboarding is almost here. Talk to sales to get your business accepting payments today.",
  },
  {
    path: "/refund-and-chargeback-policy",
    name: "Refund and Chargeback Policy",
    title: "Refund and Chargeback Policy",
    description: `How refunds and chargebacks are requested, investigated and paid for transactions processed by ${site.name}.`,
  },
  {
    path: "/merchant-onboarding-policy",
    name: "Merchant Onboarding Policy",
    title: "Merchant Onboarding Policy",
    description: `The due-diligence, documentation and risk checks every merchant completes before processing payments with ${site.name}.`,
  },
  {
    path: "/return-and-delivery-policy",
    name: "Return and Delivery Policy",
    title: "Return and Delivery Policy",
    description: `What merchants on ${site.name} must tell customers about delivery, returns and refunds of goods and services.`,
  },
  {
    path: "/cancellation-policy",
    name: "Cancellation Policy",
    title: "Cancellation Policy",
    description: `How customers cancel orders and subscriptions paid through ${site.name}, and how merchants must acknowledge and refund them.`,
  },
] as const satisfies readonly PageMeta[];

export type PagePath = (typeof pages)[number]["path"];

const byPath = new Map<string, PageMeta>(pages.map((p) => [p.path, p]));

export function pageMeta(path: PagePath): PageMeta {
  const meta = byPath.get(path);
  if (!meta) throw new Error(`No page meta for ${path}`);
  return meta;
}

/** The title, description and name of the page a location is on. */
export function pageAt(pathname: string): PageMeta {
  return pageMeta(pagePathOf(pathname) as PagePath);
}

export const notFoundMeta = {
  title: "Page not found",
  description: "The page you were looking for could not be found.",
};
