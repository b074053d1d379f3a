import { bulkPay } from "./bulk-pay.ts";
import { collections } from "./collections.ts";
import { directDebit } from "./direct-debit.ts";
import { payouts } from "./payouts.ts";
import { remittance } from "./remittance.ts";
import { requestToPay } from "./request-to-pay.ts";
import { sms } from "./sms.ts";
import type { ServiceEntry, ServicePath } from "./types.ts";
import { ussd } from "./ussd.ts";
import { utilities } from "./utilities.ts";
import { webCheckout } from "./web-checkout.ts";

/** The ten service pages (docs/requirements.md §2.9), one template fed by these entries. */
export const servicePaths = [
  "/services/collections",
  "/services/direct-debit",
  "/services/payouts",
  "/services/web-checkout",
  "/services/request-to-pay",
  "/bulk-pay",
  "/services/utilities",
  "/services/sms",
  "/services/ussd",
  "/services/remittance",
] as const;

export type { ServiceEntry, ServicePath, StandardService, RemittanceService } from "./types.ts";

export const services: Record<ServicePath, ServiceEntry> = {
  "/services/collections": collections,
  "/services/direct-debit": directDebit,
  "/services/payouts": payouts,
  "/services/web-checkout": webCheckout,
  "/services/request-to-pay": requestToPay,
  "/bulk-pay": bulkPay,
  "/services/utilities": utilities,
  "/services/sms": sms,
  "/services/ussd": ussd,
  "/services/remittance": remittance,
};

export function serviceFor(path: string): ServiceEntry {
  const entry = services[path.replace(/\/+$/, "") as ServicePath];
  if (!entry) throw new Error(`No service page for ${path}`);
  return entry;
}

/** The headings every service page shares, around the service's name where it has one. */
export const serviceHeadings = {
  eyebrow: { before: "Payment Services · ", after: "" },
  benefitsEyebrow: "Key benefits",
  benefitsTitle: { before: "Why businesses choose ", after: "" },
  stepsEyebrow: "How it works",
  stepsTitle: { before: "How ", after: " works" },
  glanceTitle: "At a glance",
  step: "Step",
};

/** docs/requirements.md §2.9: the developer section of every payment service lists exactly these four. */
export const developerSection = {
  eyebrow: "For developers",
  title: "Everything you need to integrate",
  intro:
    "REST endpoints with JSON, signed webhooks, a sandbox with test wallets, and sample code for the languages your team already uses.",
  features: [
    {
      title: "Quick Transfers",
      body: "Move money to a wallet or bank account with a single request and a reference of your own.",
    },
    {
      title: "Initiate one-time and recurring payments",
      body: "Charge a customer once, or set up a schedule that collects on every due date.",
    },
    {
      title: "Payment verification",
      body: "Confirm the final status of any transaction before you release goods or services.",
    },
    {
      title: "Customer Verification",
      body: "Look up the registered name on a wallet or account before money moves.",
    },
  ],
  contactSales: { label: "Contact Sales", to: "/contact-us" },
} as const;

export const remittanceDevelopers = {
  eyebrow: "For partners' developers",
  title: "Two APIs cover the whole flow",
  intro:
    "Use the payouts API to send transfer instructions and follow their status, and the USSD API if your recipients need to confirm or collect by short code.",
};
