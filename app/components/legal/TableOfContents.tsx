import { ChevronDown } from "lucide-react";
import type { DocSection } from "../../content/policies/document";
import { ScrollToLink } from "../contact/ScrollToLink";

function TocList({ sections }: { sections: readonly DocSection[] }) {
  return (
    <ol className="space-y-1 text-sm">
      {sections.map((s, i) => (
        <li key={s.id}>
          <ScrollToLink
            targetId={s.id}
            updateUrl
            className="flex gap-2 rounded-lg px-2 py-1.5 text-ink-600 hover:bg-surface hover:text-ink-900"
          >
            <span className="w-6 shrink-0 text-right text-ink-500 tabular-nums">{i + 1}.</span>
            <span>{s.title}</span>
          </ScrollToLink>
        </li>
      ))}
    </ol>
  );
}

/**
 * The document's contents: a sticky sidebar on large screens, a collapsed disclosure on
 * phones. Real `#id` links, enhanced to glide to the section and move focus there.
 */
export function TableOfContents({ sections }: { sections: readonly DocSection[] }) {
  return (
    <>
      <details className="group rounded-2xl bg-white ring-1 ring-line lg:hidden">
        <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 px-5 py-3 font-semibold text-ink-900 [&::-webkit-details-marker]:hidden">
          <span>
            Contents <span className="font-normal text-ink-600">({sections.length} sections)</span>
          </span>
          <ChevronDown
            aria-hidden="true"
            className="size-5 text-ink-600 transition-transform group-open:rotate-180"
          />
        </summary>
        <nav aria-label="Table of contents" className="border-t border-line px-3 py-3">
          <TocList sections={sections} />
        </nav>
      </details>
      <nav
        aria-labelledby="toc-heading"
        className="hidden lg:sticky lg:top-24 lg:block lg:max-h-[calc(100vh-7rem)] lg:overflow-y-auto lg:pr-2"
      >
        <h2
          id="toc-heading"
          className="px-2 text-xs font-semibold tracking-wider text-ink-600 uppercase"
        >
          Contents
        </h2>
        <div className="mt-3">
          <TocList sections={sections} />
        </div>
      </nav>
    </>
  );
}
