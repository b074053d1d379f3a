import type { LucideIcon } from "lucide-react";

const tones = {
  plain: {
    card: "rounded-2xl bg-white p-6 ring-1 ring-line",
    title: "text-ink-900",
    icon: "text-brand-700",
    body: "text-ink-600",
  },
  warning: {
    card: "rounded-2xl bg-red-50 p-6 ring-1 ring-red-100",
    title: "text-red-900",
    icon: "",
    body: "text-ink-700",
  },
};

/** A list item card: an icon before its title, a paragraph below (standards, warnings). */
export function IconTitledCard({
  icon: Icon,
  title,
  body,
  tone = "plain",
}: {
  icon: LucideIcon;
  title: string;
  body: string;
  tone?: keyof typeof tones;
}) {
  const t = tones[tone];
  return (
    <li className={t.card}>
      <h3 className={`flex items-center gap-3 text-lg font-semibold ${t.title}`}>
        <Icon aria-hidden="true" className={`size-6 shrink-0 ${t.icon}`.trim()} />
        {title}
      </h3>
      <p className={`mt-3 leading-7 ${t.body}`}>{body}</p>
    </li>
  );
}
