/** The four policy documents (spec §2.17). */
export const policyPaths = [
  "/merchant-onboarding-policy",
  "/refund-and-chargeback-policy",
  "/return-and-delivery-policy",
  "/cancellation-policy",
] as const;
