/**
 * Characters XML 1.0 does not allow at all (§2.2 `Char`): control characters but tab and
 * line breaks, lone surrogates, U+FFFE and U+FFFF. Not even a character reference may name
 * them, and a parser refuses the whole document for one (the share cards' rasteriser
 * refused every card of a publication: issue 51, N2), so whatever writes XML or SVG drops
 * them first. Saves refuse them already (app/lib/hidden-characters.ts); this is for what was
 * stored before, and for text that never passed an editor.
 */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

export const xmlCharacters = (value: string) => value.replace(NOT_XML, "");
