import { Quote } from "lucide-react";
import type { Testimonial } from "#app/content/home.ts";
import { useContent } from "#app/content/use-content.ts";
import { Carousel } from "../ui/Carousel.tsx";
import { Container } from "../ui/Container.tsx";
import { SectionHeading } from "../ui/SectionHeading.tsx";

const tones: Record<Testimonial["image"]["tone"], string> = {
  brand: "bg-brand-700 text-white",
  gold: "bg-gold-400 text-ink-950",
  ink: "bg-ink-800 text-white",
};

/** Two partner quotes with previous/next buttons that wrap around (docs/requirements.md §2.6, §4). */
export function Testimonials() {
  const { carouselWords, testimonials, testimonialsSection } = useContent("home");
  return (
    <section aria-labelledby="testimonials-title" className="py-20 sm:py-24">
      <Container>
        <div className="grid gap-12 lg:grid-cols-[0.8fr_1.2fr] lg:gap-16">
          <SectionHeading
            id="testimonials-title"
            eyebrow={testimonialsSection.eyebrow}
            title={testimonialsSection.title}
            intro={testimonialsSection.intro}
          />
          <Carousel
            id="testimonials"
            label={testimonialsSection.carouselLabel}
            words={carouselWords}
            slides={testimonials.map((t) => ({
              id: t.id,
              content: (
                <figure className="relative h-full rounded-3xl bg-white p-8 shadow-sm ring-1 ring-line sm:p-10">
                  <Quote aria-hidden="true" className="size-10 text-gold-400" fill="currentColor" />
                  <blockquote className="mt-6 text-lg leading-8 text-ink-800 sm:text-xl sm:leading-9">
                    <p>{t.quote}</p>
                  </blockquote>
                  <figcaption className="mt-8 flex items-center gap-4">
                    <span
                      aria-hidden="true"
                      className={`inline-flex size-14 shrink-0 items-center justify-center rounded-full text-lg font-bold ${tones[t.image.tone]}`}
                    >
                      {t.image.initials}
                    </span>
                    <span>
                      <span className="block font-semibold text-ink-900">{t.author}</span>
                      <span className="block text-sm text-ink-600">
                        {t.role}, {t.company}
                      </span>
                    </span>
                  </figcaption>
                </figure>
              ),
            }))}
          />
        </div>
      </Container>
    </section>
  );
}
