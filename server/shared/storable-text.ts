/**
 * Text PostgreSQL can store as it was sent. A NUL is refused by the database (SQLSTATE
 * 22021, a 500 if it gets that far), and a lone surrogate (`\ud800`, valid JSON but not
 * well-formed Unicode) is silently stored as U+FFFD: neither is what anyone typed.
 */
export const storableText = (text: string): boolean => text.isWellFormed() && !text.includes("\0");

/**
 * Every string of a parsed JSON value, keys included, is storable text. Walked with a list
 * rather than recursion: 16 KB of `[` nests deeper than the call stack goes.
 */
export function storableJson(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === "string") {
      if (!storableText(next)) return false;
    } else if (Array.isArray(next)) {
      pending.push(...(next as unknown[]));
    } else if (next && typeof next === "object") {
      for (const [key, item] of Object.entries(next)) {
        if (!storableText(key)) return false;
        pending.push(item);
      }
    }
  }
  return true;
}
