import type { LucideIcon } from "lucide-react";
import { HeroCard } from "./HeroCard.tsx";

export interface GlanceRow {
  icon: LucideIcon;
  label: string;
  value: string;
}

/**
 * A summary card for the right-hand side of a page hero (large screens only: PageHero
 * hides its aside below `lg`). Everything it says is also said in the page body.
 */
export function HeroGlance({
  title,
  rows,
  footnote,
}: {
  title: string;
  rows: readonly GlanceRow[];
  footnote?: string;
}) {
  return (
    <HeroCard>
      <p className="text-xs font-semibold tracking-wider text-brand-700 uppercase">{title}</p>
      <dl className="mt-5 divide-y divide-line">
        {rows.map((row) => (
          <div key={row.label} className="relative py-3.5 pl-14 first:pt-0 last:pb-0">
            <dt className="text-sm text-ink-600">
              <span className="absolute left-0 inline-flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
                <row.icon aria-hidden="true" className="size-5" />
              </span>
              {row.label}
            </dt>
            <dd className="font-semibold break-words text-ink-900">{row.value}</dd>
          </div>
        ))}
      </dl>
      {footnote && (
        <p className="mt-5 border-t border-line pt-4 text-sm text-ink-600">{footnote}</p>
      )}
    </HeroCard>
  );
}
