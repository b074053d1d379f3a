/** Counts side by side, each a figure above its label; two to a row on a phone. */
export function Stats({ items, label }: { items: [number, string][]; label: string }) {
  return (
    <ul aria-label={label} className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {items.map(([figure, text]) => (
        <li key={text} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-line">
          <strong className="block text-2xl font-semibold tracking-tight text-ink-900 tabular-nums">
            {figure.toLocaleString("en-GB")}
          </strong>
          <span className="text-sm text-ink-600">{text}</span>
        </li>
      ))}
    </ul>
  );
}
