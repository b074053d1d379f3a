import { lazy, Suspense } from "react";
import { ArrowUpRight } from "lucide-react";
import { ProductPanel } from "../components/art/ProductPanel.tsx";
import { CtaBand } from "../components/services/CtaBand.tsx";
import { DeveloperSection } from "../components/services/DeveloperSection.tsx";
import { DocsLink } from "../components/services/DocsLink.tsx";
import { FeatureCards } from "../components/services/FeatureCards.tsx";
import { RemittanceDevelopers } from "../components/services/RemittanceDevelopers.tsx";
import { ServiceOverview } from "../components/services/ServiceOverview.tsx";
import { Steps } from "../components/services/Steps.tsx";
import { ButtonLink, buttonBase, buttonClasses } from "../components/ui/ButtonLink.tsx";
import { Container } from "../components/ui/Container.tsx";
import { PageHero } from "../components/ui/PageHero.tsx";
import { SectionHeading } from "../components/ui/SectionHeading.tsx";
import { templatedContent } from "../content/templated-content.server.ts";
import { useContent } from "../content/use-content.ts";
import { metaAtLocation } from "../lib/meta.ts";
import type { Route } from "./+types/service-page";

const BULK_PAY = "/bulk-pay";

// /bulk-pay's payout file section reads its words from the page's data too.
export const loader = (args: Route.LoaderArgs) =>
  templatedContent(
    args,
    "service",
    args.url.pathname.startsWith(BULK_PAY)
      ? { servicePage: "main", bulkPayChecker: "main" }
      : { servicePage: "main" },
  );

// A 404 from the loader: the root's error boundary shows the not-found page and its title.
export const meta: Route.MetaFunction = (args) => (args.loaderData ? metaAtLocation(args) : []);

// /bulk-pay's payout file section, in a chunk of its own so that the nine other service
// pages, which share this template, do not carry it. The server (prerendering) has it at
// hand, so the HTML holds the template and rules in place, readable without JavaScript; in
// the browser the page hydrates it once its chunk has arrived.
const serverSection = import.meta.env.SSR
  ? (await import("../components/bulk-pay/PayoutFileSection.tsx")).PayoutFileSection
  : undefined;
const PayoutFileSection =
  serverSection ??
  lazy(() =>
    import("../components/bulk-pay/PayoutFileSection.tsx").then((m) => ({
      default: m.PayoutFileSection,
    })),
  );

/** One template for the ten service pages (docs/requirements.md §2.9). */
export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const service = useContent("service", loaderData.path);
  const primaryDocs = service.kind === "standard" ? service.docs : service.docs[0];
  const { headings, developerSection } = useContent("servicePage");
  const contact = developerSection.contactSales;
  const aroundName = ({ before, after }: { before: string; after: string }) =>
    `${before}${service.name}${after}`;

  const docsButton = (variant: "outlineOnDark" | "onDark") =>
    primaryDocs && (
      <DocsLink docs={primaryDocs} className={`${buttonBase} ${buttonClasses[variant]}`}>
        {primaryDocs.label}
        <ArrowUpRight aria-hidden="true" className="size-4" />
      </DocsLink>
    );

  return (
    <>
      <PageHero
        eyebrow={aroundName(headings.eyebrow)}
        title={service.hero.title}
        intro={service.hero.intro}
        actions={
          <>
            <ButtonLink to={contact.to} variant="onDark">
              {contact.label}
            </ButtonLink>
            {docsButton("outlineOnDark")}
          </>
        }
        aside={<ProductPanel icon={service.icon} {...service.panel} />}
      />
      <ServiceOverview service={service} glanceTitle={headings.glanceTitle} />
      <section aria-labelledby="benefits-title" className="bg-surface py-20 sm:py-24">
        <Container>
          <SectionHeading
            id="benefits-title"
            eyebrow={headings.benefitsEyebrow}
            title={aroundName(headings.benefitsTitle)}
          />
          <div className="mt-12">
            <FeatureCards items={service.benefits} />
          </div>
        </Container>
      </section>
      <section aria-labelledby="how-title" className="bg-surface pb-20 sm:pb-24">
        <Container>
          <div className="border-t border-line pt-20 sm:pt-24">
            <SectionHeading
              id="how-title"
              eyebrow={headings.stepsEyebrow}
              title={aroundName(headings.stepsTitle)}
            />
            <div className="mt-12">
              <Steps steps={service.steps} label={headings.step} />
            </div>
          </div>
        </Container>
      </section>
      {service.path === BULK_PAY && (
        <Suspense fallback={null}>
          <PayoutFileSection />
        </Suspense>
      )}
      {service.kind === "standard" ? (
        <DeveloperSection docs={service.docs} />
      ) : (
        <RemittanceDevelopers docs={service.docs} />
      )}
      <CtaBand
        id="service-closing"
        title={service.closing.title}
        body={service.closing.body}
        actions={
          <ButtonLink to={contact.to} variant="onDark">
            {contact.label}
          </ButtonLink>
        }
      />
    </>
  );
}
