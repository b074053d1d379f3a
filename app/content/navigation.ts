import { docsUrl, site } from "../config/site.ts";
import type { NavLink } from "./schemas/navigation.ts";

/** Header, mobile menu and footer navigation (docs/requirements.md §2.2, §2.4). */

export type { NavLink };

export const companyLinks: NavLink[] = [
  { label: "About Company", description: "Our story, mission and leadership", to: "/about-us" },
  {
    label: "Help Center",
    description: "Get Help Resources",
    to: "/help-center",
    opensNewsletter: true,
  },
  { label: "Careers", description: "Join the team building Ghana's payment rails", to: "/careers" },
  {
    label: "Security",
    description: "How we protect data; report a vulnerability",
    to: "/security",
  },
];

export const offerLinks: NavLink[] = [
  {
    label: "Payment Services",
    description: "Collections, payouts, direct debit, USSD and six more ways to move money.",
    to: "/services/payment-services",
  },
  {
    label: "Value Added Services (VAS)",
    description: "Pensions, core banking, ASLAN and school billing software.",
    to: "/services/value-added-services",
  },
  {
    label: "E-commerce",
    description: "Online shop, lifestyle listings and community billing platforms.",
    to: "/services/e-commerce",
  },
];

export const apiDocsCard: NavLink = {
  label: "API documentation",
  description: `Guides, the sandbox and the reference for every ${site.name} API.`,
  to: docsUrl("home"),
  external: true,
};

/** Only USSD has its own reference page; the other five share the payment reference. */
export const developerLinks: NavLink[] = [
  { label: "Payment", to: docsUrl("payment"), external: true },
  { label: "Billing", to: docsUrl("payment"), external: true },
  { label: "Customer", to: docsUrl("payment"), external: true },
  { label: "USSD", to: docsUrl("ussd"), external: true },
  { label: "SMS", to: docsUrl("payment"), external: true },
  { label: "Invoice", to: docsUrl("payment"), external: true },
];

export const footerResources: NavLink[] = [
  { label: "About Us", to: "/about-us" },
  { label: "Careers", to: "/careers" },
  { label: "Articles", to: "/articles" },
  { label: "Case Study", to: "/case-study" },
  { label: "Security", to: "/security" },
  { label: "Official Channels", to: "/official-channels" },
  { label: "Merchant Onboarding Policy", to: "/merchant-onboarding-policy" },
  { label: "Refund & Chargeback Policy", to: "/refund-and-chargeback-policy" },
  { label: "Return and Delivery Policy", to: "/return-and-delivery-policy" },
  { label: "Cancellation Policy", to: "/cancellation-policy" },
  { label: "Terms and Conditions", to: "/terms-and-conditions" },
];

export const footerBottomLinks: NavLink[] = [
  { label: "Contact Us", to: "/contact-us" },
  { label: "Terms & Conditions", to: "/terms-and-conditions" },
  { label: "Privacy Policy", to: "/terms-and-conditions#privacy-policy" },
];

/** The shell's fixed words (schemas/navigation.ts `shellWordsSchema`). */
export const words = {
  skipLink: "Skip to main content",
  homeLink: `${site.name} home`,
  mainMenuLabel: "Main",
  companyMenu: "Company",
  offerMenu: "What we offer",
  developersMenu: "Developers",
  viewLink: "View",
  apiReference: "API reference",
  contactButton: "Contact Us",
  getStartedButton: "Get Started",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  phoneMenuTitle: "Menu",
  phoneMenuLabel: "Mobile",
  phoneCompany: "Company",
  phoneServices: "Our Services",
  phoneDevelopers: "Developers",
  socialMedia: "Social media",
  footerResources: "Resources",
  footerDevelopers: "Developers",
  footerApiDocs: "API Documentation",
  footerContact: "Contact",
  copyright: `© %year% ${site.legalName}. All rights reserved.`,
  badgesLabel: "Certifications and licences",
  badges: {
    isoCaption: "Certified: our payment platform%note%",
    certificateNote: ", certificate %number%",
    pciCaption: "Assessed as a card %scope%",
    regulatorTitle: "Bank of Ghana",
    regulatorCaption: "Licensed %licence%%note%",
    licenceNote: ", licence %number%",
  },
  newTab: "(opens in a new tab)",
  notifications: "Notifications Alt+T",
};
