import { Mail } from "lucide-react";
import { useContent } from "#app/content/use-content.ts";
import { Container } from "../ui/Container.tsx";
import { NewsletterForm } from "./NewsletterForm.tsx";

/** The newsletter band on Home, About and Help (docs/requirements.md §2.3). */
export function NewsletterBlock({ source }: { source: string }) {
  const copy = useContent("newsletter").newsletterCopy;
  return (
    <section aria-labelledby={`newsletter-${source}`} className="py-16 sm:py-20">
      <Container>
        <div className="relative overflow-hidden rounded-3xl bg-ink-900 px-6 py-10 sm:px-12 sm:py-14">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 bg-[radial-gradient(40rem_20rem_at_100%_0%,rgba(23,165,122,0.35),transparent)]"
          />
          <div className="relative grid items-center gap-8 lg:grid-cols-2">
            <div>
              <p className="flex items-center gap-2 text-sm font-semibold tracking-wider text-gold-300 uppercase">
                <Mail aria-hidden="true" className="size-4" /> {copy.blockEyebrow}
              </p>
              <h2
                id={`newsletter-${source}`}
                className="mt-3 text-2xl font-bold tracking-tight text-white sm:text-3xl"
              >
                {copy.heading}
              </h2>
              <p className="mt-3 text-white/80">{copy.intro}</p>
            </div>
            <NewsletterForm source={source} onDark />
          </div>
        </div>
      </Container>
    </section>
  );
}
