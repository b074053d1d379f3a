import { docsUrl, site } from "../config/site.ts";
import { hoursText } from "./hours.ts";
import type { GetStartedAction, GetStartedPath } from "./schemas/get-started.ts";

export type { GetStartedAction, GetStartedPath };

export const getStartedCopy = {
  eyebrow: "Get started",
  title: `Start moving money with ${site.name}`,
  intro:
    "Tell us who you are and we'll show you the quickest way in: accept payments as a merchant, build on our APIs as a developer, or see our systems for banks, pension schemes and schools.",
  pathsHeading: "Choose where to start",
  stepsTitle: "How merchants go live",
  steps: [
    {
      title: "Tell us about your business",
      body: "What you sell, how customers pay you today and the volumes you expect.",
    },
    {
      title: "Verify your business",
      body: "Send your registration documents, Ghana Cards and settlement account details.",
    },
    {
      title: "Integrate or use our tools",
      body: "Connect our API, or start at once with payment links and web checkout.",
    },
    {
      title: "Go live",
      body: "Accept payments on every network and receive settlement in your bank account.",
    },
  ],
  helpHeading: "Not sure which fits?",
  helpBody: `Call us on ${site.phones.office.display} (${hoursText(site.hours)}) or send us a message, and we'll point you in the right direction.`,
  helpButton: "Contact us",
};

export const getStartedPaths: GetStartedPath[] = [
  {
    id: "merchants",
    audience: "For merchants",
    title: "Accept payments in your business",
    body: "Shops, online stores, schools, churches and service businesses: get paid by mobile money, card and bank, and receive settlement in your bank account.",
    points: [
      "Every mobile money network, cards and bank transfers",
      "Web checkout, payment links, USSD and request to pay",
      "Daily settlement and one report to reconcile",
    ],
    primary: { label: "Start merchant onboarding", to: "/merchant-onboarding" },
    secondary: { label: "Contact Sales", to: "/contact-us" },
  },
  {
    id: "developers",
    audience: "For developers",
    title: "Integrate our payment APIs",
    body: "One REST API for collections, payouts, direct debit, request to pay, SMS and USSD, with a sandbox, webhooks and clear error codes.",
    points: [
      "Sandbox keys to test every flow end to end",
      "Webhooks for every status change",
      "Guides and a full API reference",
    ],
    primary: { label: "Read the API docs", to: docsUrl("home"), external: true },
    secondary: { label: "Payment API reference", to: docsUrl("payment"), external: true },
  },
  {
    id: "institutions",
    audience: "For institutions",
    title: "Run your institution on our systems",
    body: "Rural and community banks, pension trustees and administrators, schools and savings-group programmes: see our software running on our payment rails.",
    points: [
      "Core banking for rural banks and microfinance institutions",
      "Pension administration and school billing",
      "ASLAN for savings groups and digital lending",
    ],
    primary: { label: "Request a demo", to: "/request-vas-demo" },
    secondary: { label: "Explore value added services", to: "/services/value-added-services" },
  },
];
