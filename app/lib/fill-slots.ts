/**
 * Fills the slots of a text from content ("Checking %file%…", "%count% positions
 * available"): each `%name%` becomes the value of that name. Slots are written with percent
 * signs, not braces, so they never read as the facts' `{site.name}` placeholders, which the
 * server resolves before the page is rendered; these are filled where the value is known
 * (a count on the page, what the visitor's file holds in the browser).
 * A slot with no value stays as written, so that a typo shows rather than vanishes.
 */
export function fillSlots(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/%([a-zA-Z]+)%/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** A count as the page writes it: 50,000. */
export const formatCount = (n: number) => n.toLocaleString("en-GB");
