import { site } from "../config/site.ts";
import { hoursRange, hoursText } from "./hours.ts";
import type { FaqItem } from "./schemas/faq.ts";

export type { FaqItem };

export const helpCopy = {
  eyebrow: "Help Center",
  title: "How can we help you today?",
  intro: `Answers to the questions merchants, partners and customers ask us most, and every way to reach the ${site.name} support team in ${site.address.city}.`,
  faqButton: "Browse the FAQ",
  glanceTitle: "Support at a glance",
  glance: {
    hours: "Support hours",
    reply: "Reply to messages",
    replyValue: "Within one working day",
    phone: "Sales & support line",
    email: "Support email",
  },
  contactButton: "Contact support",
  reachHeading: "Reach our support team",
  scamsNote: `${site.name} never asks for your PIN, a one-time code or a password.`,
  scamsLink: "Check our official channels and report a scam",
  reachIntro: `Call, write or visit: a person from our ${site.address.city} team answers, not a chatbot. Have your transaction reference ready if your question is about a payment.`,
  cards: {
    visit: { title: "Visit us", mapsLink: "Get directions", regionLine: "%city%, %region% Region" },
    call: { title: "Call us" },
    email: {
      title: "Email us",
      body: "We reply to every message within one working day.",
    },
    hours: {
      title: "Support hours",
      /** '8AM - 5PM GMT' (docs/requirements.md §2.12), spelt as everywhere else on the site. */
      range: hoursRange(site.hours),
      days: site.hours.days,
      body: "Messages received outside these hours are answered on the next working day.",
    },
  },
  faqEyebrow: "FAQ",
  faqHeading: "Frequently asked questions",
  faqIntro:
    "Six questions we hear every week from businesses getting started with us. Select a question to read its answer.",
  stillNeedHelp: {
    heading: "Still need help?",
    body: "If your question isn't answered here, send us a message and the right person on our team will get back to you within one working day.",
    primary: "Contact us",
    secondary: "Email support",
  },
} as const;

/** The six FAQ questions (docs/requirements.md §2.12, §9). */
export const faqs: FaqItem[] = [
  {
    id: "what-is",
    question: `What does ${site.name} do?`,
    answer: [
      `${site.name} is a payment service provider licensed by the Bank of Ghana. We help businesses and institutions collect money, pay it out and reconcile it across all mobile money networks, Ghanaian bank accounts and cards, through one contract and one API.`,
      "On top of those payment rails we build software for pension administrators, rural and community banks, savings groups and schools, and platforms for airtime, data, utility bills, SMS and USSD.",
    ],
  },
  {
    id: "open-account",
    question: "How do I start accepting payments with you?",
    answer: [
      "Tell us about your business through our contact form or by calling our sales line. We will confirm which services fit, share our pricing and send you the merchant agreement.",
      "You then complete our know-your-customer checks: your business registration documents, a Ghana Card for each director and signatory, your Tax Identification Number and the bank account we will settle into. Most merchants go live within five working days of sending complete documents.",
    ],
    link: { label: "Talk to our sales team", to: "/contact-us" },
  },
  {
    id: "payment-methods",
    question: "Which payment methods can my customers use?",
    answer: [
      "Your customers can pay from a wallet on any of Ghana's mobile money networks, with a Visa or Mastercard card, or by bank transfer. Collections can start from your website (web checkout), your app (our APIs), a payment request sent to their phone, a USSD menu or a direct debit mandate they approve once.",
      "Every channel settles into the same merchant account and appears in the same reports, so you reconcile one statement rather than one per network.",
    ],
  },
  {
    id: "settlement",
    question: "When do I receive the money my customers pay?",
    answer: [
      "By default we settle the previous working day's successful payments to your nominated Ghanaian bank account every working day. You can see every transaction in your dashboard as soon as it succeeds, and download settlement reports for your accountants.",
      "Larger merchants can agree a different schedule or keep a float with us for payouts. Your settlement terms are written into your merchant agreement.",
    ],
  },
  {
    id: "security",
    question: "How do you protect my money and my customers' data?",
    answer: [
      `${site.name} operates under a Bank of Ghana licence, and merchant funds are held in a settlement account separate from our own operating funds. Our card processing is PCI DSS compliant and our information security management is certified to ISO/IEC 27001.`,
      "We process personal data in line with Ghana's Data Protection Act, 2012 (Act 843). Card numbers and mobile money PINs are never stored on our website or shared with merchants.",
    ],
    link: { label: "Visit our trust centre", to: "/security" },
  },
  {
    id: "failed-payment",
    question: "A payment failed or I was debited twice. What should I do?",
    answer: [
      "Most failed mobile money payments are reversed to the customer's wallet automatically within 24 hours. If the money has not come back, or you see a duplicate debit, contact the merchant you paid first: they can see the transaction and start a refund.",
      `If that doesn't resolve it, contact our support team with the transaction reference, the amount, the date and the phone number or account used. Our support line is open ${hoursText(site.hours)}.`,
    ],
    link: { label: "Contact our support team", to: "/contact-us" },
  },
];
