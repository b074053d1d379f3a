import type { ReactNode, SelectHTMLAttributes, InputHTMLAttributes } from "react";

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

/** A filter bar: a grid of fields that wraps down to one column at phone width. */
export function FilterGrid({ children }: { children: ReactNode }) {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4 xl:grid-cols-8">
      {children}
    </div>
  );
}
