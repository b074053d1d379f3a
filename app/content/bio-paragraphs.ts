/** Splits a biography into paragraphs on blank lines (an empty bio gives none). */
export function bioParagraphs(bio: string): string[] {
  return bio
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}
