import { Check, type LucideIcon } from "lucide-react";

/** A short list under a heading with an icon, each item ticked (who it is for, next steps). */
export function CheckList({
  icon: Icon,
  heading,
  items,
}: {
  icon: LucideIcon;
  heading: string;
  items: readonly string[];
}) {
  return (
    <>
      <h3 className="flex items-center gap-2 text-lg font-semibold text-ink-900">
        <Icon aria-hidden="true" className="size-5 text-brand-700" />
        {heading}
      </h3>
      <ul className="mt-4 space-y-2">
        {items.map((item) => (
          <li key={item} className="flex gap-2 text-ink-600">
            <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-600" />
            {item}
          </li>
        ))}
      </ul>
    </>
  );
}
