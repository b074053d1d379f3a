import { describe, expect, it } from "vitest";
import { cutText } from "#app/lib/cut-text.ts";
import { EMAIL_MARK, holdsContact, maskContacts, PHONE_MARK } from "./contact-shapes.ts";

describe("maskContacts", () => {
  it("masks e-mail addresses, whole or cut off, wherever they sit in the text", () => {
    expect(maskContacts("ama.mensah@example.com")).toBe(EMAIL_MARK);
    expect(maskContacts('input[value="ama@example.com"]')).toBe(`input[value="${EMAIL_MARK}"]`);
    expect(maskContacts("spring launch ama.mensah@exa")).toBe(`spring launch ${EMAIL_MARK}`);
    expect(maskContacts("mailto:kofi+promo@mail.example.gh?subject=x")).toBe(
      `mailto:${EMAIL_MARK}?subject=x`,
    );
    expect(maskContacts("/contact-us/ama%40example.com")).toBe(`/contact-us/${EMAIL_MARK}`);
    expect(maskContacts("@@a@b@@")).toBe(EMAIL_MARK);
  });

  it("masks phone numbers, Ghanaian without a country code, any with one", () => {
    expect(maskContacts("call 024 123 4567 today")).toBe(`call ${PHONE_MARK} today`);
    expect(maskContacts("0241234567")).toBe(PHONE_MARK);
    expect(maskContacts("+233 20 999 9999")).toBe(PHONE_MARK);
    expect(maskContacts("tel:+44 7911 123456")).toBe(`tel:${PHONE_MARK}`);
    expect(maskContacts("ama@example.com or 055 123 4567")).toBe(`${EMAIL_MARK} or ${PHONE_MARK}`);
  });

  it("masks an address or number written in full-width forms or character references", () => {
    expect(maskContacts("ama.mensah＠example.com")).toBe(EMAIL_MARK);
    expect(maskContacts("spring ama&#64;example.com")).toBe(`spring ${EMAIL_MARK}`);
    expect(maskContacts("ama&#x40;example.com")).toBe(EMAIL_MARK);
    expect(maskContacts("ama&#0064example.com")).toBe(EMAIL_MARK);
    expect(maskContacts("ama&commat;example.com")).toBe(EMAIL_MARK);
    expect(maskContacts("call ０２４ １２３ ４５６７")).toBe(`call ${PHONE_MARK}`);
    // Nothing to mask: the text as it came, not its folded form.
    for (const text of ["ｓｐｒｉｎｇ－ｓａｌｅ", "fish &amp; chips", "a &#1114112; b"]) {
      expect(maskContacts(text), text).toBe(text);
      expect(holdsContact(text), text).toBe(false);
    }
  });

  it("leaves campaigns, selectors, dates and handles alone", () => {
    for (const text of [
      "november-launch",
      "spring2024sale",
      "q3-2024-10000",
      "campaign 2026-11-26",
      "main > section:nth-child(2) > h1",
      "img.hero",
      "@nkabompay",
      "newsletter",
      "",
    ]) {
      expect(maskContacts(text), text).toBe(text);
      expect(holdsContact(text), text).toBe(false);
    }
  });

  it("stays linear on 10,000 characters built to make a pattern backtrack", () => {
    // Each finishes within the test's timeout; a backtracking pattern would take hours.
    const hostile = [
      "a".repeat(10_000),
      "a@".repeat(5_000),
      "@a".repeat(5_000),
      "a.".repeat(5_000),
      `${"a".repeat(9_999)}@`,
      "%40".repeat(3_333),
      "1 ".repeat(5_000),
      "+1-".repeat(3_333),
      "(1)".repeat(3_333),
      "0241234567 ".repeat(909),
      "&#64;".repeat(2_000),
      "＠".repeat(10_000),
    ];
    for (const text of hostile) expect(typeof maskContacts(text)).toBe("string");
    expect(maskContacts("a@".repeat(5_000))).toBe(EMAIL_MARK);
  });
});

describe("cutText", () => {
  it("never leaves half of a surrogate pair", () => {
    expect(cutText("ab😀", 3)).toBe("ab");
    expect(cutText("ab😀", 4)).toBe("ab😀");
    expect(cutText("abcdef", 3)).toBe("abc");
    expect(cutText("ab😀c", 3).isWellFormed()).toBe(true);
  });
});
