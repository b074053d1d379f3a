import { ArrowDown, ArrowRight } from "lucide-react";
import { ProductPanel } from "../components/art/ProductPanel.tsx";
import { FeatureList } from "../components/products/FeatureList.tsx";
import { ProblemSolution } from "../components/products/ProblemSolution.tsx";
import { SeeFeaturesLink } from "../components/products/SeeFeaturesLink.tsx";
import { CtaBand } from "../components/services/CtaBand.tsx";
import { FeatureCards } from "../components/services/FeatureCards.tsx";
import { ButtonLink, buttonBase, buttonClasses } from "../components/ui/ButtonLink.tsx";
import { Container } from "../components/ui/Container.tsx";
import { PageHero } from "../components/ui/PageHero.tsx";
import { SectionHeading } from "../components/ui/SectionHeading.tsx";
import { templatedContent } from "../content/templated-content.server.ts";
import { useContent } from "../content/use-content.ts";
import { metaAtLocation } from "../lib/meta.ts";
import type { Route } from "./+types/product-page";

export const loader = (args: Route.LoaderArgs) =>
  templatedContent(args, "product", { productPage: "main" });

// A 404 from the loader: the root's error boundary shows the not-found page and its title.
export const meta: Route.MetaFunction = (args) => (args.loaderData ? metaAtLocation(args) : []);

/** One template for the four product pages (docs/requirements.md §2.10). */
export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const product = useContent("product", loaderData.path);
  const productPageCopy = useContent("productPage");
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
