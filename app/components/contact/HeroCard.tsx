import type { ReactNode } from "react";

/**
 * The white card on the right-hand side of a page hero, on a tilted brand-coloured
 * backdrop (PageHero shows it on large screens only).
 */
export function HeroCard({ children }: { children: ReactNode }) {
  return (
    <div className="relative ml-auto max-w-md">
      <div
        aria-hidden="true"
        className="absolute -inset-3 rotate-2 rounded-3xl bg-gradient-to-br from-brand-500/30 to-gold-400/20"
      />
      <div className="relative rounded-3xl bg-white p-7 text-ink-900 shadow-2xl shadow-ink-950/40">
        {children}
      </div>
    </div>
  );
}
