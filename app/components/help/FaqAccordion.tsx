import { Link } from "react-router";
import { ArrowRight, Minus, Plus } from "lucide-react";
import type { FaqItem } from "#app/content/help.ts";
import { Accordion } from "../ui/Accordion.tsx";

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
      indicator={(open) => (
        <span
          aria-hidden="true"
          className={`mt-0.5 inline-flex size-7 shrink-0 items-center justify-center rounded-full ring-1 transition-colors ${
            open ? "bg-brand-700 text-white ring-brand-700" : "bg-white text-ink-700 ring-line"
          }`}
        >
          {open ? <Minus className="size-4" /> : <Plus className="size-4" />}
        </span>
      )}
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
