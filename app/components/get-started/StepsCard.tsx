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
    <div className="relative ml-auto max-w-md">
      <div
        aria-hidden="true"
        className="absolute -inset-3 rotate-2 rounded-3xl bg-gradient-to-br from-brand-500/30 to-gold-400/20"
      />
      <div className="relative rounded-3xl bg-white p-7 text-ink-900 shadow-2xl shadow-ink-950/40">
        <div className="flex items-center justify-between gap-3">
          <p className="text-xs font-semibold tracking-wider text-brand-700 uppercase">{title}</p>
          {badge && (
            <span className="rounded-full bg-gold-300 px-2.5 py-1 text-xs font-semibold text-ink-950">
              {badge}
            </span>
          )}
        </div>
        <ol className="mt-5 space-y-4">
          {steps.map((step, i) => (
            <li key={step.title} className="flex gap-4">
              <span
                aria-hidden="true"
                className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
              >
                {i + 1}
              </span>
              <div>
                <p className="font-semibold text-ink-900">{step.title}</p>
                <p className="mt-0.5 text-sm leading-6 text-ink-600">{step.body}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
