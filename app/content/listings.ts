import { docsUrl, site } from "../config/site.ts";
import type { Listing } from "./schemas/listing.ts";

/** The three listing pages (docs/requirements.md §2.8). */
export const listingPaths = [
  "/services/payment-services",
  "/services/value-added-services",
  "/services/e-commerce",
] as const;

export type ListingPath = (typeof listingPaths)[number];

export type { Listing };
export type ListingCard = Listing["cards"][number];
export type CardLink = ListingCard["link"];
export type ListingAction = Listing["closing"]["action"];

const contactSales: ListingAction = { label: "Contact Sales", to: "/contact-us" };

export const listings: Record<ListingPath, Listing> = {
  "/services/payment-services": {
    path: "/services/payment-services",
    eyebrow: "Payment Services",
    title: "Every way to move money, through one partner",
    intro: `Collect, pay out, bill and message across mobile money, cards and banks. Ten services on one licensed platform, one contract and one ${site.name} dashboard.`,
    actions: [contactSales, { label: "Get Started", to: "/get-started" }],
    sectionTitle: "Choose a payment service",
    sectionIntro:
      "Start with one and add the others when you need them: they share one integration.",
    cards: [
      {
        title: "Collections",
        description: "Accept mobile money, cards and bank transfers, confirmed in real time.",
        icon: "collections",
        link: { kind: "internal", to: "/services/collections" },
      },
      {
        title: "Bulk Pay",
        description:
          "Pay salaries, allowances and commissions to hundreds of people from one file.",
        icon: "bulk-pay",
        link: { kind: "internal", to: "/bulk-pay" },
      },
      {
        title: "Direct Debit",
        description: "Collect premiums, repayments and subscriptions automatically on mandate.",
        icon: "direct-debit",
        link: { kind: "internal", to: "/services/direct-debit" },
      },
      {
        title: "Utilities",
        description: "Airtime, data, electricity, water and TV subscriptions in your own channel.",
        icon: "utilities",
        link: { kind: "internal", to: "/services/utilities" },
      },
      {
        title: "Payouts",
        description: "Send money to any wallet or bank account in Ghana in seconds.",
        icon: "payouts",
        link: { kind: "internal", to: "/services/payouts" },
      },
      {
        title: "USSD",
        description: "Menus that let customers pay and check balances on any phone, without data.",
        icon: "ussd",
        link: { kind: "internal", to: "/services/ussd" },
      },
      {
        title: "Web Checkout",
        description: "A secure, mobile-first payment page for your website or app.",
        icon: "web-checkout",
        link: { kind: "internal", to: "/services/web-checkout" },
      },
      {
        title: "SMS",
        description: "Receipts, passcodes and notices to every network, with delivery reports.",
        icon: "sms",
        link: { kind: "internal", to: "/services/sms" },
      },
      {
        title: "Request to Pay",
        description: "Send payment requests customers approve on their phone with their PIN.",
        icon: "request-to-pay",
        link: { kind: "internal", to: "/services/request-to-pay" },
      },
      {
        title: "Remittance",
        description: "Credit inbound transfers from abroad to wallets and bank accounts.",
        icon: "remittance",
        link: { kind: "internal", to: "/services/remittance" },
      },
    ],
    docsTile: {
      title: "One API for all ten services",
      body: "Collections, payouts, direct debit, USSD and the rest share one authentication, one webhook format and one sandbox.",
      label: "Read the API documentation",
      href: docsUrl("payment"),
    },
    closing: {
      title: "Not sure where to start?",
      body: "Tell us how your customers pay and get paid today. Our sales team will recommend the services, and the order, that make sense for you.",
      action: contactSales,
    },
  },
  "/services/value-added-services": {
    path: "/services/value-added-services",
    eyebrow: "Value Added Services",
    title: "Software for the institutions Ghana relies on",
    intro: `Pension schemes, rural banks, savings groups and schools run on ${site.name} software with payments built in, so money and records never drift apart.`,
    actions: [{ label: "Request a Demo", to: "/request-vas-demo" }, contactSales],
    sectionTitle: "Our value added services",
    sectionIntro:
      "Each product comes with onboarding, training and support from our team in Accra.",
    cards: [
      {
        title: "Pension Management System",
        description:
          "Members, contributions, reconciliation and benefits for trustees and administrators.",
        icon: "pensions",
        link: { kind: "internal", to: "/products/pensions-management-system" },
      },
      {
        title: "Core Banking System",
        description: "A cloud core for rural banks, savings and loans companies and microfinance.",
        icon: "banking",
        link: { kind: "internal", to: "/products/banking" },
      },
      {
        title: "ASLAN",
        description: "Digital savings groups and lending, online, offline and on any phone.",
        icon: "aslan",
        link: { kind: "internal", to: "/products/aslan" },
      },
      {
        title: "School Billing and Payments",
        description: "Bill fees and let parents pay by mobile money, card or bank.",
        icon: "school",
        link: { kind: "internal", to: "/products/school-billing" },
      },
      {
        title: "USSD",
        description: "Short-code menus that bring your services to every phone.",
        icon: "ussd",
        link: { kind: "internal", to: "/services/ussd" },
      },
      {
        title: "Insurance",
        description: "Micro-insurance sold and paid for by mobile money, with partner insurers.",
        icon: "insurance",
        link: { kind: "external", href: site.externalProducts.insurance },
        badge: "COMING SOON",
      },
    ],
    closing: {
      title: "See our software with your own data",
      body: "Book a demo and we will walk through the product with examples from an institution like yours.",
      action: { label: "Request a Demo", to: "/request-vas-demo" },
    },
  },
  "/services/e-commerce": {
    path: "/services/e-commerce",
    eyebrow: "E-commerce",
    title: "Sell, list and bill online, with payments built in",
    intro:
      "Platforms for businesses and communities that want to get paid online by mobile money and card, without building a website from scratch.",
    actions: [contactSales],
    sectionTitle: "Our e-commerce platforms",
    sectionIntro: "Two platforms are live today, and an online shop builder is on its way.",
    cards: [
      {
        title: "Online Shop",
        description: "Set up a store, list your products and take mobile money and card payments.",
        icon: "shop",
        link: { kind: "none" },
        badge: "COMING SOON",
      },
      {
        title: "Lifestyle Platform",
        description: "Discover and book restaurants, events, salons and services, and pay online.",
        icon: "lifestyle",
        link: { kind: "external", href: site.externalProducts.lifestyle },
      },
      {
        title: "Community Billing Platform",
        description:
          "Bill dues, levies and service charges for estates, associations and churches.",
        icon: "community",
        link: { kind: "external", href: site.externalProducts.communityBilling },
      },
    ],
    closing: {
      title: "Want to sell online?",
      body: "Talk to our sales team about the right platform for your business or community.",
      action: contactSales,
    },
  },
};

export function listingFor(path: string): Listing {
  const entry = listings[path.replace(/\/+$/, "") as ListingPath];
  if (!entry) throw new Error(`No listing page for ${path}`);
  return entry;
}

export const listingCopy = {
  comingSoon: "Coming soon",
  learnMore: "Learn more",
  visit: "Visit platform",
};
