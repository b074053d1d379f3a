import type { ListingCard } from "#app/content/listings.ts";
import { icons } from "../art/icons.ts";

/** Decorative hero artwork: the listing's products as a mosaic of glass tiles. */
export function ListingHeroArt({ cards }: { cards: ListingCard[] }) {
  const tiles = cards.slice(0, 6);
  return (
    <div aria-hidden="true" className="ml-auto grid max-w-md grid-cols-3 gap-3">
      {tiles.map((card, i) => {
        const Icon = icons[card.icon];
        return (
          <div
            key={card.title}
            className={`flex aspect-square flex-col justify-between rounded-2xl p-4 ring-1 ring-white/15 ${
              i === 0 ? "bg-brand-600/40" : i === 4 ? "bg-gold-400/20" : "bg-white/5"
            }`}
          >
            <Icon className={`size-7 ${i === 4 ? "text-gold-300" : "text-brand-200"}`} />
            <span className="text-xs leading-tight font-semibold text-white/85">{card.title}</span>
          </div>
        );
      })}
    </div>
  );
}
