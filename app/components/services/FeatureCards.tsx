import type { IconName } from "#app/content/services/types.ts";
import { icons } from "../art/icons.ts";

interface Props {
  items: { title: string; body: string; icon: IconName }[];
  columns?: 2 | 4;
}

/** Icon cards for benefits (service pages) and audiences (product pages). */
export function FeatureCards({ items, columns = 4 }: Props) {
  return (
    <ul className={`grid gap-5 sm:grid-cols-2 ${columns === 4 ? "lg:grid-cols-4" : ""}`}>
      {items.map((item) => {
        const Icon = icons[item.icon];
        return (
          <li key={item.title} className="rounded-3xl bg-white p-7 shadow-sm ring-1 ring-line">
            <span
              aria-hidden="true"
              className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100"
            >
              <Icon className="size-5" />
            </span>
            <h3 className="mt-5 text-lg font-semibold text-ink-900">{item.title}</h3>
            <p className="mt-2 leading-7 text-ink-600">{item.body}</p>
          </li>
        );
      })}
    </ul>
  );
}
