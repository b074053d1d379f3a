import { useEffect, useRef, useState } from "react";
import { ChevronDown } from "lucide-react";
import type { DocSection } from "#app/content/policies/document.ts";
import { useContent } from "#app/content/use-content.ts";
import { fillSlots } from "#app/lib/fill-slots.ts";
import { ScrollToLink } from "../contact/ScrollToLink.tsx";

/** Below this many pixels from the top of the window a section heading counts as read. */
const READING_LINE = 160;

/**
 * Where the reading line is. Over the last window's height of scrolling it moves down to
 * the window's bottom: the last sections are often too short for their headings ever to
 * reach READING_LINE before the page ends, and would never be marked; this way each gets
 * its turn, and the bottom of the page marks the last one in sight.
 */
function readingLine(): number {
  const height = window.innerHeight;
  const end = document.documentElement.scrollHeight - height;
  const stretch = Math.min(height, end);
  if (stretch <= 0) return READING_LINE;
  const progress = Math.min(1, Math.max(0, (window.scrollY - (end - stretch)) / stretch));
  return READING_LINE + (height - READING_LINE) * progress;
}

/**
 * The id of the section being read: the last one whose heading has passed the reading line
 * (none above the first). Measured on scroll, at most once a frame.
 */
function useCurrentSection(sections: readonly DocSection[]): string | undefined {
  const [current, setCurrent] = useState<string | undefined>(undefined);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const line = readingLine();
      let found: string | undefined;
      for (const s of sections) {
        const el = document.getElementById(s.id);
        if (!el || el.getBoundingClientRect().top > line) break;
        found = s.id;
      }
      setCurrent(found);
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      cancelAnimationFrame(frame);
    };
  }, [sections]);
  return current;
}

function TocList({
  sections,
  current,
  compact = false,
}: {
  sections: readonly DocSection[];
  current?: string;
  compact?: boolean;
}) {
  return (
    <ol className={`text-sm ${compact ? "" : "space-y-1"}`}>
      {sections.map((s, i) => (
        <li key={s.id}>
          <ScrollToLink
            targetId={s.id}
            updateUrl
            current={s.id === current ? "location" : undefined}
            className={`flex gap-2 rounded-lg border-l-2 px-2 text-ink-600 hover:bg-surface hover:text-ink-900 aria-[current]:border-brand-600 aria-[current]:bg-brand-50 aria-[current]:font-semibold aria-[current]:text-brand-800 ${
              compact ? "border-transparent py-[3px] leading-5" : "border-transparent py-1.5"
            }`}
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
 * phones. Real `#id` links, enhanced to glide to the section and move focus there. The
 * sidebar is compact enough for all 27 clauses of the terms in a 900 px high window, marks
 * the section being read, and keeps that mark in sight where the window is shorter.
 */
export function TableOfContents({ sections }: { sections: readonly DocSection[] }) {
  const current = useCurrentSection(sections);
  const sidebar = useRef<HTMLElement>(null);
  const words = useContent("legalPage");
  const count = sections.length === 1 ? words.sectionCountOne : words.sectionCountMany;
  useEffect(() => {
    const list = sidebar.current;
    const link = list?.querySelector<HTMLElement>("[aria-current]");
    if (!list || !link) return;
    // The list's own scroll, never the page's (scrollIntoView would move both). The
    // sticky list is the link's offset parent.
    const top = link.offsetTop;
    if (top < list.scrollTop) list.scrollTop = top - 8;
    else if (top + link.offsetHeight > list.scrollTop + list.clientHeight) {
      list.scrollTop = top + link.offsetHeight - list.clientHeight + 8;
    }
  }, [current]);
  return (
    <>
      <details className="group rounded-2xl bg-white ring-1 ring-line lg:hidden">
        <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 px-5 py-3 font-semibold text-ink-900 [&::-webkit-details-marker]:hidden">
          <span>
            {words.contents}{" "}
            <span className="font-normal text-ink-600">
              {fillSlots(count, { count: sections.length })}
            </span>
          </span>
          <ChevronDown
            aria-hidden="true"
            className="size-5 text-ink-600 transition-transform group-open:rotate-180"
          />
        </summary>
        <nav aria-label={words.tableOfContents} className="border-t border-line px-3 py-3">
          <TocList sections={sections} current={current} />
        </nav>
      </details>
      <nav
        ref={sidebar}
        aria-labelledby="toc-heading"
        className="hidden [scrollbar-width:thin] lg:sticky lg:top-24 lg:block lg:max-h-[calc(100vh-7rem)] lg:overflow-y-auto lg:pr-2"
      >
        <h2
          id="toc-heading"
          className="px-2 text-xs font-semibold tracking-wider text-ink-600 uppercase"
        >
          {words.contents}
        </h2>
        <div className="mt-3">
          <TocList sections={sections} current={current} compact />
        </div>
      </nav>
    </>
  );
}
