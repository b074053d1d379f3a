import type { ReactNode } from "react";

const tones = {
  good: "bg-brand-50 text-brand-800 ring-brand-200",
  bad: "bg-red-50 text-red-800 ring-red-200",
  waiting: "bg-gold-300/40 text-ink-900 ring-gold-500/40",
  neutral: "bg-surface text-ink-700 ring-line",
};

export type PillTone = keyof typeof tones;

/** A state as a small labelled pill (an endpoint's, a delivery's). */
export function Pill({ tone, children }: { tone: PillTone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${tones[tone]}`}
    >
      {children}
    </span>
  );
}
