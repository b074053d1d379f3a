interface Props {
  steps: { title: string; body: string }[];
  /** "Step", which screen readers hear before each number. */
  label: string;
}

/** "How it works": numbered steps, joined by a line on large screens. */
export function Steps({ steps, label }: Props) {
  return (
    <ol className="relative grid gap-8 md:grid-cols-2 lg:grid-cols-4 lg:gap-6 lg:before:absolute lg:before:top-6 lg:before:right-[calc(25%-2.625rem)] lg:before:left-6 lg:before:h-px lg:before:bg-gradient-to-r lg:before:from-brand-300 lg:before:via-brand-500 lg:before:to-gold-400">
      {steps.map((step, i) => (
        <li key={step.title} className="relative">
          <span
            aria-hidden="true"
            className="relative inline-flex size-12 items-center justify-center rounded-full bg-ink-900 text-lg font-bold text-gold-300 ring-8 ring-surface"
          >
            {i + 1}
          </span>
          <h3 className="mt-5 text-lg font-semibold text-ink-900">
            <span className="sr-only">{`${label} ${i + 1}: `}</span>
            {step.title}
          </h3>
          <p className="mt-2 leading-7 text-ink-600">{step.body}</p>
        </li>
      ))}
    </ol>
  );
}
