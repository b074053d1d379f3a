import type { ReactNode } from "react";

interface Props {
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  id?: string;
  align?: "left" | "center";
  onDark?: boolean;
}

export function SectionHeading({ eyebrow, title, intro, id, align = "left", onDark }: Props) {
  const centered = align === "center" ? "mx-auto text-center" : "";
  return (
    <div className={`max-w-3xl ${centered}`}>
      {eyebrow && (
        <p
          className={`text-sm font-semibold tracking-wider uppercase ${onDark ? "text-gold-300" : "text-brand-700"}`}
        >
          {eyebrow}
        </p>
      )}
      <h2
        id={id}
        className={`mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl ${onDark ? "text-white" : "text-ink-900"}`}
      >
        {title}
      </h2>
      {intro && (
        <p className={`mt-4 text-lg leading-8 ${onDark ? "text-white/80" : "text-ink-600"}`}>
          {intro}
        </p>
      )}
    </div>
  );
}
