import type { ReactNode } from "react";
import { Container } from "./Container.tsx";

interface Props {
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  actions?: ReactNode;
  /** Artwork shown beside the text on large screens. */
  aside?: ReactNode;
}

/** The dark banner that opens every inner page, carrying the page's only h1. */
export function PageHero({ eyebrow, title, intro, actions, aside }: Props) {
  return (
    <section className="relative overflow-hidden bg-ink-900 text-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(60rem_30rem_at_85%_-10%,rgba(23,165,122,0.35),transparent),radial-gradient(40rem_20rem_at_0%_110%,rgba(251,197,49,0.14),transparent)]"
      />
      <Container className="relative grid items-center gap-10 py-16 sm:py-20 lg:grid-cols-[1.2fr_1fr] lg:py-24">
        <div>
          {eyebrow && (
            <p className="text-sm font-semibold tracking-wider text-gold-300 uppercase">
              {eyebrow}
            </p>
          )}
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            {title}
          </h1>
          {intro && <div className="mt-5 max-w-2xl text-lg leading-8 text-white/80">{intro}</div>}
          {actions && <div className="mt-8 flex flex-wrap gap-3">{actions}</div>}
        </div>
        {aside && <div className="hidden lg:block">{aside}</div>}
      </Container>
    </section>
  );
}
