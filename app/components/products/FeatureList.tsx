import { Check } from "lucide-react";
import type { ProductEntry } from "#app/content/products/index.ts";
import { useContent } from "#app/content/use-content.ts";
import { Container } from "../ui/Container.tsx";
import { SectionHeading } from "../ui/SectionHeading.tsx";

/** The product's features, in the section `#features` (ASLAN's See Features target). */
export function FeatureList({ product }: { product: ProductEntry }) {
  const productPageCopy = useContent("productPage");
  const { features } = product;
  return (
    <section
      id="features"
      aria-labelledby="features-title"
      className="scroll-mt-20 bg-surface py-20 sm:py-24"
    >
      <Container className="grid gap-12 lg:grid-cols-[0.75fr_1.25fr] lg:gap-16">
        <div className="lg:sticky lg:top-28 lg:self-start">
          <SectionHeading
            id="features-title"
            eyebrow={productPageCopy.featuresEyebrow}
            title={features.title}
            intro={features.intro}
          />
        </div>
        <ul data-testid="feature-list" className="grid gap-4 sm:grid-cols-2">
          {features.items.map((f) => (
            <li
              key={f.title}
              className="flex gap-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-line"
            >
              <span
                aria-hidden="true"
                className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white"
              >
                <Check className="size-4" strokeWidth={3} />
              </span>
              <div>
                <h3 className="font-semibold text-ink-900">{f.title}</h3>
                <p className="mt-1.5 text-sm leading-6 text-ink-600">{f.body}</p>
              </div>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
