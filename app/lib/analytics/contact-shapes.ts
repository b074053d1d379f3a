import { findPhoneNumbersInText } from "libphonenumber-js";

/**
 * Free text that reaches the analytics or a lead's attribution (a campaign's UTM values, a
 * web vital's element, a landing page) is no place for a person's address or number, and a
 * visitor or a careless link puts them there (`utm_term=ama.mensah@example.com`,
 * `input[value="ama@example.com"]`). Whatever looks like one is masked before it is stored
 * (docs/data-protection.md). Server-side only: the phone metadata is no weight for a page.
 */
export const EMAIL_MARK = "(e-mail)";
export const PHONE_MARK = "(phone)";

// A run of characters an address can be made of: it ends at white space, quotes, brackets
// and the separators of selectors, queries and paths. One character class, so matching
// is linear in the text's length.
const WORD = /[^\s"'`<>()[\]{}=,;:/\\?&#|]+/gu;

/**
 * Shaped like an address: something, an at sign (or its %-escape), something. Generous on
 * purpose: a cut-off address (`ama.mensah@exa`) is masked as well, and a selector or a
 * campaign name seldom holds an at sign.
 */
const addressLike = (word: string) => /.(?:@|%40)./i.test(word);

/**
 * The text with every e-mail-like word and every phone number masked. Phone numbers are
 * found by libphonenumber-js, which reads a number without its country code as Ghanaian:
 * `024 123 4567`, `+233 24 123 4567` and `+44 7911 123456` all go; a date or a year does not.
 */
export function maskContacts(text: string): string {
  const plain = plainForm(text);
  const masked = maskPlain(plain);
  // Text with nothing to mask stays as it came (a campaign's full-width name included).
  return masked === plain ? text : masked;
}

// A character reference (`&#64;`, `&#x40;`, `&commat;`), as a pasted link may carry.
const REFERENCE = /&#x([0-9a-f]{1,6});?|&#(\d{1,7});?|&commat;?/gi;

/**
 * The text as it reads: compatibility forms folded (NFKC: the full-width `＠` and `０２４`
 * become `@` and `024`) and character references decoded, so that an address written
 * otherwise is still masked.
 */
function plainForm(text: string): string {
  return text.normalize("NFKC").replace(REFERENCE, (reference, hex?: string, decimal?: string) => {
    const code =
      hex !== undefined ? parseInt(hex, 16) : decimal !== undefined ? Number(decimal) : 0x40;
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code).normalize("NFKC") : reference;
  });
}

function maskPlain(text: string): string {
  const withoutAddresses = text.replace(WORD, (word) => (addressLike(word) ? EMAIL_MARK : word));
  const numbers = findPhoneNumbersInText(withoutAddresses, "GH");
  if (numbers.length === 0) return withoutAddresses;
  let masked = "";
  let from = 0;
  for (const { startsAt, endsAt } of numbers) {
    masked += withoutAddresses.slice(from, startsAt) + PHONE_MARK;
    from = endsAt;
  }
  return masked + withoutAddresses.slice(from);
}

/** Whether the text holds anything maskContacts would mask. */
export const holdsContact = (text: string) => maskContacts(text) !== text;
