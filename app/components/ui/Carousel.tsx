import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import type { FocusEvent, ReactNode, TouchEvent } from "react";
import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import type { ContentTypeMap } from "#app/content/types.ts";
import { fillSlots } from "#app/lib/fill-slots.ts";
import { useHydrated } from "./useHydrated.ts";

export interface CarouselSlide {
  id: string;
  content: ReactNode;
}

interface Props {
  /** Accessible name of the carousel, e.g. "Customer testimonials". */
  label: string;
  /** What screen readers hear of its buttons and slides (content: home `carouselWords`). */
  words: ContentTypeMap["home"]["carouselWords"];
  /** Prefix of element ids (must be unique on the page). */
  id: string;
  slides: CarouselSlide[];
  /** Rotate automatically every this many milliseconds (docs/requirements.md §9: 5000). */
  autoplayMs?: number;
  tone?: "light" | "dark";
  className?: string;
}

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

// The buttons' icons, the same elements on every render: a slide change or the pause on hover
// re-renders the carousel inside the visitor's tap, and an icon rendered again costs more
// than the rest of the carousel (lucide builds its attributes anew each time).
const pauseIcon = <Pause aria-hidden="true" className="size-4" />;
const playIcon = <Play aria-hidden="true" className="size-4" />;
const previousIcon = <ChevronLeft aria-hidden="true" className="size-5" />;
const nextIcon = <ChevronRight aria-hidden="true" className="size-5" />;

/** A swipe: this far sideways, and more sideways than up or down (a scroll of the page). */
const SWIPE_MIN_PX = 40;

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** Live `prefers-reduced-motion`; false on the server and during hydration. */
function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

/**
 * A small carousel following the WAI-ARIA carousel pattern: every slide is in the server
 * HTML, only the current one is shown and reachable; previous and next wrap around. With
 * `autoplayMs` it rotates, pauses while hovered or focused, has a pause/play button, and
 * does not rotate under prefers-reduced-motion unless the visitor presses play.
 */
export function Carousel({
  label,
  words,
  id,
  slides,
  autoplayMs,
  tone = "light",
  className = "",
}: Props) {
  const count = slides.length;
  const [index, setIndex] = useState(0);
  /** The visitor's choice of the pause/play button; null until they press it. */
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useReducedMotion();
  const hydrated = useHydrated();

  const autoplay = Boolean(autoplayMs) && count > 1;
  const playing = autoplay && (playChoice ?? !reducedMotion);
  const rotating = playing && !hovered && !focused;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), autoplayMs);
    return () => window.clearTimeout(timer);
  }, [rotating, index, autoplayMs, count]);

  const go = (next: number) => setIndex(((next % count) + count) % count);
  // Swipe left for the next slide and right for the previous one, as on every phone. The
  // slides take only horizontal gestures (touch-action: pan-y): the page still scrolls.
  const touchStart = useRef<{ clientX: number; clientY: number } | undefined>(undefined);
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const end = event.changedTouches[0];
    if (!start || !end) return;
    const dx = end.clientX - start.clientX;
    if (Math.abs(dx) > Math.max(SWIPE_MIN_PX, Math.abs(end.clientY - start.clientY))) {
      go(index + (dx < 0 ? 1 : -1));
    }
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  const dark = tone === "dark";
  const button = `inline-flex size-11 shrink-0 items-center justify-center rounded-full ring-1 ring-inset transition-colors ${
    dark
      ? "text-white ring-white/30 hover:bg-white/10"
      : "bg-white text-ink-900 ring-line hover:bg-surface hover:ring-ink-500/40"
  }`;
  const slidesId = `${id}-slides`;

  return (
    // Hover and focus only pause the rotation; they are not interactions of the region.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      aria-roledescription={words.carousel}
      aria-label={label}
      data-hydrated={hydrated || undefined}
      className={className}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div
        id={slidesId}
        aria-live={rotating ? "off" : "polite"}
        className="grid touch-pan-y"
        onTouchStart={(event) => (touchStart.current = event.touches[0])}
        onTouchEnd={onTouchEnd}
      >
        {slides.map((slide, i) => {
          const current = i === index;
          return (
            <div
              key={slide.id}
              role="group"
              aria-roledescription={words.slide}
              aria-label={fillSlots(words.position, { number: i + 1, count })}
              data-current={current || undefined}
              inert={!current}
              className={`[grid-area:1/1] transition-opacity duration-300 ease-out ${
                current ? "opacity-100" : "pointer-events-none opacity-0"
              }`}
            >
              {slide.content}
            </div>
          );
        })}
      </div>

      <div className="mt-6 flex items-center justify-between gap-4">
        <div className="flex items-center">
          {slides.map((slide, i) => (
            <button
              key={slide.id}
              type="button"
              aria-label={fillSlots(words.showSlide, { number: i + 1, count })}
              aria-current={i === index ? "true" : undefined}
              aria-controls={slidesId}
              onClick={() => go(i)}
              className="group inline-flex size-11 items-center justify-center rounded-full"
            >
              <span
                aria-hidden="true"
                className={`block h-2 rounded-full transition-all duration-300 ${
                  i === index
                    ? `w-6 ${dark ? "bg-gold-400" : "bg-brand-700"}`
                    : `w-2 ${dark ? "bg-white/40 group-hover:bg-white/70" : "bg-ink-500/40 group-hover:bg-ink-500"}`
                }`}
              />
            </button>
          ))}
        </div>
        <div className="flex items-center gap-2">
          {autoplay && (
            <button
              type="button"
              className={button}
              aria-label={playing ? words.pause : words.play}
              onClick={() => setPlayChoice(!playing)}
            >
              {playing ? pauseIcon : playIcon}
            </button>
          )}
          <button
            type="button"
            className={button}
            aria-label={words.previous}
            aria-controls={slidesId}
            onClick={() => go(index - 1)}
          >
            {previousIcon}
          </button>
          <button
            type="button"
            className={button}
            aria-label={words.next}
            aria-controls={slidesId}
            onClick={() => go(index + 1)}
          >
            {nextIcon}
          </button>
        </div>
      </div>
    </section>
  );
}
