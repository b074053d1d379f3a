import { fillSlots, formatCount } from "../fill-slots.ts";

/** The words of the summary line, from content: a noun each, and the total's `%amount%`. */
export interface SummaryWords {
  row: { one: string; other: string };
  error: { one: string; other: string };
  warning: { one: string; other: string };
  total: string;
}

const cedis = new Intl.NumberFormat("en-GB", {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

const count = (n: number, noun: { one: string; other: string }) =>
  `${formatCount(n)} ${n === 1 ? noun.one : noun.other}`;

/** "5 rows · 2 errors · 2 warnings · total GHS 1,234.50" */
export function checkSummaryLine(
  result: { rows: number; errors: number; warnings: number; totalPesewas: number },
  words: SummaryWords,
): string {
  return [
    count(result.rows, words.row),
    count(result.errors, words.error),
    count(result.warnings, words.warning),
    fillSlots(words.total, { amount: cedis.format(result.totalPesewas / 100) }),
  ].join(" · ");
}
