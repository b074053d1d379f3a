import { PRIVACY_POLICY_ID } from "../content/anchors.ts";
import { legalPageData } from "../content/legal-pages.server.ts";
import { useContent } from "../content/use-content.ts";
import { ScrollToLink } from "../components/contact/ScrollToLink.tsx";
import { buttonBase, buttonClasses } from "../components/ui/ButtonLink.tsx";
import { LegalDocumentView } from "../components/legal/LegalDocumentView.tsx";
import { metaAtLocation } from "../lib/meta.ts";
import type { Route } from "./+types/terms";

export const loader = (args: Route.LoaderArgs) => legalPageData(args, "legalDocument");

export const meta: Route.MetaFunction = metaAtLocation;

/** docs/requirements.md §2.15: 27 numbered clauses; #privacy-policy is the privacy clause's anchor. */
export default function Terms({ loaderData: { path, related } }: Route.ComponentProps) {
  const doc = useContent("legalDocument", path);
  const words = useContent("legalPage");
  return (
    <LegalDocumentView
      doc={doc}
      heroActions={
        <ScrollToLink
          targetId={PRIVACY_POLICY_ID}
          updateUrl
          className={`${buttonBase} ${buttonClasses.onDark}`}
        >
          {words.readPrivacyPolicy}
        </ScrollToLink>
      }
      related={related}
    />
  );
}
