import { site } from "../config/site.ts";
import type { ApiSlide, OfferCard, Partner, Testimonial } from "./schemas/home.ts";

/** Copy of the home page (docs/requirements.md §2.6). Components render it; marketing edits it here. */

export type { ApiSlide, OfferCard, Partner, Testimonial };

export const homeHero = {
  eyebrow: "Bank of Ghana licensed payment service provider",
  title: site.tagline,
  intro:
    "Collect, pay out and reconcile money across mobile money, cards and banks, with one licensed Ghanaian partner.",
  primary: { label: "Contact Sales", to: "/contact-us" },
  secondary: { label: "Get Started", to: "/get-started" },
  /** The product illustration beside the headline (decorative; summarised for readers). */
  illustration: {
    merchant: "Adom Pharmacy, Kumasi",
    amount: "GH₵ 250.00",
    network: "MTN MoMo",
    reference: "NKP29QD",
    dashboardTitle: "Today's collections",
    dashboardTotal: "GH₵ 48,920.50",
    dashboardChange: "312 payments",
    confirmationTitle: "Payment confirmation",
    successTitle: "Payment successful",
    toMerchant: "to %merchant%",
    networkLabel: "Network",
    referenceLabel: "Reference",
    statusLabel: "Status",
    statusValue: "Completed",
    doneButton: "Done",
    settlementChip: "Settlement sent to your bank",
    channels: [
      { label: "Mobile money", share: 68 },
      { label: "Bank transfer", share: 21 },
      { label: "Cards", share: 11 },
    ],
  },
};

export const offerSection = {
  eyebrow: "What we offer",
  title: "One partner for every way money moves in your business",
  intro:
    "Start with the payment service you need today and add more as you grow. Every product runs on the same licensed, audited platform and settles to your bank account.",
};

/** Written before each offer card's title: "Explore Payment Services". */
export const offerExplore = "Explore";

export const offerCards: OfferCard[] = [
  {
    title: "Payment Services",
    description:
      "Accept and send money on every mobile money network, Ghanaian bank card and bank account, with APIs and a dashboard for your finance team.",
    to: "/services/payment-services",
    accent: "payments",
    points: ["Collections and web checkout", "Payouts and bulk pay", "Direct debit and USSD"],
  },
  {
    title: "Value Added Services",
    description:
      "Ready-made software for pension administrators, rural banks, savings groups and schools, connected to mobile money from day one.",
    to: "/services/value-added-services",
    accent: "vas",
    points: ["Pension management system", "Core banking and ASLAN", "School billing"],
  },
  {
    title: "E-commerce",
    description:
      "Sell online, list your business and bill your community with platforms that take mobile money and card payments out of the box.",
    to: "/services/e-commerce",
    accent: "commerce",
    points: ["Lifestyle listing platform", "Community billing", "Online shop (coming soon)"],
  },
];

export const apiPromo = {
  eyebrow: "For developers",
  title: "Integrate once. Reach every wallet and bank in Ghana.",
  intro:
    "Clear REST APIs, signed webhooks and a sandbox with test wallets, so your team can build a payment flow in days rather than months.",
  points: [
    "One request format for MTN MoMo, Telecel Cash, AT Money, cards and bank transfers",
    "Signed webhooks for every status change, with automatic retries",
    "Sandbox keys on request, and engineers in Accra who answer your questions",
  ],
  cta: "Read the API documentation",
  carouselLabel: "Examples from the API documentation",
  slides: [
    {
      id: "collect",
      title: "Collect a payment",
      caption: "One call charges any mobile money wallet and returns a reference to track.",
      imageSrc: "/images/api/collect-request.svg",
      alt: "Code example: a POST request to /v1/collections charging GHS 250.00 to an MTN mobile money wallet, answered with status pending and a transaction reference.",
    },
    {
      id: "webhook",
      title: "Get told when it settles",
      caption: "Signed webhooks tell your system the moment a payment succeeds or fails.",
      imageSrc: "/images/api/webhook-event.svg",
      alt: "Code example: a webhook event named collection.successful with the amount, the network, the customer reference and a signature header.",
    },
    {
      id: "payouts",
      title: "Track payouts in one view",
      caption: "Follow every payout batch, its status and its fees from the dashboard or the API.",
      imageSrc: "/images/api/payout-dashboard.svg",
      alt: "Dashboard screen: a payouts list with five transfers to mobile money wallets and bank accounts, four completed and one processing.",
    },
  ] satisfies ApiSlide[],
};

export const testimonialsSection = {
  eyebrow: "Customer stories",
  title: "What our partners say",
  intro: `From rural banks in the Ashanti Region to founders in Kumasi: in their words, what changed when they moved their payments to ${site.name}.`,
  carouselLabel: "Customer testimonials",
};

export const testimonials: Testimonial[] = [
  {
    id: "asante-rural-bank",
    quote: `Our mobile bankers used to carry cash between market days. With ${site.name}, customers in Ejisu and Juaso repay their loans and save by mobile money, and every payment lands in the core banking system before the branch opens the next morning.`,
    author: "Yaw Owusu-Ansah",
    role: "Head of Operations",
    company: "Asante Rural Bank",
    image: { initials: "YO", tone: "brand" },
  },
  {
    id: "kumasi-fintech-hub",
    quote: `We connect early-stage founders to payment partners, and ${site.name} is the one we point them to first. Sandbox keys on day one, documentation that matches the API, and an engineer on the phone when a founder is stuck on a webhook.`,
    author: "Abena Serwaa Darko",
    role: "Programme Director",
    company: "Kumasi Fintech Hub",
    image: { initials: "AD", tone: "gold" },
  },
];

export const partnersSection = {
  eyebrow: "Who we work with",
  title: "Rural banks, lenders, schools and innovators across Ghana",
};

export const partners: Partner[] = [
  { name: "Asante Rural Bank", logo: "/images/partners/asante-rural-bank.svg" },
  { name: "Volta Savings & Loans", logo: "/images/partners/volta-savings-loans.svg" },
  { name: "Kumasi Fintech Hub", logo: "/images/partners/kumasi-fintech-hub.svg" },
  { name: "Coastal Pensions Trust", logo: "/images/partners/coastal-pensions-trust.svg" },
  { name: "Sankofa Schools Group", logo: "/images/partners/sankofa-schools.svg" },
  { name: "Northern Growers Co-operative", logo: "/images/partners/northern-growers.svg" },
];

/** The figures strip's name for screen readers (the figures: stats.ts). */
export const statsLabel = `${site.name} in numbers`;

/** What screen readers hear of the carousels' buttons and slides. */
export const carouselWords = {
  carousel: "carousel",
  slide: "slide",
  position: "%number% of %count%",
  showSlide: "Show slide %number% of %count%",
  pause: "Pause automatic slide show",
  play: "Play automatic slide show",
  previous: "Previous slide",
  next: "Next slide",
};
