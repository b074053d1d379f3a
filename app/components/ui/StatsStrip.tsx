import { useEffect, useRef, useState } from "react";
import { useContent } from "#app/content/use-content.ts";
import { prefersReducedMotion } from "#app/lib/motion.ts";
import { Container } from "./Container.tsx";

// docs/requirements.md §4 and §9: 20 ms ticks, about 100 steps, starting when 10 % is visible.
export const COUNTER_TICK_MS = 20;
export const COUNTER_STEPS = 100;
export const COUNTER_THRESHOLD = 0.1;

/**
 * The server HTML carries the final figures (crawlers, no-JS visitors); once hydrated the
 * counters drop to 0 and count up the first time the strip scrolls into view.
 */
export function StatsStrip({ label }: { label: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [step, setStep] = useState(COUNTER_STEPS);
  const stats = useContent("stats");

  useEffect(() => {
    const node = ref.current;
    if (!node || prefersReducedMotion() || !("IntersectionObserver" in window)) return;
    setStep(0);
    let timer: number | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        // The step follows the clock, not the count of ticks: on a busy phone ticks come late
        // or merge, and counting them left the figures short of their targets for seconds.
        const start = performance.now();
        timer = window.setInterval(() => {
          const next = Math.min(
            COUNTER_STEPS,
            Math.floor((performance.now() - start) / COUNTER_TICK_MS) + 1,
          );
          if (next >= COUNTER_STEPS) window.clearInterval(timer);
          setStep(next);
        }, COUNTER_TICK_MS);
      },
      { threshold: COUNTER_THRESHOLD },
    );
    observer.observe(node);
    return () => {
      observer.disconnect();
      window.clearInterval(timer);
    };
  }, []);

  return (
    <section aria-label={label} className="bg-brand-800 text-white">
      <Container>
        <div ref={ref} className="grid grid-cols-2 gap-y-10 py-14 lg:grid-cols-4">
          {stats.map((s) => {
            const value = Math.round((s.target * step) / COUNTER_STEPS);
            return (
              <div key={s.id} className="text-center">
                <p className="text-4xl font-bold tracking-tight sm:text-5xl">
                  {/* One text node each, so the HTML reads "30+" rather than "30<!-- -->+". */}
                  <span aria-hidden="true" data-testid="counter">
                    {`${value}${s.suffix}`}
                  </span>
                  <span className="sr-only">{`${s.target}${s.suffix}`}</span>
                </p>
                <p className="mt-2 text-sm font-medium text-white/80 sm:text-base">{s.label}</p>
              </div>
            );
          })}
        </div>
      </Container>
    </section>
  );
}
