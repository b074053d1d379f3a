import { Link } from "react-router";
import { ArrowRight, Minus, Plus } from "lucide-react";
import type { FaqItem } from "#app/content/help.ts";
import { Accordion } from "../ui/Accordion.tsx";

// Plus on a closed question, minus on the open one: one element for every item, switched by
// the item's open state in CSS, so opening a question re-renders no icon. No colour
// transition: a CSS transition sends transitionrun/transitionstart events through React's
// listeners inside the tap that opened it.
const indicator = (
  <span
    aria-hidden="true"
    className="mt-0.5 inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-white text-ink-700 ring-1 ring-line group-data-[open=true]:bg-brand-700 group-data-[open=true]:text-white group-data-[open=true]:ring-brand-700"
  >
    <Plus className="size-4 group-data-[open=true]:hidden" />
    <Minus className="hidden size-4 group-data-[open=true]:block" />
  </span>
);

/** docs/requirements.md §2.12: six questions, one open at a time, the first open; answers scroll past 500 px. */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  return (
    <Accordion
      idPrefix="faq"
      headingLevel={3}
      classes={{
        root: "divide-y divide-line rounded-2xl bg-white shadow-sm ring-1 ring-line",
        item: "px-5 sm:px-7",
        button:
          "flex w-full items-start justify-between gap-4 py-5 text-left text-base font-semibold text-ink-900 hover:text-brand-700 sm:text-lg",
        panel: "max-h-[500px] overflow-y-auto pb-6 pr-2 sm:pr-12",
      }}
      indicator={indicator}
      items={items.map((faq) => ({
        id: faq.id,
        header: <span>{faq.question}</span>,
        panel: (
          <div className="space-y-3 leading-7 text-ink-600">
            {faq.answer.map((paragraph) => (
              <p key={paragraph.slice(0, 32)}>{paragraph}</p>
            ))}
            {faq.link && (
              <p>
                <Link
                  to={faq.link.to}
                  className="inline-flex items-center gap-1.5 font-semibold text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline"
                >
                  {faq.link.label}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              </p>
            )}
          </div>
        ),
      }))}
    />
  );
}
