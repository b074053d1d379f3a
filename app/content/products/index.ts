import { aslan } from "./aslan.ts";
import { banking } from "./banking.ts";
import { pensions } from "./pensions.ts";
import { schoolBilling } from "./school-billing.ts";
import type { ProductEntry, ProductPath } from "./types.ts";

/** The four product pages (docs/requirements.md §2.10), one template fed by these entries. */
export const productPaths = [
  "/products/pensions-management-system",
  "/products/banking",
  "/products/aslan",
  "/products/school-billing",
] as const;

export type { ProductEntry, ProductPath } from "./types.ts";

export const products: Record<ProductPath, ProductEntry> = {
  "/products/pensions-management-system": pensions,
  "/products/banking": banking,
  "/products/aslan": aslan,
  "/products/school-billing": schoolBilling,
};

export function productFor(path: string): ProductEntry {
  const entry = products[path.replace(/\/+$/, "") as ProductPath];
  if (!entry) throw new Error(`No product page for ${path}`);
  return entry;
}

export const productPageCopy = {
  eyebrow: "Value Added Services",
  problemEyebrow: "Why it matters",
  problemTitle: { before: "What ", after: " changes" },
  featuresEyebrow: "What you get",
  audienceEyebrow: "Who it is for",
  contactSales: { label: "Contact Sales", to: "/contact-us" },
};
