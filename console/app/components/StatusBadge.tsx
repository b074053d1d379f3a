import type { LeadStatus } from "#server/db/schema.ts";
import { statusLabels } from "../lib/lead-labels.ts";

const badgeColours: Record<LeadStatus, string> = {
  new: "bg-gold-300/40 text-ink-900 ring-gold-500/40",
  contacted: "bg-brand-50 text-brand-800 ring-brand-200",
  qualified: "bg-brand-700 text-white ring-brand-700",
  "not-a-fit": "bg-surface text-ink-700 ring-line",
  spam: "bg-red-50 text-red-800 ring-red-200",
};

/** A lead's status as a small labelled pill. */
export function StatusBadge({ status }: { status: LeadStatus }) {
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${badgeColours[status]}`}
    >
      {statusLabels[status]}
    </span>
  );
}
