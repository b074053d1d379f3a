import { Link } from "react-router";
import { FileCheck2 } from "lucide-react";
import { StepsCard } from "../components/get-started/StepsCard.tsx";
import { ButtonLink } from "../components/ui/ButtonLink.tsx";
import { Container } from "../components/ui/Container.tsx";
import { PageHero } from "../components/ui/PageHero.tsx";
import { contentFor } from "../content/page-content.server.ts";
import { useContent } from "../content/use-content.ts";
import { metaAtLocation } from "../lib/meta.ts";
import type { Route } from "./+types/merchant-onboarding";

export const loader = (args: Route.LoaderArgs) => contentFor(args, { merchantOnboarding: "main" });

export const meta: Route.MetaFunction = metaAtLocation;

/** docs/requirements.md §2.17: the holding page of the online onboarding; Contact Sales goes to /contact-us. */
export default function MerchantOnboarding() {
  const copy = useContent("merchantOnboarding");
  return (
    <>
      <PageHero
        eyebrow={copy.eyebrow}
        title={copy.title}
        intro={
          <>
            <p>{copy.intro}</p>
            <p className="mt-3 text-base leading-7 text-white/75">{copy.body}</p>
          </>
        }
        aside={
          <StepsCard title={copy.comingTitle} badge={copy.comingBadge} steps={copy.comingSteps} />
        }
        actions={
          <ButtonLink to="/contact-us" variant="onDark">
            {copy.contactSales}
          </ButtonLink>
        }
      />
      <section aria-labelledby="prepare-documents" className="py-16 sm:py-20">
        <Container>
          <div className="mx-auto max-w-3xl">
            <h2
              id="prepare-documents"
              className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl"
            >
              {copy.prepareHeading}
            </h2>
            <p className="mt-3 text-lg leading-8 text-ink-600">{copy.prepareIntro}</p>
            <ul className="mt-8 divide-y divide-line rounded-2xl ring-1 ring-line">
              {copy.documents.map((doc) => (
                <li key={doc} className="flex gap-4 p-5 leading-7 text-ink-700">
                  <FileCheck2
                    aria-hidden="true"
                    className="mt-0.5 size-5 shrink-0 text-brand-700"
                  />
                  {doc}
                </li>
              ))}
            </ul>
            <p className="mt-8">
              <Link
                to="/merchant-onboarding-policy"
                className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
              >
                {copy.policyLink}
              </Link>
            </p>
          </div>
        </Container>
      </section>
    </>
  );
}
