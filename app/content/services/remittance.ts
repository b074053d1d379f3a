import { docsUrl, site } from "#app/config/site.ts";
import type { RemittanceService } from "./types.ts";

export const remittance: RemittanceService = {
  kind: "remittance",
  path: "/services/remittance",
  name: "Remittance",
  icon: "remittance",
  hero: {
    title: "Deliver inbound remittances to wallets and banks across Ghana",
    intro: `Licensed money transfer operators and their partners use ${site.name} to credit money sent from abroad straight to recipients' mobile money wallets and bank accounts in Ghana.`,
  },
  panel: {
    title: "Inbound transfers",
    caption: "Credited in cedis",
    rows: [
      {
        label: "To MTN MoMo",
        detail: "Recipient in Kumasi",
        value: "GH₵ 1,530.00",
        status: "Successful",
      },
      {
        label: "To bank account",
        detail: "Recipient in Tamale",
        value: "GH₵ 6,120.00",
        status: "Successful",
      },
      {
        label: "To Telecel Cash",
        detail: "Recipient in Cape Coast",
        value: "GH₵ 765.00",
        status: "Pending",
      },
    ],
  },
  overview: {
    title: "The last mile for money sent home",
    paragraphs: [
      `Families abroad send money home; recipients in Ghana want it in their wallet, not in a queue. ${site.name} is the last mile: remittance partners send us the transfer instruction in cedis, we confirm the recipient's name and credit their mobile money wallet or bank account.`,
      "We work only with licensed remittance partners and apply the Bank of Ghana's customer due diligence and anti-money-laundering rules to every transfer.",
    ],
    highlights: [
      "Credit to all three mobile money networks",
      "Credit to every GhIPSS member bank",
      "Recipient name check before crediting",
      "Status updates for every transfer",
    ],
  },
  benefits: [
    {
      icon: "speed",
      title: "Money arrives fast",
      body: "Wallet credits are usually completed within seconds of the instruction.",
    },
    {
      icon: "verify",
      title: "Right recipient",
      body: "Name checks before crediting reduce misdirected transfers and reversals.",
    },
    {
      icon: "security",
      title: "Compliance built in",
      body: "Screening and record keeping in line with Bank of Ghana requirements.",
    },
    {
      icon: "reports",
      title: "Clear reconciliation",
      body: "Daily reports and webhooks for every transfer you send us.",
    },
  ],
  steps: [
    {
      title: "Become a partner",
      body: "We complete due diligence and agree the commercial terms.",
    },
    { title: "Connect to the API", body: "Send transfer instructions through our payouts API." },
    {
      title: "We credit the recipient",
      body: "The wallet or bank account is credited after a name check.",
    },
    {
      title: "You receive the status",
      body: "Every result is returned by webhook and in daily reports.",
    },
  ],
  docs: [
    { label: "Payouts API documentation", href: docsUrl("payouts"), external: true },
    { label: "USSD API documentation", href: docsUrl("ussd"), external: true },
  ],
  closing: {
    title: "Partner with us on remittances",
    body: "Our partnerships team will take you through due diligence, integration and settlement.",
  },
};
