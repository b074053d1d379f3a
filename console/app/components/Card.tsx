import type { ReactNode } from "react";
import { Container } from "#app/components/ui/Container.tsx";

interface Props {
  title: string;
  children: ReactNode;
  /** Sign-in and other single-task screens: a narrow column. */
  narrow?: boolean;
  /** The screen's heading level: h1 for a screen of its own, h2 for a part of one. */
  level?: 1 | 2;
}

/** A white panel on the console's grey ground, titled, as the site sets its cards. */
export function Card({ title, children, narrow, level = 1 }: Props) {
  const Heading = level === 1 ? "h1" : "h2";
  const id = `${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-title`;
  const panel = (
    <section
      aria-labelledby={id}
      className="mt-8 rounded-2xl bg-white p-6 text-ink-700 shadow-sm ring-1 ring-line sm:p-8"
    >
      <Heading
        id={id}
        tabIndex={-1}
        className={`${level === 1 ? "text-2xl" : "text-xl"} font-semibold tracking-tight text-ink-900 focus:outline-none`}
      >
        {title}
      </Heading>
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  );
  if (level === 2) return panel;
  return <Container className={narrow ? "max-w-xl" : ""}>{panel}</Container>;
}

/** A message above a screen: a notice (status) or an error (alert). */
export function Message({ kind, children }: { kind: "notice" | "error"; children: ReactNode }) {
  return kind === "error" ? (
    <p
      role="alert"
      className="rounded-xl bg-red-50 px-4 py-3 font-medium text-red-800 ring-1 ring-red-200"
    >
      {children}
    </p>
  ) : (
    <p
      role="status"
      className="rounded-xl bg-brand-50 px-4 py-3 font-medium text-brand-800 ring-1 ring-brand-200"
    >
      {children}
    </p>
  );
}
