import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from "react";

const control =
  "mt-2 block w-full rounded-xl border bg-white px-4 py-3 text-base text-ink-900 placeholder:text-ink-500 focus:border-brand-600 aria-[invalid=true]:border-red-600";

export function errorId(name: string) {
  return `${name}-error`;
}

function FieldError({ name, error }: { name: string; error?: string }) {
  // The slot is always present so that a message appearing does not shift the layout much
  // and screen readers find it through aria-describedby.
  return (
    <p id={errorId(name)} className="mt-1.5 min-h-5 text-sm font-medium text-red-700">
      {error}
    </p>
  );
}

interface FieldProps {
  name: string;
  label: string;
  error?: string;
  /** The words after the label of a field that may be left empty ("(optional)"). */
  optional?: string;
  hint?: ReactNode;
}

function Label({ name, label, optional }: Pick<FieldProps, "name" | "label" | "optional">) {
  return (
    <label htmlFor={name} className="block text-sm font-semibold text-ink-800">
      {label}
      {optional ? (
        <span className="font-normal text-ink-500"> {optional}</span>
      ) : (
        <span className="text-red-700" aria-hidden="true">
          {" "}
          *
        </span>
      )}
    </label>
  );
}

/**
 * A field that may not be left empty says so to screen readers: by `required` where the
 * browser checks it (the console's sign-in), by aria-required where the form checks it
 * itself (the lead forms). Never both: aria-required beside `required` is redundant (the
 * W3C checker warns of it).
 */
const requiredForScreenReaders = (optional: string | undefined, required: boolean | undefined) =>
  optional || required ? undefined : true;

export function TextField({
  name,
  label,
  error,
  optional,
  ...input
}: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div>
      <Label name={name} label={label} optional={optional} />
      <input
        id={name}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId(name)}
        aria-required={requiredForScreenReaders(optional, input.required)}
        className={`${control} ${error ? "border-red-600" : "border-line"}`}
        {...input}
      />
      <FieldError name={name} error={error} />
    </div>
  );
}

export function TextArea({
  name,
  label,
  error,
  optional,
  ...textarea
}: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <div>
      <Label name={name} label={label} optional={optional} />
      <textarea
        id={name}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId(name)}
        aria-required={requiredForScreenReaders(optional, textarea.required)}
        className={`${control} ${error ? "border-red-600" : "border-line"}`}
        {...textarea}
      />
      <FieldError name={name} error={error} />
    </div>
  );
}

export function Checkbox({
  name,
  error,
  children,
  ...input
}: { name: string; error?: string; children: ReactNode } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={name}
          name={name}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId(name)}
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
          {...input}
        />
        <label htmlFor={name} className="text-sm text-ink-700">
          {children}
        </label>
      </div>
      <FieldError name={name} error={error} />
    </div>
  );
}

export function SubmitButton({
  pending,
  label,
  pendingLabel,
}: {
  pending: boolean;
  label: string;
  pendingLabel: string;
}) {
  return (
    <button
      type="submit"
      disabled={pending}
      className="inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-full bg-brand-700 px-8 font-semibold text-white transition-colors hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70 sm:w-auto"
    >
      {pending && (
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
        />
      )}
      {pending ? pendingLabel : label}
    </button>
  );
}
