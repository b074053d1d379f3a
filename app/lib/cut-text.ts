/**
 * At most `max` UTF-16 units, never half a character: a cut between the two halves of a
 * surrogate pair leaves text that is not well-formed, which the analytics endpoint and the
 * lead attribution refuse. No imports: the beacon carries it.
 */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  const kept = text.slice(0, max);
  return /[\ud800-\udbff]$/.test(kept) ? kept.slice(0, -1) : kept;
}
