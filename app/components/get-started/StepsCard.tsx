import { NumberedList } from "../lists/NumberedList.tsx";
import { HeroCard } from "../contact/HeroCard.tsx";

/** A numbered list of steps in a card, for the right-hand side of a hero. */
export function StepsCard({
  title,
  steps,
  badge,
}: {
  title: string;
  steps: readonly { title: string; body: string }[];
  badge?: string;
}) {
  return (
    <HeroCard>
      <div className="flex items-center justify-between gap-3">
        <p className="text-xs font-semibold tracking-wider text-brand-700 uppercase">{title}</p>
        {badge && (
          <span className="rounded-full bg-gold-300 px-2.5 py-1 text-xs font-semibold text-ink-950">
            {badge}
          </span>
        )}
      </div>
      <NumberedList className="mt-5" size="compact" items={steps} />
    </HeroCard>
  );
}
