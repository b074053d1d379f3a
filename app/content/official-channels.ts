import { site } from "../config/site.ts";
import { hoursText } from "./hours.ts";

const hostOf = (url: string) => new URL(url).host;
/** The domain every address and site of ours ends in: the e-mail addresses' domain. */
/** A phone number as prose shows it: its spaces never break the number across lines. */
const unbroken = (text: string) => text.replaceAll(" ", "\u00a0");

export const companyDomain = site.emails.info.split("@")[1]!;

/**
 * /official-channels: where the company really is, what it never asks for, and how to
 * report a scam. Every address, number and account comes from app/config/site.ts.
 */
export const officialChannelsCopy = {
  eyebrow: "Trust centre",
  title: "Our official channels",
  intro: `Fraudsters copy payment companies' names, logos and websites. These are the only addresses, numbers and accounts ${site.name} uses. If a message, call or site is not on this page, it is not us.`,
  glanceTitle: "At a glance",
  glance: {
    domain: "Our domain",
    support: "Support line",
    report: "Report a scam to",
    never: "We never ask for",
    neverValue: "PIN, one-time code, password",
  },
  reportButton: "How to report a scam",
  websitesHeading: "Websites",
  websitesIntro: `Our websites are on ${companyDomain} and its subdomains, always over https. Check the address bar before you sign in or pay.`,
  websites: [
    { label: "This website", host: hostOf(site.url), href: site.url },
    { label: "API documentation", host: hostOf(site.docs.host), href: site.docs.host },
    {
      label: "Lifestyle marketplace",
      host: hostOf(site.externalProducts.lifestyle),
      href: site.externalProducts.lifestyle,
    },
    {
      label: "Community billing",
      host: hostOf(site.externalProducts.communityBilling),
      href: site.externalProducts.communityBilling,
    },
    {
      label: "Insurance",
      host: hostOf(site.externalProducts.insurance),
      href: site.externalProducts.insurance,
    },
  ],
  phonesHeading: "Phone numbers",
  phonesIntro: `We answer ${hoursText(site.hours)}. When we call you, we never ask for the codes listed below; if in doubt, hang up and call us back on one of these numbers.`,
  emailsHeading: "E-mail addresses",
  emailsIntro: `Our e-mail comes only from addresses ending in @${companyDomain}.`,
  emails: [
    { label: "General enquiries", email: site.emails.info },
    { label: "Customer support and scam reports", email: site.emails.support },
    { label: "Sales", email: site.emails.sales },
    { label: "Careers", email: site.emails.careers },
    { label: "Privacy", email: site.emails.privacy },
    { label: site.compliance.dpo.title, email: site.compliance.dpo.email },
    { label: "Security vulnerabilities", email: site.emails.security },
    { label: "Automatic messages (do not reply)", email: site.emails.noReply },
  ],
  socialHeading: "Social media",
  socialIntro:
    "Our only accounts. We never ask for payment or personal details in direct messages.",
  neverHeading: `What ${site.name} will never ask you for`,
  neverIntro:
    "Not by phone, SMS, WhatsApp, e-mail, social media or in person, and not even our own staff:",
  never: [
    {
      title: "Your PIN",
      body: "Your mobile money or card PIN is yours alone. Nobody at our company needs it, for any reason.",
    },
    {
      title: "A one-time code",
      body: "A code sent to your phone by SMS or an app confirms something you are doing yourself. Someone who asks you to read it out is trying to take over your account or move your money.",
    },
    {
      title: "Your password",
      body: "We will never ask for the password of your merchant dashboard, your e-mail or your bank.",
    },
  ],
  neverAlso:
    "Nor will we ask you to send money to “unlock” a payment, to pay a fee into a personal wallet, or to install an app that lets someone see or control your phone.",
  recogniseHeading: "How to recognise a scam",
  recognise: [
    "Urgency or threats: your account “will be blocked today” unless you act now.",
    "A payment you did not expect, followed by a request to send it “back”.",
    `A link to a site whose address does not end in ${companyDomain}, or a look-alike spelling of our name.`,
    "An e-mail from a free mail service or a domain that is not ours, even if the name looks right.",
    "A prize, refund or loan you did not apply for that needs a fee or a code first.",
  ],
  reportId: "report-a-scam",
  reportHeading: "How to report a scam",
  reportIntro:
    "If you have shared a PIN, a code or a password, act first: change it, and call your mobile money network or bank to block your account. Then tell us, so that we can warn others and stop our name being used.",
  reportSteps: [
    `Call our support line on ${unbroken(site.phones.support.display)} (${hoursText(site.hours)}).`,
    `Or e-mail ${site.emails.support} with what happened, the number or address that contacted you, and screenshots. Do not send your PIN, codes or passwords, not even to us.`,
    "If money was taken, report it to the police as well and keep the transaction IDs.",
  ],
  reportCall: `Call ${unbroken(site.phones.support.display)}`,
  reportEmail: "E-mail our support team",
  reportSubject: "Scam report",
  securityLink: "Found a security flaw in our systems? Report a vulnerability",
} as const;
