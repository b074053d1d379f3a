import { legalPageData } from "../content/legal-pages.server.ts";
import { useContent } from "../content/use-content.ts";
import { LegalDocumentView } from "../components/legal/LegalDocumentView.tsx";
import { metaAtLocation } from "../lib/meta.ts";
import type { Route } from "./+types/policy-page";

export const loader = (args: Route.LoaderArgs) => legalPageData(args, "policy");

export const meta: Route.MetaFunction = metaAtLocation;

/** docs/requirements.md §2.17: the four policies, each effective 15th September 2023. */
export default function PolicyPage({ loaderData: { path, related } }: Route.ComponentProps) {
  const doc = useContent("policy", path);
  return <LegalDocumentView doc={doc} related={related} />;
}
