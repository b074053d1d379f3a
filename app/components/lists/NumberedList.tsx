const sizes = {
  /** In a card beside a hero. */
  compact: { list: "space-y-4", body: "mt-0.5 text-sm leading-6" },
  regular: { list: "space-y-5", body: "mt-1 leading-7" },
};

/** An ordered list of steps, each a numbered disc, a title and a line of detail. */
export function NumberedList({
  items,
  size = "regular",
  className = "",
}: {
  items: readonly { title: string; body: string }[];
  size?: keyof typeof sizes;
  className?: string;
}) {
  return (
    <ol className={`${sizes[size].list} ${className}`.trim()}>
      {items.map((item, i) => (
        <li key={item.title} className="flex gap-4">
          <span
            aria-hidden="true"
            className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
          >
            {i + 1}
          </span>
          <div>
            <p className="font-semibold text-ink-900">{item.title}</p>
            <p className={`${sizes[size].body} text-ink-600`}>{item.body}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
