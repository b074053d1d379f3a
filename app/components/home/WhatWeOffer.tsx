import { Link } from "react-router";
import { ArrowRight, Check, LayoutGrid, ShoppingBag, Wallet } from "lucide-react";
import type { OfferCard } from "#app/content/home.ts";
import { useContent } from "#app/content/use-content.ts";
import { Container } from "../ui/Container.tsx";
import { SectionHeading } from "../ui/SectionHeading.tsx";

const accents: Record<OfferCard["accent"], { icon: typeof Wallet; band: string; tile: string }> = {
  payments: {
    icon: Wallet,
    band: "from-brand-700 to-brand-500",
    tile: "bg-white text-brand-700",
  },
  vas: {
    icon: LayoutGrid,
    band: "from-ink-900 to-ink-700",
    tile: "bg-gold-400 text-ink-950",
  },
  commerce: {
    icon: ShoppingBag,
    band: "from-gold-500 to-gold-300",
    tile: "bg-ink-900 text-gold-300",
  },
};

/** "What we offer": three product cards, each one link to its listing (docs/requirements.md §2.6). */
export function WhatWeOffer() {
  const { offerCards, offerExplore, offerSection } = useContent("home");
  return (
    <section aria-labelledby="offer-title" className="py-20 sm:py-24">
      <Container>
        <SectionHeading
          id="offer-title"
          eyebrow={offerSection.eyebrow}
          title={offerSection.title}
          intro={offerSection.intro}
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {offerCards.map((card) => {
            const accent = accents[card.accent];
            const Icon = accent.icon;
            return (
              <li
                key={card.to}
                className="group relative flex flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-line transition hover:-translate-y-1 hover:shadow-xl hover:ring-brand-300 focus-within:ring-2 focus-within:ring-brand-600"
              >
                <div
                  aria-hidden="true"
                  className={`relative h-36 overflow-hidden bg-gradient-to-br ${accent.band}`}
                >
                  <span className="absolute -top-10 -right-10 size-40 rounded-full border-[1.5rem] border-white/15" />
                  <span className="absolute right-16 -bottom-12 size-24 rounded-full bg-white/10" />
                  <span
                    className={`absolute bottom-6 left-6 inline-flex size-14 items-center justify-center rounded-2xl shadow-lg ${accent.tile}`}
                  >
                    <Icon className="size-7" />
                  </span>
                </div>
                <div className="flex flex-1 flex-col p-6 sm:p-8">
                  <h3 className="text-xl font-semibold tracking-tight text-ink-900">
                    <Link
                      to={card.to}
                      className="after:absolute after:inset-0 after:rounded-3xl focus-visible:outline-none"
                    >
                      {card.title}
                    </Link>
                  </h3>
                  <p className="mt-3 leading-7 text-ink-600">{card.description}</p>
                  <ul className="mt-5 space-y-2 text-sm text-ink-700">
                    {card.points.map((p) => (
                      <li key={p} className="flex gap-2.5">
                        <Check
                          aria-hidden="true"
                          className="mt-0.5 size-4 shrink-0 text-brand-600"
                        />
                        {p}
                      </li>
                    ))}
                  </ul>
                  <p
                    aria-hidden="true"
                    className="mt-auto flex items-center gap-1.5 pt-8 text-sm font-semibold text-brand-700"
                  >
                    {offerExplore} {card.title}
                    <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" />
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      </Container>
    </section>
  );
}
