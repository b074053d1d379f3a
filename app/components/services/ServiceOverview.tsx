import { CheckCircle2 } from "lucide-react";
import type { ServiceEntry } from "#app/content/services/index.ts";
import { Container } from "../ui/Container.tsx";
import { SectionHeading } from "../ui/SectionHeading.tsx";

/** "What it does": the explanation, the highlights and, for Utilities, what can be paid. */
export function ServiceOverview({
  service,
  glanceTitle,
}: {
  service: ServiceEntry;
  glanceTitle: string;
}) {
  const catalogue = service.kind === "standard" ? service.catalogue : undefined;
  return (
    <section aria-labelledby="overview-title" className="py-20 sm:py-24">
      <Container>
        <div className="grid gap-12 lg:grid-cols-[1.2fr_1fr] lg:gap-16">
          <div>
            <SectionHeading
              id="overview-title"
              eyebrow={service.name}
              title={service.overview.title}
            />
            <div className="mt-6 space-y-5 text-lg leading-8 text-ink-600">
              {service.overview.paragraphs.map((p) => (
                <p key={p.slice(0, 32)}>{p}</p>
              ))}
            </div>
          </div>
          <div className="self-start rounded-3xl bg-surface p-8 ring-1 ring-line">
            <h3 className="text-sm font-semibold tracking-wider text-ink-700 uppercase">
              {glanceTitle}
            </h3>
            <ul className="mt-5 space-y-4">
              {service.overview.highlights.map((h) => (
                <li key={h} className="flex gap-3 text-ink-800">
                  <CheckCircle2
                    aria-hidden="true"
                    className="mt-0.5 size-5 shrink-0 text-brand-600"
                  />
                  <span>{h}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
        {catalogue && (
          <div className="mt-16">
            <h3 className="text-xl font-semibold text-ink-900">{catalogue.title}</h3>
            <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
              {catalogue.items.map((item) => (
                <li key={item.name} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-line">
                  <p className="font-semibold text-ink-900">{item.name}</p>
                  <p className="mt-1 text-sm leading-6 text-ink-600">{item.detail}</p>
                </li>
              ))}
            </ul>
          </div>
        )}
      </Container>
    </section>
  );
}
