import { CheckCircle2 } from "lucide-react";
import { useContent } from "#app/content/use-content.ts";
import { fillSlots } from "#app/lib/fill-slots.ts";

/**
 * The home hero's product illustration, drawn in HTML and CSS so it costs no image
 * request and cannot become the page's largest paint: a phone showing a mobile money
 * confirmation and a dashboard card of the day's collections. Decorative.
 */
export function HeroIllustration() {
  const art = useContent("home").homeHero.illustration;
  const bars = [38, 52, 44, 61, 57, 72, 66, 84, 78, 92];
  return (
    <div
      aria-hidden="true"
      className="relative mx-auto w-full max-w-[22rem] select-none sm:max-w-[30rem]"
    >
      <div className="absolute -inset-6 rounded-[3rem] bg-[radial-gradient(closest-side,rgba(23,165,122,0.35),transparent)]" />

      {/* Phone */}
      <div className="relative ml-auto w-[12.5rem] rounded-[2.25rem] bg-ink-950 p-2 shadow-2xl ring-1 ring-white/15 sm:w-[17rem] sm:rounded-[2.5rem] sm:p-2.5">
        <div className="overflow-hidden rounded-[2rem] bg-white">
          <div className="flex items-center justify-between bg-brand-800 px-5 pt-4 pb-3 text-[0.6875rem] font-medium text-white/90">
            <span>09:41</span>
            <span className="h-1.5 w-14 rounded-full bg-ink-950/60" />
            <span>4G</span>
          </div>
          <div className="bg-brand-800 px-5 pb-6 text-white">
            <p className="text-xs text-white/75">{art.network}</p>
            <p className="mt-0.5 text-sm font-semibold">{art.confirmationTitle}</p>
          </div>
          <div className="-mt-3 rounded-t-2xl bg-white px-4 pt-6 pb-6 text-center sm:px-5">
            <CheckCircle2
              className="mx-auto size-10 text-brand-600 sm:size-12"
              strokeWidth={1.75}
            />
            <p className="mt-3 text-sm font-semibold text-ink-900">{art.successTitle}</p>
            <p className="mt-1 text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
              {art.amount}
            </p>
            <p className="mt-1 text-xs text-ink-600">
              {fillSlots(art.toMerchant, { merchant: art.merchant })}
            </p>
            <dl className="mt-5 space-y-2.5 rounded-xl bg-surface p-3 text-left text-[0.6875rem] sm:p-3.5 sm:text-xs">
              <div className="flex justify-between gap-3">
                <dt className="text-ink-600">{art.networkLabel}</dt>
                <dd className="font-medium text-ink-900">{art.network}</dd>
              </div>
              <div className="flex justify-between gap-3">
                <dt className="text-ink-600">{art.referenceLabel}</dt>
                <dd className="font-mono text-[0.6875rem] font-medium text-ink-900">
                  {art.reference}
                </dd>
              </div>
              <div className="flex justify-between gap-3">
                <dt className="text-ink-600">{art.statusLabel}</dt>
                <dd className="font-medium text-brand-700">{art.statusValue}</dd>
              </div>
            </dl>
            <div className="mt-5 rounded-full bg-brand-700 py-2.5 text-xs font-semibold text-white">
              {art.doneButton}
            </div>
          </div>
        </div>
      </div>

      {/* Dashboard card */}
      <div className="absolute bottom-8 left-0 w-[10.5rem] rounded-2xl bg-white p-3.5 shadow-xl ring-1 ring-ink-900/10 sm:bottom-10 sm:w-[14.5rem] sm:p-4">
        <p className="text-[0.6875rem] font-semibold tracking-wide text-ink-600 uppercase">
          {art.dashboardTitle}
        </p>
        <p className="mt-1 text-lg font-bold tracking-tight text-ink-900">{art.dashboardTotal}</p>
        <p className="text-[0.6875rem] font-medium text-brand-700">{art.dashboardChange}</p>
        <div className="mt-3 flex h-12 items-end gap-1">
          {bars.map((h, i) => (
            <span
              key={i}
              className={`flex-1 rounded-sm ${i === bars.length - 1 ? "bg-gold-400" : "bg-brand-200"}`}
              style={{ height: `${h}%` }}
            />
          ))}
        </div>
        <ul className="mt-3 hidden space-y-1.5 sm:block">
          {art.channels.map((c) => (
            <li key={c.label} className="flex items-center gap-2 text-[0.6875rem] text-ink-600">
              <span className="w-20 shrink-0">{c.label}</span>
              <span className="h-1.5 flex-1 rounded-full bg-surface">
                <span
                  className="block h-full rounded-full bg-brand-600"
                  style={{ width: `${c.share}%` }}
                />
              </span>
              <span className="w-7 text-right font-medium text-ink-900">{c.share}%</span>
            </li>
          ))}
        </ul>
      </div>

      {/* Notification chip */}
      <div className="absolute top-8 left-0 hidden items-center gap-2 rounded-full bg-white/95 py-2 pr-4 pl-2 text-xs font-medium text-ink-900 shadow-lg ring-1 ring-ink-900/10 sm:flex">
        <span className="inline-flex size-6 items-center justify-center rounded-full bg-gold-400 font-bold text-ink-950">
          ₵
        </span>
        {art.settlementChip}
      </div>
    </div>
  );
}
