import type { Ref } from "react";

/** The name a new passkey is saved under, read by the passkey button when it is pressed. */
export function PasskeyNameField({
  label,
  defaultValue,
  ref,
}: {
  label: string;
  defaultValue: string;
  ref: Ref<HTMLInputElement>;
}) {
  return (
    <div>
      <label htmlFor="passkey-name" className="block text-sm font-semibold text-ink-800">
        {label}
      </label>
      <input
        id="passkey-name"
        ref={ref}
        defaultValue={defaultValue}
        maxLength={80}
        className="mt-2 block w-full rounded-xl border border-line bg-white px-4 py-3 text-base text-ink-900 focus:border-brand-600"
      />
    </div>
  );
}
