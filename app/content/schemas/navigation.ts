import { z } from "zod";
import { group, link, list, LIMITS, slotted, text, toggle } from "./fields.ts";

/** A link of the header, the mobile menu or the footer. */
export const navLinkSchema = group("Menu link", {
  label: text("Link text", LIMITS.short),
  description: text("Description", 200).optional(),
  to: link("Leads to"),
  external: toggle("Opens another site").optional(),
  /** The Help Center link also opens the newsletter popup on arrival (docs/requirements.md §2.2). */
  opensNewsletter: toggle("Opens the newsletter popup").optional(),
});

export type NavLink = z.infer<typeof navLinkSchema>;

const menu = (label: string, max: number) => list(label, navLinkSchema, { min: 1, max });
const word = (label: string) => text(label, LIMITS.short);

/**
 * The fixed words of the header, menus and footer, and the screen-reader texts every page
 * carries (docs/decisions/034-shell-copy-as-root-loader-data.md).
 */
export const shellWordsSchema = group("Header, menus and footer: fixed words", {
  skipLink: word("Skip link (first Tab on every page)"),
  homeLink: word("Logo link, read by screen readers"),
  mainMenuLabel: word("Desktop menu, read by screen readers"),
  companyMenu: word("Company menu button"),
  offerMenu: word("What we offer menu button"),
  developersMenu: word("Developers menu button"),
  viewLink: word("Link on each offer card"),
  apiReference: word("API reference heading"),
  contactButton: word("Contact button"),
  getStartedButton: word("Get started button"),
  openMenu: word("Phone menu button, read by screen readers"),
  closeMenu: word("Close phone menu, read by screen readers"),
  phoneMenuTitle: word("Phone menu title, read by screen readers"),
  phoneMenuLabel: word("Phone menu links, read by screen readers"),
  phoneCompany: word("Phone menu: company heading"),
  phoneServices: word("Phone menu: services heading"),
  phoneDevelopers: word("Phone menu: developers heading"),
  socialMedia: word("Social links, read by screen readers"),
  footerResources: word("Footer: resources heading"),
  footerDevelopers: word("Footer: developers heading"),
  footerApiDocs: word("Footer: API documentation link"),
  footerContact: word("Footer: contact heading"),
  copyright: slotted("Copyright line", ["year"]),
  badgesLabel: word("Trust badges, read by screen readers"),
  badges: group("Trust badges", {
    isoCaption: slotted("ISO badge", ["note"], LIMITS.short),
    certificateNote: slotted("ISO certificate number, once confirmed", ["number"], 40),
    pciCaption: slotted("PCI badge", ["scope"], LIMITS.short),
    regulatorTitle: word("Regulator badge"),
    regulatorCaption: slotted("Regulator badge text", ["licence", "note"], LIMITS.short),
    licenceNote: slotted("Licence number, once confirmed", ["number"], 40),
  }),
  newTab: word("After a link to another site, read by screen readers"),
  notifications: word("Notifications area, read by screen readers"),
});

/** Header, mobile menu and footer navigation (docs/requirements.md §2.2, §2.4). */
export const navigationSchema = z.strictObject({
  companyLinks: menu("Company menu", 8),
  offerLinks: menu("What we offer menu", 6),
  apiDocsCard: navLinkSchema,
  developerLinks: menu("Developers menu", 10),
  footerResources: menu("Footer resources", 14),
  footerBottomLinks: menu("Footer bottom line", 6),
  words: shellWordsSchema,
});
