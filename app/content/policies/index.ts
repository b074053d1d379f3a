/** The four policy documents (docs/requirements.md §2.17). Their content: `./all.ts`. */
export const policyPaths = [
  "/merchant-onboarding-policy",
  "/refund-and-chargeback-policy",
  "/return-and-delivery-policy",
  "/cancellation-policy",
] as const;

export type PolicyPath = (typeof policyPaths)[number];
