import { z } from "zod";
import { group, link, list, LIMITS, text, toggle } from "./fields.ts";

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

/** Header, mobile menu and footer navigation (docs/requirements.md §2.2, §2.4). */
export const navigationSchema = z.strictObject({
  companyLinks: menu("Company menu", 8),
  offerLinks: menu("What we offer menu", 6),
  apiDocsCard: navLinkSchema,
  developerLinks: menu("Developers menu", 10),
  footerResources: menu("Footer resources", 14),
  footerBottomLinks: menu("Footer bottom line", 6),
});
