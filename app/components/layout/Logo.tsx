import { useSiteFacts } from "#app/lib/site-facts.ts";

/** Our own mark: two interlocking links, for "nkabom" (unity), beside the wordmark. */
export function Logo({ onDark = false }: { onDark?: boolean }) {
  const site = useSiteFacts();
  return (
    <span className="inline-flex items-center gap-2.5">
      <svg viewBox="0 0 40 40" width="36" height="36" aria-hidden="true" className="shrink-0">
        <rect width="40" height="40" rx="11" fill="#0c6b51" />
        <path
          d="M11 28V12l9 10V12M20 28V18l9 10V12"
          fill="none"
          stroke="#fbc531"
          strokeWidth="3.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span
        className={`text-lg font-bold tracking-tight ${onDark ? "text-white" : "text-ink-900"}`}
      >
        {site.name}
      </span>
    </span>
  );
}
