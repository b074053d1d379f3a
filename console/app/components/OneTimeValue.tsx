/**
 * A value shown once (an invitation link, a signing secret): read-only, and selected
 * whole at a tap or click so it can be copied even where the field is narrower than it.
 */
export function OneTimeValue({ label, value }: { label: string; value: string }) {
  return (
    <input
      readOnly
      value={value}
      aria-label={label}
      spellCheck={false}
      onFocus={(event) => event.currentTarget.select()}
      className="block w-full rounded-xl border border-line bg-surface px-4 py-3 font-mono text-sm text-ink-900 focus:border-brand-600"
    />
  );
}
