import type { SiteFacts } from "#app/content/schemas/site-facts.ts";

/**
 * Every brand fact of the site lives here and nowhere else: components and content
 * modules read them from this object so a change of number or address is one edit. Its
 * shape and rules are the content model's `siteFacts` (app/content/schemas/site-facts.ts).
 */
export const site = {
  name: "Nkabom Pay",
  legalName: "Nkabom Pay Limited",
  tagline: "Innovation for you",
  /** Public address of the site; SITE_URL at build time overrides it (docs/deploying.md). */
  url: "https://www.nkabompay.com.gh",
  description:
    "Nkabom Pay is a Bank of Ghana licensed payment service provider: collections, payouts, direct debit, USSD, web checkout and value added services for Ghanaian businesses and institutions.",
  emails: {
    info: "info@nkabompay.com.gh",
    support: "support@nkabompay.com.gh",
    sales: "sales@nkabompay.com.gh",
    careers: "careers@nkabompay.com.gh",
    privacy: "privacy@nkabompay.com.gh",
    /** Vulnerability reports (security.txt Contact, /security#disclosure). */
    security: "security@nkabompay.com.gh",
    noReply: "no-reply@nkabompay.com.gh",
  },
  phones: {
    office: { label: "Office", display: "+233 30 274 1800", tel: "+233302741800" },
    support: { label: "Sales & support", display: "+233 55 123 4567", tel: "+233551234567" },
  },
  address: {
    street: "14 Independence Avenue",
    area: "Ridge",
    city: "Accra",
    region: "Greater Accra",
    postalCode: "GA-110-1234",
    country: "Ghana",
    countryCode: "GH",
  },
  hours: {
    /** Written out by app/content/contact.ts (hoursText) in the one spelling the site uses. */
    days: "Monday to Friday",
    open: "08:00",
    close: "17:00",
    timezone: "GMT",
  },
  mapsUrl: "https://www.openstreetmap.org/search?query=Independence%20Avenue%2C%20Ridge%2C%20Accra",
  social: [
    { name: "Facebook", href: "https://www.facebook.com/nkabompay" },
    { name: "LinkedIn", href: "https://www.linkedin.com/company/nkabompay" },
    { name: "Instagram", href: "https://www.instagram.com/nkabompay" },
    { name: "X", href: "https://x.com/nkabompay" },
  ],
  docs: {
    host: "https://developers.nkabompay.com.gh",
    paths: {
      home: "/",
      payment: "/reference/payments",
      ussd: "/reference/ussd",
      payouts: "/reference/payments#payouts",
      requestToPay: "/reference/payments#request-to-pay",
    },
  },
  externalProducts: {
    lifestyle: "https://lifestyle.nkabompay.com.gh",
    communityBilling: "https://community.nkabompay.com.gh",
    insurance: "https://insurance.nkabompay.com.gh",
  },
  licence: "Licensed by the Bank of Ghana as an Enhanced Payment Service Provider",
  /**
   * Compliance facts shown on /security and in the trust badges. The owner must confirm
   * each one (and its wording) before launch: see docs/publishing.md.
   */
  compliance: {
    pciDss: {
      name: "PCI DSS Level 1",
      scope: "service provider",
      assessor: "an independent Qualified Security Assessor",
    },
    iso27001: {
      name: "ISO/IEC 27001",
      scope: "our payment platform, its data centres and the teams that run them",
      /** The certificate's number: null until the owner confirms it; never made up. */
      certificateNumber: null as string | null,
    },
    bankOfGhana: {
      licence: "Enhanced Payment Service Provider",
      act: "Payment Systems and Services Act, 2019 (Act 987)",
      /** The licence's number: null until the owner confirms it; never made up. */
      licenceNumber: null as string | null,
    },
    dataProtection: {
      regulator: "Data Protection Commission",
      act: "Data Protection Act, 2012 (Act 843)",
      role: "data controller",
    },
    dpo: { title: "Data Protection Officer", email: "dpo@nkabompay.com.gh" },
  },
  founded: 2016,
} as const satisfies SiteFacts;

export function docsUrl(path: keyof typeof site.docs.paths): string {
  return site.docs.host + site.docs.paths[path];
}

export function fullAddress(): string {
  const a = site.address;
  return `${a.street}, ${a.area}, ${a.city}, ${a.country}`;
}
