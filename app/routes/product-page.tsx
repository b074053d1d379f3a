import { useLocation } from "react-router";
import { ArrowDown, ArrowRight } from "lucide-react";
import { ProductPanel } from "../components/art/ProductPanel";
import { FeatureList } from "../components/products/FeatureList";
import { ProblemSolution } from "../components/products/ProblemSolution";
import { SeeFeaturesLink } from "../components/products/SeeFeaturesLink";
import { CtaBand } from "../components/services/CtaBand";
import { FeatureCards } from "../components/services/FeatureCards";
import { ButtonLink, buttonBase, buttonClasses } from "../components/ui/ButtonLink";
import { Container } from "../components/ui/Container";
import { PageHero } from "../components/ui/PageHero";
import { SectionHeading } from "../components/ui/SectionHeading";
import { pageAt } from "../content/pages";
import { productFor, productPageCopy } from "../content/products";
import { metaFor } from "../lib/meta";
import type { Route } from "./+types/product-page";

export const meta = ({ location }: Route.MetaArgs) => metaFor(pageAt(location.pathname));

/** One template for the four product pages (docs/requirements.md §2.10). */
export default function ProductPage() {
  const product = productFor(useLocation().pathname);
  const contact = productPageCopy.contactSales;
  return (
    <>
      <PageHero
        eyebrow={productPageCopy.eyebrow}
        title={product.hero.title}
        intro={product.hero.intro}
        actions={
          <>
            <ButtonLink to={product.demo.to} variant="onDark">
              {product.demo.label}
              <ArrowRight aria-hidden="true" className="size-4" />
            </ButtonLink>
            {product.seeFeatures ? (
              <SeeFeaturesLink className={`${buttonBase} ${buttonClasses.outlineOnDark}`}>
                {product.seeFeatures}
                <ArrowDown aria-hidden="true" className="size-4" />
              </SeeFeaturesLink>
            ) : (
              <ButtonLink to={contact.to} variant="outlineOnDark">
                {contact.label}
              </ButtonLink>
            )}
          </>
        }
        aside={<ProductPanel icon={product.icon} {...product.panel} />}
      />
      <ProblemSolution product={product} />
      <FeatureList product={product} />
      <section aria-labelledby="audience-title" className="py-20 sm:py-24">
        <Container>
          <SectionHeading
            id="audience-title"
            eyebrow={productPageCopy.audienceEyebrow}
            title={product.audience.title}
            intro={product.audience.intro}
          />
          <div className="mt-12">
            <FeatureCards items={product.audience.items} />
          </div>
        </Container>
      </section>
      <CtaBand
        id="product-closing"
        title={product.closing.title}
        body={product.closing.body}
        actions={
          <>
            <ButtonLink to={product.demo.to} variant="onDark">
              {product.demo.label}
            </ButtonLink>
            <ButtonLink to={contact.to} variant="outlineOnDark">
              {contact.label}
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
