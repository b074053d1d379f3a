import { describe, expect, it } from "vitest";
import { keepPhoneNumbersTogether, shownContent } from "./display-text.server.ts";
import { seedSnapshot } from "./page-content.server.ts";

describe("phone numbers as pages show them", () => {
  it("holds each number together with no-break spaces, and nothing else", () => {
    expect(
      keepPhoneNumbersTogether(
        "024 123 4567, +233 24 123 4567 and 233241234567 are accepted; call 030 274 1800.",
      ),
    ).toBe(
      "024\u00a0123\u00a04567, +233\u00a024\u00a0123\u00a04567 and 233241234567 are accepted; call 030\u00a0274\u00a01800.",
    );
    for (const text of [
      "Up to 5000 rows and 2 MB per file.",
      "GA-110-1234, founded 2016, Act 843 of 2012",
      "1 000 000 cedis, 10 20 30",
      "v0.5 12 34",
    ]) {
      expect(keepPhoneNumbersTogether(text)).toBe(text);
    }
  });

  it("shows the content with the numbers held, each entry converted once", () => {
    const seed = seedSnapshot();
    const shown = shownContent(seed);
    const rule = (entry: unknown) =>
      (entry as { payoutFileCopy: { columns: { msisdn: { rule: string } } } }).payoutFileCopy
        .columns.msisdn.rule;
    expect(rule(shown.bulkPayChecker.main)).toContain("024\u00a0123\u00a04567");
    expect(shown.bulkPayChecker.main).toBe(shown.bulkPayChecker.main);
    expect(shownContent(seed)).toBe(shown);
    // The seed itself, and so what the store keeps, is as written.
    expect(rule(seed.bulkPayChecker.main)).toContain("024 123 4567");
  });
});
