import { docsUrl } from "#app/config/site.ts";
import type { StandardService } from "./types.ts";

export const webCheckout: StandardService = {
  kind: "standard",
  path: "/services/web-checkout",
  name: "Web Checkout",
  icon: "web-checkout",
  hero: {
    title: "A secure checkout for your website, ready today",
    intro:
      "Send customers to a fast, mobile-first payment page that accepts mobile money and cards, then brings them back to your site with the payment confirmed.",
  },
  panel: {
    title: "Checkout · Order #10482",
    caption: "Secure payment page",
    rows: [
      {
        label: "Mobile money",
        detail: "MTN, Telecel, AT",
        value: "GH₵ 389.00",
        status: "Successful",
      },
      { label: "Card", detail: "Visa / Mastercard", value: "GH₵ 1,249.00", status: "Successful" },
      { label: "Bank transfer", detail: "Via GhIPSS", value: "GH₵ 560.00", status: "Pending" },
    ],
  },
  overview: {
    title: "What Web Checkout does",
    paragraphs: [
      "Web Checkout is a hosted payment page. Your website creates a checkout with the amount and order reference; the customer picks mobile money or card, pays, and returns to your site. Card details never touch your servers, which keeps your PCI DSS scope small.",
      "The page is designed for Ghanaian shoppers on slow connections: it loads quickly, remembers nothing it should not, and explains each step in plain language, including the mobile money approval prompt.",
    ],
    highlights: [
      "Hosted page or redirect from any website",
      "Mobile money and Visa and Mastercard cards",
      "Your logo and colours on the page",
      "Payment links you can share by SMS or WhatsApp",
    ],
  },
  benefits: [
    {
      icon: "speed",
      title: "Live in days",
      body: "A single API call creates a checkout; plugins and examples cover the common website platforms.",
    },
    {
      icon: "security",
      title: "Card security handled",
      body: "3-D Secure and PCI DSS compliant card handling are built in, so you never store card numbers.",
    },
    {
      icon: "phone",
      title: "Built for phones",
      body: "Most shoppers pay on a phone, so the page is light, fast and readable on small screens.",
    },
    {
      icon: "alerts",
      title: "Fewer abandoned orders",
      body: "Clear prompts and instant confirmation reduce the customers who give up halfway.",
    },
  ],
  steps: [
    {
      title: "Create a checkout",
      body: "Your site sends the amount, currency and order reference to our API.",
    },
    {
      title: "The customer pays",
      body: "They choose mobile money or card on the hosted page and approve the payment.",
    },
    {
      title: "They return to your site",
      body: "We redirect them back with the result, and send the same result to your webhook.",
    },
    {
      title: "Fulfil the order",
      body: "Verify the payment with one call, then ship the goods or activate the service.",
    },
  ],
  docs: { label: "Web Checkout API documentation", href: docsUrl("payment"), external: true },
  closing: {
    title: "Add a checkout to your website",
    body: "Our team will help you choose between the hosted page, payment links and a direct API integration.",
  },
};
