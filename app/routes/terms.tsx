import { PRIVACY_POLICY_ID, terms } from "../content/terms.ts";
import { ScrollToLink } from "../components/contact/ScrollToLink.tsx";
import { buttonBase, buttonClasses } from "../components/ui/ButtonLink.tsx";
import { LegalDocumentView } from "../components/legal/LegalDocumentView.tsx";
import { metaAtLocation } from "../lib/meta.ts";
import type { Route } from "./+types/terms";

export const meta: Route.MetaFunction = metaAtLocation;

/** docs/requirements.md §2.15: 27 numbered clauses; #privacy-policy is the privacy clause's anchor. */
export default function Terms() {
  return (
    <LegalDocumentView
      doc={terms}
      heroActions={
        <ScrollToLink
          targetId={PRIVACY_POLICY_ID}
          updateUrl
          className={`${buttonBase} ${buttonClasses.onDark}`}
        >
          Read the privacy policy
        </ScrollToLink>
      }
      related={[
        { title: "Merchant Onboarding Policy", to: "/merchant-onboarding-policy" },
        { title: "Refund and Chargeback Policy", to: "/refund-and-chargeback-policy" },
        { title: "Return and Delivery Policy", to: "/return-and-delivery-policy" },
        { title: "Cancellation Policy", to: "/cancellation-policy" },
      ]}
    />
  );
}
