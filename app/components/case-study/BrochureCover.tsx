import { FileText } from "lucide-react";
import { useContent } from "#app/content/use-content.ts";
import { Logo } from "../layout/Logo.tsx";

/** Artwork: the brochure's cover page, beside the hero on large screens. */
export function BrochureCover() {
  const cs = useContent("caseStudy");
  return (
    <div aria-hidden="true" className="relative ml-auto w-full max-w-sm">
      <div className="absolute inset-0 translate-x-5 translate-y-4 rotate-3 rounded-2xl bg-white/10 ring-1 ring-white/15" />
      <div className="relative -rotate-1 overflow-hidden rounded-2xl bg-white text-ink-900 shadow-2xl shadow-ink-950/50">
        <div className="bg-ink-900 px-6 pt-6 pb-7 text-white">
          <div className="origin-left scale-75">
            <Logo onDark />
          </div>
          <p className="mt-4 text-[0.65rem] font-semibold tracking-wider text-gold-300 uppercase">
            {cs.eyebrow}
          </p>
          <p className="mt-1.5 text-base leading-snug font-bold">{cs.title}</p>
        </div>
        <div className="grid grid-cols-2 gap-2 p-5">
          {cs.highlights.map((h) => (
            <div key={h.label} className="rounded-lg bg-brand-800 p-3 text-white">
              <p className="text-lg leading-tight font-bold">{h.value}</p>
              <p className="mt-1 line-clamp-2 text-[0.65rem] leading-snug text-white/80">
                {h.label}
              </p>
            </div>
          ))}
        </div>
        <div className="space-y-1.5 px-5 pb-5">
          <div className="h-1.5 w-full rounded bg-line" />
          <div className="h-1.5 w-11/12 rounded bg-line" />
          <div className="h-1.5 w-4/5 rounded bg-line" />
        </div>
        <div className="flex items-center gap-2 border-t border-line bg-surface px-5 py-3 text-xs font-medium text-ink-600">
          <FileText className="size-4 text-brand-700" />
          {cs.brochure.format} · {cs.brochure.pages} {cs.brochure.pagesUnit} · {cs.brochure.sizeKb}{" "}
          {cs.brochure.sizeUnit}
        </div>
      </div>
    </div>
  );
}
