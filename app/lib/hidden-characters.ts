/**
 * The characters no text of ours may hold, one rule for the lead forms, the beacons and the
 * content editor: control characters (C0, DEL, C1; a multi-line text keeps its tabs and
 * line breaks), Unicode's non-characters (U+FDD0–U+FDEF and the last two code points of
 * every plane) and half of a surrogate pair. Nobody types them on purpose, a person cannot
 * see them, PostgreSQL cannot store a NUL, and XML (the feed, the share cards' SVG) cannot
 * hold most of them at all.
 */

// U+1FFFE, U+1FFFF … U+10FFFE, U+10FFFF.
const planeEnds = Array.from({ length: 16 }, (_, i) => {
  const end = (i + 1) * 0x10000 + 0xfffe;
  return `\\u{${end.toString(16)}}\\u{${(end + 1).toString(16)}}`;
}).join("");
// With the u flag, a range of surrogates matches only a lone one, never a pair.
const OTHERS = `\\uD800-\\uDFFF\\uFDD0-\\uFDEF\\uFFFE\\uFFFF${planeEnds}`;
const HIDDEN = new RegExp(`[\\u0000-\\u001f\\u007f-\\u009f${OTHERS}]`, "u");
const HIDDEN_IN_TEXT = new RegExp(
  `[\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f${OTHERS}]`,
  "u",
);

/** The first character `text` may not hold, or undefined when it holds none. */
export function hiddenCharacter(text: string, multiline = false): string | undefined {
  return (multiline ? HIDDEN_IN_TEXT : HIDDEN).exec(text)?.[0];
}

/** `U+0001`: how a character nobody can see is named to the person who has to find it. */
export const codePointName = (character: string) =>
  `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`;
