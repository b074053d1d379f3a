/** The four product pages (spec §2.10), one template fed by these entries. */
export const productPaths = [
  "/products/pensions-management-system",
  "/products/banking",
  "/products/aslan",
  "/products/school-billing",
] as const;
