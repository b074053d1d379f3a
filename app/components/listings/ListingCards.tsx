import { Link } from "react-router";
import { ArrowRight, ArrowUpRight, CodeXml } from "lucide-react";
import type { Listing, ListingCard } from "#app/content/listings.ts";
import { useContent } from "#app/content/use-content.ts";
import { icons } from "../art/icons.ts";
import { ExternalLink } from "../ui/ExternalLink.tsx";

const stretched = "after:absolute after:inset-0 after:rounded-3xl focus-visible:outline-none";

function CardTitle({ card }: { card: ListingCard }) {
  switch (card.link.kind) {
    case "internal":
      return (
        <Link to={card.link.to} className={stretched}>
          {card.title}
        </Link>
      );
    case "external":
      return (
        <ExternalLink href={card.link.href} className={stretched}>
          {card.title}
        </ExternalLink>
      );
    default:
      return <>{card.title}</>;
  }
}

/**
 * Whole-card links: the title's link stretches over the card, so each card is one link
 * named by its title with nothing interactive nested inside. Cards with no destination
 * (COMING SOON) are plain text.
 */
export function ListingCards({
  cards,
  docsTile,
}: {
  cards: ListingCard[];
  docsTile?: Listing["docsTile"];
}) {
  const listingCopy = useContent("listingPage");
  // Ten cards and a double-width tile fill a 4-column grid exactly.
  const wide = docsTile ? "xl:grid-cols-4" : "";
  return (
    <ul className={`grid gap-5 sm:grid-cols-2 lg:grid-cols-3 ${wide}`}>
      {cards.map((card) => {
        const Icon = icons[card.icon];
        const linked = card.link.kind !== "none";
        return (
          <li
            key={card.title}
            data-card={card.title}
            className={`group relative flex flex-col rounded-3xl p-7 ring-1 transition ${
              linked
                ? "bg-white shadow-sm ring-line hover:-translate-y-1 hover:shadow-xl hover:ring-brand-300 focus-within:ring-2 focus-within:ring-brand-600"
                : "bg-surface ring-line"
            }`}
          >
            <div className="flex items-start justify-between gap-4">
              <span
                aria-hidden="true"
                className={`inline-flex size-12 items-center justify-center rounded-2xl ${
                  linked
                    ? "bg-brand-50 text-brand-700 ring-1 ring-brand-100 group-hover:bg-brand-700 group-hover:text-white"
                    : "bg-white text-ink-600 ring-1 ring-line"
                } transition-colors`}
              >
                <Icon className="size-6" />
              </span>
              {card.badge && (
                <span className="rounded-full bg-gold-300 px-3 py-1 text-xs font-bold tracking-wider text-ink-950">
                  {card.badge}
                </span>
              )}
            </div>
            <h3 className="mt-6 text-lg font-semibold tracking-tight text-ink-900">
              <CardTitle card={card} />
            </h3>
            <p className="mt-2 leading-7 text-ink-600">{card.description}</p>
            {linked && (
              <p
                aria-hidden="true"
                className="mt-auto flex items-center gap-1.5 pt-6 text-sm font-semibold text-brand-700"
              >
                {card.link.kind === "external" ? listingCopy.visit : listingCopy.learnMore}
                {card.link.kind === "external" ? (
                  <ArrowUpRight className="size-4 transition-transform group-hover:translate-x-0.5 group-hover:-translate-y-0.5" />
                ) : (
                  <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" />
                )}
              </p>
            )}
          </li>
        );
      })}
      {docsTile && (
        <li className="relative flex flex-col justify-between gap-8 overflow-hidden rounded-3xl bg-ink-900 p-7 text-white sm:col-span-2">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 bg-[radial-gradient(28rem_14rem_at_100%_0%,rgba(23,165,122,0.4),transparent)]"
          />
          <div className="relative">
            <CodeXml aria-hidden="true" className="size-8 text-gold-300" />
            <h3 className="mt-5 text-xl font-semibold tracking-tight">{docsTile.title}</h3>
            <p className="mt-2 max-w-lg leading-7 text-white/80">{docsTile.body}</p>
          </div>
          <ExternalLink
            href={docsTile.href}
            className="relative inline-flex min-h-11 items-center gap-2 self-start rounded-full bg-gold-400 px-6 text-sm font-semibold text-ink-950 hover:bg-gold-300"
          >
            {docsTile.label}
            <ArrowUpRight aria-hidden="true" className="size-4" />
          </ExternalLink>
        </li>
      )}
    </ul>
  );
}
