import { ShieldCheck, Landmark, LockKeyhole } from "lucide-react";
import { badgesFor } from "#app/content/trust.ts";
import { useContent } from "#app/content/use-content.ts";
import { useSiteFacts } from "#app/lib/site-facts.ts";

const icons = { iso: ShieldCheck, pci: LockKeyhole, regulator: Landmark } as const;

/** Text-bearing badges of our own design (no third-party marks), docs/requirements.md §2.4 and §2.6. */
export function TrustBadges({
  onDark = false,
  compact = false,
}: {
  onDark?: boolean;
  compact?: boolean;
}) {
  const { words } = useContent("navigation");
  const trustBadges = badgesFor(useSiteFacts().compliance, words.badges);
  return (
    <ul
      className={`flex flex-wrap gap-3 ${compact ? "" : "sm:gap-4"}`}
      aria-label={words.badgesLabel}
    >
      {trustBadges.map((badge) => {
        const Icon = icons[badge.kind];
        return (
          <li
            key={badge.kind}
            className={`flex items-center gap-2.5 rounded-xl px-3.5 py-2.5 ring-1 ring-inset ${
              onDark ? "bg-white/5 text-white ring-white/15" : "bg-white text-ink-900 ring-line"
            }`}
          >
            <Icon
              aria-hidden="true"
              className={`size-6 ${onDark ? "text-gold-300" : "text-brand-700"}`}
            />
            <span className="leading-tight">
              <span className="block text-sm font-semibold">{badge.title}</span>
              <span className={`block text-xs ${onDark ? "text-white/75" : "text-ink-600"}`}>
                {badge.caption}
              </span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
