import { data } from "react-router";

/** A console form's fields. Anything but a form (JSON, garbage) is a 400, not a 500. */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data("Send the form from the console's page.", { status: 400 });
  }
}

/** A single text field as sent; a missing or repeated-as-file field reads as "". */
export function field(form: FormData, name: string, max = 200): string {
  const value = form.get(name);
  return typeof value === "string" ? value.trim().slice(0, max) : "";
}

/**
 * The action a form's button named (`intent`), one of the screen's own; anything else
 * is refused before the handlers run.
 */
export function intentOf<Intent extends string>(
  form: FormData,
  intents: readonly Intent[],
): Intent {
  const intent = form.get("intent");
  if (!intents.includes(intent as Intent)) throw data("Unknown action.", { status: 400 });
  return intent as Intent;
}

/** What an action tells its page: a notice or an error above it, with the status. */
export interface Outcome {
  notice?: string;
  error?: string;
}

export const refused = (status: number, error: string) => data({ error } as Outcome, { status });
