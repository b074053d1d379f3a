import type { StandardService } from "./types.ts";

export const requestToPay: StandardService = {
  kind: "standard",
  path: "/services/request-to-pay",
  name: "Request to Pay",
  icon: "request-to-pay",
  hero: {
    title: "Send a request. Get paid when they approve.",
    intro:
      "Send a payment request straight to your customer's phone. They see who is asking and why, approve with their PIN, and you are paid, with no card details and no cash.",
  },
  panel: {
    title: "Payment requests",
    caption: "Sent today",
    rows: [
      {
        label: "Invoice INV-2291",
        detail: "Kofi's Hardware, Tema",
        value: "GH₵ 2,450.00",
        status: "Successful",
      },
      {
        label: "Term fees, Form 2",
        detail: "Parent, Accra",
        value: "GH₵ 1,100.00",
        status: "Sent",
      },
      { label: "Water bill, March", detail: "Customer, Ho", value: "GH₵ 86.40", status: "Pending" },
    ],
  },
  overview: {
    title: "What Request to Pay does",
    paragraphs: [
      "Request to Pay reverses the usual flow: instead of waiting for customers to remember to pay, you send them a request with the amount, your business name and a reference. They approve it on their phone, or decline it, and you see the answer immediately.",
      "It suits invoices, bills and fees that are due by a date: the customer keeps control, and you know exactly which requests are paid, pending or expired.",
    ],
    highlights: [
      "Requests to mobile money wallets",
      "Your business name and reference on every prompt",
      "Expiry dates and reminders",
      "Paid, pending, declined and expired statuses",
    ],
  },
  benefits: [
    {
      icon: "speed",
      title: "Paid sooner",
      body: "A request on the customer's phone is easier to act on than an invoice in a drawer.",
    },
    {
      icon: "security",
      title: "Nothing to steal",
      body: "Customers approve with their own PIN; you never handle card numbers or wallet PINs.",
    },
    {
      icon: "reconcile",
      title: "Matched to the invoice",
      body: "Each request carries your reference, so payments reconcile to the right invoice automatically.",
    },
    {
      icon: "alerts",
      title: "Reminders included",
      body: "Send a reminder before a request expires, without anyone making a phone call.",
    },
  ],
  steps: [
    {
      title: "Create the request",
      body: "Enter the customer's number, amount and reference, by API or dashboard.",
    },
    {
      title: "The customer is prompted",
      body: "They see your business name and the amount on their phone.",
    },
    {
      title: "They approve with their PIN",
      body: "Or decline it; either way you get the answer immediately.",
    },
    {
      title: "You are paid",
      body: "The payment is confirmed by webhook and settles with your collections.",
    },
  ],
  docs: {
    label: "Request to Pay API documentation",
    href: "/request-to-pay/request-to-pay-api",
    external: true,
  },
  closing: {
    title: "Send your first payment request",
    body: "Tell us about your invoices and bills and we will show you how Request to Pay fits your collection cycle.",
  },
};
