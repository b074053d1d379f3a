import { ArrowUpRight, CheckCircle2 } from "lucide-react";
import { useContent } from "#app/content/use-content.ts";
import { docsUrlIn, useSiteFacts } from "#app/lib/site-facts.ts";
import { buttonBase, buttonClasses } from "../ui/ButtonLink.tsx";
import { Carousel } from "../ui/Carousel.tsx";
import { Container } from "../ui/Container.tsx";
import { ExternalLink } from "../ui/ExternalLink.tsx";
import { SectionHeading } from "../ui/SectionHeading.tsx";

export const API_CAROUSEL_DELAY_MS = 5000;

/** The API-docs promotion with its autoplaying carousel of API "cards" (docs/requirements.md §2.6, §9). */
export function ApiPromo() {
  const { apiPromo, carouselWords } = useContent("home");
  const facts = useSiteFacts();
  return (
    <section aria-labelledby="api-title" className="bg-surface py-20 sm:py-24">
      <Container className="grid items-center gap-12 lg:grid-cols-[1fr_1.15fr] lg:gap-16">
        <div>
          <SectionHeading
            id="api-title"
            eyebrow={apiPromo.eyebrow}
            title={apiPromo.title}
            intro={apiPromo.intro}
          />
          <ul className="mt-8 space-y-4">
            {apiPromo.points.map((point) => (
              <li key={point} className="flex gap-3 text-ink-700">
                <CheckCircle2
                  aria-hidden="true"
                  className="mt-0.5 size-5 shrink-0 text-brand-600"
                />
                <span className="leading-7">{point}</span>
              </li>
            ))}
          </ul>
          <ExternalLink
            href={docsUrlIn(facts, "home")}
            className={`${buttonBase} ${buttonClasses.primary} mt-10 px-7`}
          >
            {apiPromo.cta}
            <ArrowUpRight aria-hidden="true" className="size-4" />
          </ExternalLink>
        </div>
        <Carousel
          id="api-carousel"
          label={apiPromo.carouselLabel}
          words={carouselWords}
          autoplayMs={API_CAROUSEL_DELAY_MS}
          slides={apiPromo.slides.map((slide) => ({
            id: slide.id,
            content: (
              <figure>
                <img
                  src={slide.imageSrc}
                  alt={slide.alt}
                  width={640}
                  height={420}
                  loading="lazy"
                  decoding="async"
                  className="h-auto w-full rounded-2xl shadow-xl ring-1 ring-ink-900/10"
                />
                <figcaption className="mt-5">
                  <span className="block font-semibold text-ink-900">{slide.title}</span>
                  <span className="mt-1 block text-ink-600">{slide.caption}</span>
                </figcaption>
              </figure>
            ),
          }))}
        />
      </Container>
    </section>
  );
}
