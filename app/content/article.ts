import { docsUrl, site } from "../config/site.ts";
import type { RichText } from "./policies/document.ts";

/** The blog-post template's blocks: headings, paragraphs, lists and a pull quote. */
export type ArticleBlock =
  | { kind: "h2"; text: string; id: string }
  | { kind: "h3"; text: string }
  | { kind: "p"; text: RichText }
  | { kind: "ul"; items: readonly RichText[] }
  | { kind: "quote"; text: string };

export interface Article {
  eyebrow: string;
  title: string;
  dek: string;
  author: { name: string; role: string; initials: string };
  /** ISO date for <time>, and how it is shown. */
  date: { iso: string; display: string };
  body: readonly ArticleBlock[];
  related: readonly { label: string; description: string; to: string; external?: boolean }[];
}

const WORDS_PER_MINUTE = 200;

/** Every word a reader reads in the body. */
export function articleWordCount(body: readonly ArticleBlock[]): number {
  const text = (t: RichText) =>
    typeof t === "string"
      ? t
      : t.map((i) => (typeof i === "string" ? i : "strong" in i ? i.strong : i.text)).join("");
  return body
    .map((blk) => (blk.kind === "ul" ? blk.items.map(text).join(" ") : text(blk.text)))
    .join(" ")
    .split(/\s+/)
    .filter(Boolean).length;
}

/** Whole minutes at 200 words a minute, at least one. */
export function readingMinutes(body: readonly ArticleBlock[]): number {
  return Math.max(1, Math.round(articleWordCount(body) / WORDS_PER_MINUTE));
}

const PULL_QUOTE =
  "Interoperability moves the money. It does not tell you who paid for what. That is the job of the payment flow you build on top of it.";

export const article: Article = {
  eyebrow: "Insights · Payments in Ghana",
  title: "Why mobile money interoperability changed how Ghanaian businesses get paid",
  dek: "Since 2018, money can move between every mobile money network and every bank in Ghana. What that means for merchants, and how to design a payment flow that works for customers on any network.",
  author: {
    name: `The ${site.name} Product Team`,
    role: "Payments and integrations",
    initials: "NP",
  },
  date: { iso: "2026-11-03", display: "3 November 2026" },
  body: [
    {
      kind: "p",
      text: "Walk through Makola Market in Accra or Kejetia in Kumasi and you will see the same thing at stall after stall: a phone number painted on a board, with the names of two or three mobile money networks beside it. For a trader, that board is a payment terminal. For a business that sells online, or collects fees from thousands of customers, it raises a harder question: which networks do we accept, and what happens to the customers we don't?",
    },
    {
      kind: "p",
      text: "Interoperability answered the first half of that question years ago. Designing your payment flow around it is what answers the second.",
    },
    { kind: "h2", id: "what-interoperability-did", text: "What interoperability actually did" },
    {
      kind: "p",
      text: "In May 2018, the Ghana Interbank Payment and Settlement Systems (GhIPSS) launched mobile money interoperability, connecting the mobile money platforms of the networks to each other and to the banks through a central switch. Before that, a customer could only send money to wallets on their own network. Moving money to someone on another network, or into a bank account, meant withdrawing cash at an agent and depositing it again, paying fees twice and losing time on both ends.",
    },
    {
      kind: "p",
      text: "Since then, a customer can send money from a wallet on any network to a wallet on another network or to a bank account, and back again. For merchants, that removed the biggest reason to keep a separate collection account on every network. In principle, one account can now receive money from everyone.",
    },
    { kind: "h2", id: "in-principle", text: "Why “in principle” is not enough" },
    {
      kind: "p",
      text: "Interoperable transfers work well, but they are still transfers: the customer has to know where to send the money, and type the right number, the right amount and a reference you can match. Each of those steps is a place where a payment can go wrong. When merchants who rely on manual transfers contact our support team, it is almost always about one of three problems:",
    },
    {
      kind: "ul",
      items: [
        "Payments that arrive without a usable reference, so nobody knows which invoice, order or student they belong to.",
        "Customers who pay the wrong amount, or pay twice because the first attempt looked as if it had failed.",
        "Reconciliation done by hand from several statements, days after the money actually arrived.",
      ],
    },
    { kind: "quote", text: PULL_QUOTE },
    {
      kind: "h2",
      id: "designing-for-every-network",
      text: "Designing a payment flow for every network",
    },
    {
      kind: "p",
      text: "A good flow lets customers pay from whatever wallet or account they have, without ever thinking about which network you bank with. Five principles make most of the difference.",
    },
    { kind: "h3", text: "1. Ask for the phone number, and confirm the network" },
    {
      kind: "p",
      text: "Customers know their number, but the prefix no longer tells you the network reliably: numbers have been portable between networks in Ghana since 2011. Pre-select the likely network from the prefix, let the customer change it with one tap, and remember their choice for next time.",
    },
    { kind: "h3", text: "2. Send the prompt to the customer" },
    {
      kind: "p",
      text: "Instead of asking customers to send you money, send a payment request that appears on their phone for approval with their PIN. You fill in the amount and the reference, so neither can be wrong, and the customer's PIN never touches your website or app.",
    },
    { kind: "h3", text: "3. Design for the pending state" },
    {
      kind: "p",
      text: "Mobile money payments are asynchronous. After the prompt, a customer may take thirty seconds to find their phone, or the network may be slow. Show a clear waiting screen that tells them what to look for, confirm the result from the server callback rather than the browser, and never invite them to try again until you know the first attempt failed. Most duplicate payments we investigate started with a customer pressing “Pay” a second time.",
    },
    { kind: "h3", text: "4. Offer a way in for every phone" },
    {
      kind: "p",
      text: "Not every customer has a smartphone or mobile data. A USSD menu, or a reference they can pay from their own network's mobile money menu, keeps them in. A card option helps relatives abroad who pay school fees or support family at home. Every method should settle into the same account and appear in the same report.",
    },
    { kind: "h3", text: "5. Reconcile automatically" },
    {
      kind: "p",
      text: "Every payment should carry your reference from the moment it starts, trigger a callback to your system when it succeeds, and settle into one account. Your finance team should reconcile from one report, not from one statement per network.",
    },
    { kind: "h2", id: "in-practice", text: "What this looks like in practice" },
    {
      kind: "p",
      text: "Consider a school that publishes three wallet numbers at the start of every term and asks parents to send a screenshot after paying. The bursar spends the first weeks of term matching screenshots to names, and some payments are never matched at all. With a payment flow designed for every network, each parent instead receives a bill by SMS with a link and a short code. They pay from whichever network they use, the payment carries the student's ID, and the bursar knows who has paid on the same day.",
    },
    {
      kind: "p",
      text: [
        "The same pattern works for loan repayments, insurance premiums and utility bills. In our ",
        { text: "case study of a rural bank in the Ashanti Region", href: "/case-study" },
        ", linking customers' accounts to their wallets and collecting repayments on mandate brought two thirds of repayments onto mobile money and almost halved arrears.",
      ],
    },
    { kind: "h2", id: "checklist", text: "A short checklist" },
    {
      kind: "ul",
      items: [
        "Accept wallets on every network, bank accounts and cards through one integration.",
        "Send payment prompts carrying your amount and reference, instead of asking for transfers.",
        "Treat “pending” as a normal state and confirm payments from the callback.",
        "Give customers without smartphones a USSD or reference-based way to pay.",
        "Settle into one account and reconcile from one report.",
      ],
    },
    {
      kind: "p",
      text: [
        "Interoperability gave Ghana one payment system. Designing for every network turns it into one experience for your customers. If you want to see how collections work on ",
        site.name,
        ", our ",
        { text: "API documentation", href: docsUrl("payment") },
        " includes a sandbox you can try today, or ",
        { text: "our team can walk you through it", href: "/contact-us" },
        ".",
      ],
    },
  ],
  related: [
    {
      label: "Collections",
      description: "Accept mobile money, cards and bank payments in one place.",
      to: "/services/collections",
    },
    {
      label: "Request to Pay",
      description: "Send payment prompts customers approve on their phone.",
      to: "/services/request-to-pay",
    },
    {
      label: "USSD",
      description: "Reach customers on any handset, with or without data.",
      to: "/services/ussd",
    },
    {
      label: "Case study",
      description: "How a rural bank moved repayments to mobile money.",
      to: "/case-study",
    },
  ],
};

export const articlePullQuote = PULL_QUOTE;
