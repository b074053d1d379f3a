import { CircleAlert, CircleCheck } from "lucide-react";
import type { ProductEntry } from "#app/content/products/index.ts";
import { useContent } from "#app/content/use-content.ts";
import { Container } from "../ui/Container.tsx";
import { SectionHeading } from "../ui/SectionHeading.tsx";

/** The problem the product addresses and how it solves it, side by side. */
export function ProblemSolution({ product }: { product: ProductEntry }) {
  const productPageCopy = useContent("productPage");
  return (
    <section aria-labelledby="problem-title" className="py-20 sm:py-24">
      <Container>
        <SectionHeading
          id="problem-title"
          eyebrow={productPageCopy.problemEyebrow}
          title={`${productPageCopy.problemTitle.before}${product.name}${productPageCopy.problemTitle.after}`}
        />
        <div className="mt-12 grid gap-6 lg:grid-cols-2">
          <div className="rounded-3xl bg-surface p-8 ring-1 ring-line sm:p-10">
            <h3 className="text-xl font-semibold text-ink-900">{product.problem.title}</h3>
            <p className="mt-3 leading-7 text-ink-600">{product.problem.body}</p>
            <ul className="mt-6 space-y-3">
              {product.problem.points.map((p) => (
                <li key={p} className="flex gap-3 text-ink-700">
                  <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-ink-500" />
                  {p}
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-3xl bg-brand-800 p-8 text-white shadow-xl sm:p-10">
            <h3 className="text-xl font-semibold">{product.solution.title}</h3>
            <p className="mt-3 leading-7 text-white/85">{product.solution.body}</p>
            <ul className="mt-6 space-y-3">
              {product.solution.points.map((p) => (
                <li key={p} className="flex gap-3">
                  <CircleCheck
                    aria-hidden="true"
                    className="mt-0.5 size-5 shrink-0 text-gold-300"
                  />
                  {p}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Container>
    </section>
  );
}
