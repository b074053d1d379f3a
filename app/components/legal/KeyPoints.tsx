import { CircleCheck } from "lucide-react";
import type { LegalDocument } from "#app/content/policies/document.ts";
import { useContent } from "#app/content/use-content.ts";
import { HeroGlance } from "../contact/HeroGlance.tsx";

type Points = NonNullable<LegalDocument["keyPoints"]>;

/** The document's key points in the hero, on large screens. */
export function KeyPointsCard({ points }: { points: Points }) {
  const words = useContent("legalPage");
  return (
    <HeroGlance
      title={words.atAGlance}
      rows={points.map((p) => ({ icon: CircleCheck, label: p.label, value: p.value }))}
    />
  );
}

/** The same key points above the text, on phones and tablets (the hero hides its aside). */
export function KeyPointsBox({ points }: { points: Points }) {
  const words = useContent("legalPage");
  return (
    <section
      aria-labelledby="key-points"
      className="mb-10 rounded-2xl bg-brand-50 p-5 ring-1 ring-brand-100 lg:hidden"
    >
      <h2 id="key-points" className="text-xs font-semibold tracking-wider text-brand-800 uppercase">
        {words.atAGlance}
      </h2>
      <dl className="mt-3 space-y-3">
        {points.map((p) => (
          <div key={p.label} className="relative pl-8">
            <dt className="text-sm text-ink-600">
              <CircleCheck
                aria-hidden="true"
                className="absolute top-0.5 left-0 size-5 text-brand-700"
              />
              {p.label}
            </dt>
            <dd className="font-semibold text-ink-900">{p.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
