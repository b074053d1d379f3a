/** The three listing pages (spec §2.8). */
export const listingPaths = [
  "/services/payment-services",
  "/services/value-added-services",
  "/services/e-commerce",
] as const;
