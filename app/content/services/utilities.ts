import { docsUrl } from "#app/config/site.ts";
import type { StandardService } from "./types.ts";

export const utilities: StandardService = {
  kind: "standard",
  path: "/services/utilities",
  name: "Utilities",
  icon: "utilities",
  hero: {
    title: "Airtime, electricity, water, TV and data in your own app",
    intro:
      "Let your customers top up airtime and data and pay their electricity, water and TV subscription bills through your app, website, USSD menu or agent network.",
  },
  panel: {
    title: "Bill payments",
    caption: "Today",
    rows: [
      {
        label: "Prepaid electricity",
        detail: "Meter ••• 3390",
        value: "GH₵ 200.00",
        status: "Successful",
      },
      {
        label: "Airtime top-up",
        detail: "MTN · 054 ••• 1170",
        value: "GH₵ 20.00",
        status: "Successful",
      },
      { label: "Water bill", detail: "Account ••• 5521", value: "GH₵ 64.80", status: "Pending" },
    ],
  },
  overview: {
    title: "What Utilities does",
    paragraphs: [
      "Utilities gives you one connection to the bills your customers pay every month. Instead of integrating with each provider, you call one API: we validate the customer's meter, account or phone number, take the payment and deliver the token or confirmation.",
      "Banks, fintech apps, agent networks and retailers use it to give customers a reason to come back, and earn a commission on every purchase.",
    ],
    highlights: [
      "Account and meter validation before payment",
      "Prepaid electricity tokens delivered instantly",
      "Receipts by SMS and in the API response",
      "Commission on every successful purchase",
    ],
  },
  catalogue: {
    title: "What your customers can pay",
    items: [
      { name: "Airtime", detail: "Top-ups on every mobile network in Ghana" },
      { name: "Data", detail: "Data bundles for mobile and home broadband" },
      { name: "Electricity", detail: "Prepaid tokens and postpaid bills" },
      { name: "Water", detail: "Monthly water bills by account number" },
      { name: "Subscriptions", detail: "Pay-TV and other recurring subscriptions" },
    ],
  },
  benefits: [
    {
      icon: "code",
      title: "One integration",
      body: "One API for airtime, data, electricity, water and subscriptions instead of a contract with each provider.",
    },
    {
      icon: "verify",
      title: "Validated before payment",
      body: "We confirm the meter or account name first, so customers do not pay the wrong bill.",
    },
    {
      icon: "speed",
      title: "Tokens in seconds",
      body: "Prepaid electricity tokens and airtime are delivered as soon as the payment is approved.",
    },
    {
      icon: "wallet",
      title: "New revenue",
      body: "Earn a commission on each transaction and keep customers in your own channel.",
    },
  ],
  steps: [
    {
      title: "Validate the account",
      body: "Send the meter, account or phone number; we return the registered name.",
    },
    {
      title: "Take the payment",
      body: "The customer pays by mobile money, card or from their balance with you.",
    },
    { title: "We pay the provider", body: "The bill is paid or the token is issued in real time." },
    {
      title: "Receipt delivered",
      body: "The customer gets a receipt by SMS and you get the result by webhook.",
    },
  ],
  docs: { label: "Utilities API documentation", href: docsUrl("payment"), external: true },
  closing: {
    title: "Offer bill payments in your channel",
    body: "Talk to us about the bills your customers pay and the commission model that suits your business.",
  },
};
