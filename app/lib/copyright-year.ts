/**
 * The footer's copyright year. A prerendered page holds the year it was built in; the
 * server writes the year of each response over it (server/static-pages.ts), so a page
 * built in December is not out of date in January.
 */
export const copyrightYearAttribute = { "data-copyright-year": "" } as const;

/** Matches the year as React renders it inside the element carrying the attribute. */
const copyrightYearPattern = /(<span data-copyright-year="">)\d{4}(<\/span>)/g;

export function withCurrentYear(html: string, now = new Date()): string {
  return html.replace(copyrightYearPattern, `$1${now.getUTCFullYear()}$2`);
}
