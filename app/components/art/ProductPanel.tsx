import type { IconName, PanelRow } from "#app/content/services/types.ts";
import { icons } from "./icons.ts";

const statusTone: Record<PanelRow["status"], string> = {
  Successful: "bg-brand-100 text-brand-800",
  Delivered: "bg-brand-100 text-brand-800",
  Active: "bg-brand-100 text-brand-800",
  Sent: "bg-ink-500/10 text-ink-700",
  Pending: "bg-gold-300/40 text-ink-900",
};

interface Props {
  icon: IconName;
  title: string;
  caption: string;
  rows: PanelRow[];
}

/**
 * A product-screen mock for the hero of service and product pages: a dashboard card
 * with a few realistic rows, drawn in HTML (no image request). Decorative.
 */
export function ProductPanel({ icon, title, caption, rows }: Props) {
  const Icon = icons[icon];
  return (
    <div aria-hidden="true" className="relative ml-auto max-w-md">
      <div className="absolute -inset-4 rounded-[2.5rem] bg-[radial-gradient(closest-side,rgba(23,165,122,0.35),transparent)]" />
      <div className="absolute -top-6 -right-6 size-32 [background-image:radial-gradient(rgba(255,216,102,0.45)_1.5px,transparent_1.5px)] [background-size:14px_14px]" />
      <div className="relative overflow-hidden rounded-3xl bg-white text-ink-900 shadow-2xl ring-1 ring-white/20">
        <div className="flex items-center gap-3 border-b border-line px-6 py-5">
          <span className="inline-flex size-10 items-center justify-center rounded-xl bg-brand-700 text-white">
            <Icon className="size-5" />
          </span>
          <span className="min-w-0 flex-1">
            <span className="block truncate text-sm font-semibold">{title}</span>
            <span className="block text-xs text-ink-600">{caption}</span>
          </span>
          <span className="flex gap-1">
            <span className="size-2 rounded-full bg-line" />
            <span className="size-2 rounded-full bg-line" />
            <span className="size-2 rounded-full bg-line" />
          </span>
        </div>
        <ul className="divide-y divide-line">
          {rows.map((row) => (
            <li key={row.label} className="flex items-center gap-4 px-6 py-4">
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-medium">{row.label}</span>
                <span className="block truncate text-xs text-ink-600">{row.detail}</span>
              </span>
              <span className="text-right">
                <span className="block text-sm font-semibold tabular-nums">{row.value}</span>
                <span
                  className={`mt-1 inline-block rounded-full px-2 py-0.5 text-[0.6875rem] font-semibold ${statusTone[row.status]}`}
                >
                  {row.status}
                </span>
              </span>
            </li>
          ))}
        </ul>
        <div className="flex items-center justify-between bg-surface px-6 py-4">
          <span className="h-2 w-24 rounded-full bg-line" />
          <span className="h-7 w-20 rounded-full bg-brand-700" />
        </div>
      </div>
    </div>
  );
}
