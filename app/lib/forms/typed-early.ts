/**
 * Pages are readable and typeable before their scripts arrive (app/lib/defer-scripts.server.ts).
 * React hydrates a controlled field without looking at what the visitor typed meanwhile,
 * and its next render would write the empty state back over it. The forms call this in a
 * layout effect, right after hydration, to adopt those values into their state.
 *
 * Returns the fields whose value in the page differs from `current`, or null if none does.
 */
export function valuesTypedEarly<V extends Record<string, string | boolean>>(
  form: HTMLFormElement,
  current: V,
): Partial<V> | null {
  const typed: Record<string, string | boolean> = {};
  for (const [name, value] of Object.entries(current)) {
    const field = form.elements.namedItem(name);
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) continue;
    const inPage =
      typeof value === "boolean" && field instanceof HTMLInputElement ? field.checked : field.value;
    if (inPage !== value) typed[name] = inPage;
  }
  return Object.keys(typed).length > 0 ? (typed as Partial<V>) : null;
}
