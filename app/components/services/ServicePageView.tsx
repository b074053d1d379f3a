import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { ArrowUpRight } from "lucide-react";
import { ProductPanel } from "../art/ProductPanel";
import { CtaBand } from "./CtaBand";
import { DeveloperSection } from "./DeveloperSection";
import { DocsLink } from "./DocsLink";
import { FeatureCards } from "./FeatureCards";
import { RemittanceDevelopers } from "./RemittanceDevelopers";
import { ServiceOverview } from "./ServiceOverview";
import { Steps } from "./Steps";
import { ButtonLink, buttonBase, buttonClasses } from "../ui/ButtonLink";
import { Container } from "../ui/Container";
import { PageHero } from "../ui/PageHero";
import { SectionHeading } from "../ui/SectionHeading";
import { developerSection, serviceFor } from "../../content/services";

/**
 * One template for the ten service pages (spec §2.9). `extra` is a section of one page
 * only, after "How it works" (the payout file checker of /bulk-pay).
 */
export function ServicePageView({ extra }: { extra?: ReactNode }) {
  const service = serviceFor(useLocation().pathname);
  const primaryDocs = service.kind === "standard" ? service.docs : service.docs[0];
  const contact = developerSection.contactSales;

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
        eyebrow={`Payment Services · ${service.name}`}
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
      <ServiceOverview service={service} />
      <section aria-labelledby="benefits-title" className="bg-surface py-20 sm:py-24">
        <Container>
          <SectionHeading
            id="benefits-title"
            eyebrow="Key benefits"
            title={`Why businesses choose ${service.name}`}
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
              eyebrow="How it works"
              title={`How ${service.name} works`}
            />
            <div className="mt-12">
              <Steps steps={service.steps} />
            </div>
          </div>
        </Container>
      </section>
      {extra}
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
