import { site } from "../config/site.ts";
import { certificateNote, licenceNote } from "./trust.ts";

const c = site.compliance;

export { DISCLOSURE_ID } from "./anchors.ts";

/** Copy of the trust centre, /security. Facts (certifications, licence, contacts) come from the config. */
export const securityCopy = {
  eyebrow: "Trust centre",
  title: "Security and data protection",
  intro: `Merchants trust ${site.name} with their customers' money and personal data. This page explains how we protect both, who regulates us, how to reach our data-protection officer, and how to report a vulnerability.`,
  disclosureButton: "Report a vulnerability",
  glanceTitle: "At a glance",
  glance: {
    licence: "Regulator",
    licenceValue: `Bank of Ghana · ${c.bankOfGhana.licence}${licenceNote(c.bankOfGhana)}`,
    cards: "Card data",
    cardsValue: `${c.pciDss.name} ${c.pciDss.scope}`,
    isms: "Information security",
    ismsValue: `${c.iso27001.name} certified${certificateNote(c.iso27001)}`,
    report: "Report a vulnerability",
  },

  scamsNote: `Fraudsters use our name too. We never ask for a PIN, a one-time code or a password.`,
  scamsLink: "Check our official channels and report a scam",

  standardsHeading: "Certified, licensed and registered",
  standardsIntro:
    "Independent assessors and regulators check what we say here. Ask your account manager for the current certificates and attestation of compliance under a non-disclosure agreement.",
  standards: [
    {
      title: c.pciDss.name,
      body: `We are assessed every year as a ${c.pciDss.name} ${c.pciDss.scope} by ${c.pciDss.assessor}, the highest level of the card industry's data security standard. Card numbers entered on our checkout never touch your servers.`,
    },
    {
      title: c.iso27001.name,
      body: `Our information security management system covers ${c.iso27001.scope}${certificateNote(c.iso27001)}. It is audited by an accredited certification body, with surveillance audits every year.`,
    },
    {
      title: "Bank of Ghana",
      body: `${site.legalName} is licensed by the Bank of Ghana as an ${c.bankOfGhana.licence} under the ${c.bankOfGhana.act}${licenceNote(c.bankOfGhana)}. Merchant funds are held in settlement accounts separate from our own operating funds.`,
    },
    {
      title: c.dataProtection.regulator,
      body: `We are registered with Ghana's ${c.dataProtection.regulator} as a ${c.dataProtection.role} under the ${c.dataProtection.act}, and renew the registration as the Act requires.`,
    },
  ],

  practicesHeading: "How we protect customer and card data",
  practices: [
    {
      title: "Encrypted everywhere",
      body: "Every connection to our website, checkout and APIs uses HTTPS (TLS 1.2 or newer), and data is encrypted at rest in our databases and backups.",
    },
    {
      title: "Card data kept out of your systems",
      body: "Card numbers are captured on our PCI DSS hosted checkout and replaced by tokens, so your website or app never stores or sees them.",
    },
    {
      title: "PINs stay on the customer's phone",
      body: "Mobile money payments are approved with the customer's PIN on their own handset. Neither you nor we ever see it.",
    },
    {
      title: "Least access, logged",
      body: "Staff reach production systems only through named accounts with two-factor authentication, for the tasks their role needs, and every access is logged and reviewed.",
    },
    {
      title: "Watched around the clock",
      body: "Transactions are screened for fraud in real time, our systems are monitored day and night, and we test our defences with independent penetration tests every year.",
    },
    {
      title: "Ready when something goes wrong",
      body: "We keep tested backups in a second data centre in Ghana, an incident response plan, and a duty to notify the Bank of Ghana, the Data Protection Commission and affected customers as the law requires.",
    },
  ],

  privacyHeading: "Your personal data",
  privacyBody: `We collect and use personal data only as the ${c.dataProtection.act} allows, for the purposes we state in our privacy policy. You may ask what we hold about you, have it corrected, or ask us to delete it.`,
  privacyPolicyLink: "Read our privacy policy",
  dpoHeading: `Our ${c.dpo.title}`,
  dpoBody:
    "Write to our data-protection officer about any question or request concerning your personal data. We answer within 21 days, as the Act requires.",

  disclosureHeading: "Vulnerability disclosure policy",
  disclosureIntro: `We welcome reports from security researchers. If you believe you have found a vulnerability in a ${site.name} system, please tell us privately so we can fix it before anyone is harmed.`,
  scopeHeading: "Scope",
  inScope: [
    `This website and every subdomain of ${new URL(site.url).hostname.replace(/^www\./, "")}`,
    "Our checkout, merchant dashboard and public APIs, including the sandbox",
    "Our USSD and SMS services",
  ],
  outOfScopeHeading: "Not in scope",
  outOfScope: [
    "Denial-of-service tests, load tests and automated scanning that sends a high volume of requests",
    "Social engineering or phishing of our staff, merchants or customers, and physical attacks on our offices",
    "Systems of mobile networks, banks and other partners (report those to them)",
    "Reports without a demonstrated impact, such as missing headers on pages with no sensitive data",
  ],
  reportHeading: "How to report",
  reportSteps: [
    "E-mail the security team with a description of the issue, the affected URL or system, and the steps to reproduce it.",
    "Include your name or handle if you would like us to credit you once it is fixed.",
    "Use only test accounts or your own data; if you reach someone else's data, stop, do not keep it, and tell us.",
    "Give us reasonable time to fix the issue before you share it with anyone else.",
  ],
  reportSubject: "Vulnerability report",
  securityTxtLink: "security.txt",
  safeHarbourHeading: "Safe harbour",
  safeHarbour:
    "If you act in good faith and follow this policy, we will not pursue legal action against you or ask the authorities to do so, and we will consider your research authorised under our terms of use. If a third party takes action against you for research that followed this policy, we will make it known that you acted with our authorisation.",
  responseHeading: "What happens next",
  responseTimes: [
    { when: "2 working days", what: "We confirm that we received your report." },
    {
      when: "5 working days",
      what: "We tell you whether we could reproduce it and how severe it is.",
    },
    {
      when: "30 days",
      what: "We aim to fix critical and high-severity issues within 30 days, and keep you informed until the fix is live.",
    },
  ],
  responseWithin: "Within %time%",
  noBounty:
    "We do not run a paid bug bounty, but we thank every valid report publicly (with your permission) and will never ask you to pay anything.",
} as const;
