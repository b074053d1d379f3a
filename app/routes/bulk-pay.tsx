import { PayoutFileSection } from "../components/bulk-pay/PayoutFileSection";
import { ServicePageView } from "../components/services/ServicePageView";
import { metaFor } from "../lib/meta";

export const meta = () => metaFor("/bulk-pay");

/** The Bulk Pay service page, with the payout file template, rules and checker. */
export default function BulkPay() {
  return <ServicePageView extra={<PayoutFileSection />} />;
}
