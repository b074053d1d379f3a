import { useEffect, useRef } from "react";

/**
 * A value shown once (an invitation link, a signing secret): read-only, and selected
 * whole at a tap or click so it can be copied even where the field is narrower than it.
 * It takes the focus when it appears: the form that asked for it is gone, and the value
 * is what the person came for (a screen reader reads its label and value).
 */
export function OneTimeValue({ label, value }: { label: string; value: string }) {
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => field.current?.focus(), [value]);
  return (
    <input
      ref={field}
      readOnly
      value={value}
      aria-label={label}
      spellCheck={false}
      onFocus={(event) => event.currentTarget.select()}
      className="block w-full rounded-xl border border-line bg-surface px-4 py-3 font-mono text-sm text-ink-900 focus:border-brand-600"
    />
  );
}
