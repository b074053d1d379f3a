import type { ReactNode, SelectHTMLAttributes, InputHTMLAttributes } from "react";
import { Link } from "react-router";
import { Button } from "./Button.tsx";

const control =
  "mt-1 block w-full rounded-xl border border-line bg-white px-3 py-2 text-sm text-ink-900 focus:border-brand-600";
const label = "block text-xs font-semibold tracking-wide text-ink-700 uppercase";

/** A labelled <select> of [value, label] pairs, for filters and small forms. */
export function SelectField({
  id,
  label: text,
  choices,
  ...select
}: {
  id: string;
  label: string;
  choices: readonly (readonly [string, string])[];
} & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <div>
      <label htmlFor={id} className={label}>
        {text}
      </label>
      <select id={id} className={control} {...select}>
        {choices.map(([value, name]) => (
          <option key={value} value={value}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A labelled compact input, for filters. */
export function InputField({
  id,
  label: text,
  ...input
}: { id: string; label: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div>
      <label htmlFor={id} className={label}>
        {text}
      </label>
      <input id={id} className={control} {...input} />
    </div>
  );
}

/** The From and To days of a filter (UTC days, both inclusive), as every screen names them. */
export function DateRangeFields({ from, to }: { from?: string; to?: string }) {
  return (
    <>
      <InputField id="f-from" name="from" type="date" label="From" defaultValue={from} />
      <InputField id="f-to" name="to" type="date" label="To" defaultValue={to} />
    </>
  );
}

/** A filter form's Apply button and its Clear link back to the unfiltered screen. */
export function FilterActions({ clearTo }: { clearTo: string }) {
  return (
    <div className="mt-4 flex items-center gap-4">
      <Button type="submit" size="small">
        Apply
      </Button>
      <Link to={clearTo} className="text-sm font-semibold text-brand-700 underline">
        Clear
      </Link>
    </div>
  );
}

/** A filter bar: a grid of fields that wraps down to one column at phone width. */
export function FilterGrid({ children }: { children: ReactNode }) {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4 xl:grid-cols-8">
      {children}
    </div>
  );
}

/**
 * A screen's filters: on a phone folded behind one control, so the rows come first; from
 * the `sm` width up always shown (console.css). A native <details>, so it folds without
 * JavaScript, by keyboard, and tells a screen reader whether it is open. The control says
 * how many filters apply, so a folded panel does not hide that the list is narrowed.
 */
export function FilterPanel({
  active,
  open,
  children,
}: {
  active: number;
  /** Unfolded on a phone too: a filter was refused and needs changing. */
  open?: boolean;
  children: ReactNode;
}) {
  return (
    <details
      open={open}
      className="filter-panel group mt-6 rounded-2xl bg-white shadow-sm ring-1 ring-line"
    >
      <summary className="flex min-h-11 list-none cursor-pointer items-center justify-between gap-3 rounded-2xl px-5 py-3 text-sm font-semibold text-ink-900">
        <span>
          Filters
          <span className="font-normal text-ink-700">
            {active === 0 ? " · none applied" : ` · ${active} applied`}
          </span>
        </span>
        <span
          aria-hidden="true"
          className="text-ink-600 transition-transform group-open:rotate-180"
        >
          ▾
        </span>
      </summary>
      <div className="px-5 pb-5 sm:pt-5">{children}</div>
    </details>
  );
}

/** How many of the query's `names` are set: the filters a screen applies. */
export function activeFilters(query: Record<string, string>, names: readonly string[]): number {
  return names.filter((name) => (query[name] ?? "").trim() !== "").length;
}
