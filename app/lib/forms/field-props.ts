import type { ChangeEvent } from "react";
import type { FieldErrors } from "./schemas.ts";

export type FormValues = Record<string, string | boolean>;

/** What one field of a lead form takes from the form's state: a box is ticked, the rest hold text. */
export type FieldProps<T> = T extends boolean
  ? {
      name: string;
      checked: boolean;
      error: string | undefined;
      onChange: (event: ChangeEvent<HTMLInputElement>) => void;
    }
  : {
      name: string;
      value: string;
      error: string | undefined;
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
    };

/**
 * The wiring every field of a lead form repeats (its name, value, error and change
 * handler), in one spread: `<TextField {...fieldProps("email")} label=… />`. The idea of
 * Conform's `getInputProps`, without its bundle. A field added to the form's values (a
 * hidden one too: `<input type="hidden" {...fieldProps("campaign")} />`) is wired the same.
 */
export function fieldPropsOf<V extends FormValues>(
  values: V,
  errors: FieldErrors,
  setField: <K extends keyof V>(name: K, value: V[K]) => void,
) {
  return <K extends keyof V & string>(name: K): FieldProps<V[K]> => {
    const value = values[name];
    const error = errors[name];
    const props =
      typeof value === "boolean"
        ? {
            name,
            checked: value,
            error,
            onChange: (e: ChangeEvent<HTMLInputElement>) =>
              setField(name, e.target.checked as V[K]),
          }
        : {
            name,
            value,
            error,
            onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
              setField(name, e.target.value as V[K]),
          };
    // TypeScript cannot follow a conditional type into the branch above.
    return props as unknown as FieldProps<V[K]>;
  };
}
