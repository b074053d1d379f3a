import { useLocation } from "react-router";
import { policyDocuments, policyFor } from "../content/policies/all.ts";
import { LegalDocumentView } from "../components/legal/LegalDocumentView.tsx";
import { metaAtLocation } from "../lib/meta.ts";
import type { Route } from "./+types/policy-page";

export const meta: Route.MetaFunction = metaAtLocation;

/** docs/requirements.md §2.17: the four policies, each effective 15th September 2023. */
export default function PolicyPage() {
  const { pathname } = useLocation();
  const doc = policyFor(pathname);
  const related = [
    ...Object.values(policyDocuments)
      .filter((d) => d.path !== doc.path)
      .map((d) => ({ title: d.title, to: d.path })),
    { title: "Terms and Conditions", to: "/terms-and-conditions" },
  ];
  return <LegalDocumentView doc={doc} related={related} />;
}
