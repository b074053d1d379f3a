import { pageMeta, type PagePath } from "../content/pages";
import { terms } from "../content/terms";
import { LegalDocumentView } from "../components/legal/LegalDocumentView";
import { metaFor } from "../lib/meta";
import type { Route } from "./+types/terms";

export const meta = ({ location }: Route.MetaArgs) =>
  metaFor(pageMeta(location.pathname as PagePath));

/** Spec §2.15: 27 numbered clauses; #privacy-policy is clause 15's anchor. */
export default function Terms() {
  return (
    <LegalDocumentView
      doc={terms}
      related={[
        { title: "Merchant Onboarding Policy", to: "/merchant-onboarding-policy" },
        { title: "Refund and Chargeback Policy", to: "/refund-and-chargeback-policy" },
        { title: "Return and Delivery Policy", to: "/return-and-delivery-policy" },
        { title: "Cancellation Policy", to: "/cancellation-policy" },
      ]}
    />
  );
}
