/** One problem the checker reports, in words: what is wrong and how to fix it. */
export interface ProblemText {
  problem: string;
  fix: string;
}

/**
 * Every kind of problem the checker knows, by name. The words are content
 * (app/content/bulk-pay-checker.ts, published as `bulkPayChecker`); the checker receives
 * them as an argument and fills their slots (`%value%`) with what it found.
 */
export const problemKinds = [
  "notCsv",
  "tooLarge",
  "tooManyRows",
  "empty",
  "noRows",
  "header",
  "headerSemicolons",
  "fieldCount",
  "nameEmpty",
  "msisdnEmpty",
  "msisdnScientific",
  "msisdnInvalid",
  "msisdnLeadingZero",
  "networkEmpty",
  "networkUnknown",
  "networkRenamed",
  "networkMismatch",
  "networkOtherRange",
  "amountEmpty",
  "amountCurrency",
  "amountThousands",
  "amountDecimalComma",
  "amountDecimals",
  "amountNotPositive",
  "amountNotNumber",
  "duplicate",
] as const;

export type ProblemKind = (typeof problemKinds)[number];
export type ProblemTexts = Readonly<Record<ProblemKind, ProblemText>>;
