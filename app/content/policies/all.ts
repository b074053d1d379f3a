import { cancellationPolicy } from "./cancellation.ts";
import type { PolicyDocument } from "./common.ts";
import type { PolicyPath } from "./index.ts";
import { merchantOnboardingPolicy } from "./merchant-onboarding.ts";
import { refundAndChargebackPolicy } from "./refund-and-chargeback.ts";
import { returnAndDeliveryPolicy } from "./return-and-delivery.ts";

export const policyDocuments: Record<
  PolicyPath,
  PolicyDocument<Record<string, number | string>>
> = {
  "/merchant-onboarding-policy": merchantOnboardingPolicy,
  "/refund-and-chargeback-policy": refundAndChargebackPolicy,
  "/return-and-delivery-policy": returnAndDeliveryPolicy,
  "/cancellation-policy": cancellationPolicy,
};

export function policyFor(path: string): PolicyDocument<Record<string, number | string>> {
  const doc = policyDocuments[path.replace(/\/+$/, "") as PolicyPath];
  if (!doc) throw new Error(`No policy at ${path}`);
  return doc;
}
