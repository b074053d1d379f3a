import {
  MAX_FILE_BYTES,
  MAX_ROWS,
  PAYOUT_COLUMNS,
  PAYOUT_NETWORKS,
  type PayoutColumn,
} from "../lib/bulk-pay/payout-columns.ts";
import type { ProblemTexts } from "../lib/bulk-pay/problem-texts.ts";
import type { SummaryWords } from "../lib/bulk-pay/summary-line.ts";

const header = PAYOUT_COLUMNS.join(",");
const networks = PAYOUT_NETWORKS.join(", ");
const maxRows = MAX_ROWS.toLocaleString("en-GB");
const maxMegabytes = MAX_FILE_BYTES / 1024 / 1024;

/**
 * The "Check your payout file" section of /bulk-pay: template, rules and checker. Pages
 * receive these words as loader data (the `bulkPayChecker` content type); the checker in
 * the browser gets them as arguments. `%file%`, `%shown%`, … are slots the page fills.
 */
export const payoutFileCopy = {
  id: "check-your-file",
  eyebrow: "Before you upload",
  title: "Check your payout file",
  intro:
    "Start from our template, fill in one payment per row, then check the file here before you upload it. The check runs in your browser: the names, numbers and amounts in your file are never sent anywhere.",
  templateLink: "Download the CSV template",
  templateNote: `The header row and two example rows (${PAYOUT_COLUMNS.length} columns).`,
  rulesTitle: "How to fill in the file",
  fileRules: [
    `The first row is the header, exactly: ${header}`,
    `One payment per row, up to ${maxRows} rows and ${maxMegabytes} MB per file.`,
    "Save it as CSV (comma-separated), preferably CSV UTF-8. Excel and other spreadsheets are fine for editing.",
  ],
  columnsCaption: "What each column holds",
  columnHeadings: { column: "Column", rule: "Rule", example: "Example" },
  columns: {
    name: {
      rule: "The recipient's name as registered on the wallet. Required.",
      example: "Ama Mensah",
    },
    msisdn: {
      rule: "A Ghanaian mobile number. 024 123 4567, +233 24 123 4567 and 233241234567 are all accepted; the checker writes it as 233XXXXXXXXX.",
      example: "233241234567",
    },
    network: {
      rule: `The wallet's network: ${networks}. A number that was moved to another network keeps its old prefix, so the checker warns rather than refuses when the two differ.`,
      example: "MTN",
    },
    amount: {
      rule: "The amount in cedis, more than 0, with at most two decimals. No currency sign and no thousands separator.",
      example: "1200.50",
    },
    reference: {
      rule: "Your own note for the payment, such as the payroll month. Optional.",
      example: "Salary November 2026",
    },
  } satisfies Record<PayoutColumn, { rule: string; example: string }>,
  checker: {
    title: "Check a file",
    privacy: "Checked on this device. Nothing is uploaded.",
    choose: "Choose a CSV file",
    drop: "or drop it here",
    limits: `.csv, up to ${maxMegabytes} MB or ${maxRows} rows`,
    noScript:
      "The checker needs JavaScript. The template and the rules above work without it, and our team checks every file before paying.",
    checking: "Checking %file%…",
    resultTitle: "Result for %file%",
    allGood: "No problems found: this file is ready to upload.",
    problemsCaption: "Problems found, by row",
    problemsHeadings: {
      row: "Row",
      column: "Column",
      severity: "Kind",
      problem: "What is wrong",
      fix: "How to fix it",
    },
    rowNote: "Row numbers count the header as row 1, as your spreadsheet does.",
    shownOf: "Showing the first %shown% of %total% problems. Download them all as CSV.",
    downloadCorrected: "Download corrected file",
    correctedNote:
      "Numbers written as 233XXXXXXXXX and networks spelled as above; everything else as you wrote it.",
    downloadProblems: "Download problems as CSV",
    checkAnother: "Check another file",
    failed: "The file could not be checked. Please try again, or send it to our support team.",
  },
} as const;

/** The summary line's words: "5 rows · 2 errors · 2 warnings · total GHS 1,234.50". */
export const summaryWords = {
  row: { one: "row", other: "rows" },
  error: { one: "error", other: "errors" },
  warning: { one: "warning", other: "warnings" },
  total: "total GHS %amount%",
} satisfies SummaryWords;

/** How the problems table names the part of the file a problem is in. */
export const problemPlace = { file: "Whole file", row: "Whole row" } as const;
export const severityLabel = { error: "Error", warning: "Warning" } as const;

const columnsHint = `Use the template's header row: ${header}`;

/**
 * What the checker says about each kind of problem, and how to fix it. `%value%` and the
 * like are the slots the checker fills with what it found (lib/fill-slots.ts).
 */
export const problemText = {
  notCsv: {
    problem: "This is not a CSV file.",
    fix: "In your spreadsheet choose Save As (or Download) › CSV UTF-8, then check that file.",
  },
  tooLarge: {
    problem: `The file is larger than ${maxMegabytes} MB.`,
    fix: `Split the payments into files of at most ${maxRows} rows.`,
  },
  tooManyRows: {
    problem: `The file has %rows% payment rows; at most ${maxRows} are allowed.`,
    fix: `Split the payments into files of at most ${maxRows} rows.`,
  },
  empty: {
    problem: "The file is empty.",
    fix: "Start from the template and add one row per payment.",
  },
  noRows: {
    problem: "The file has a header but no payments.",
    fix: "Add one row per payment under the header.",
  },
  header: {
    problem: `The header row is "%found%", not the template's columns.`,
    fix: columnsHint,
  },
  headerSemicolons: {
    problem: `The header row is "%found%", not the template's columns.`,
    fix: `The file uses semicolons: save it as CSV (comma-separated). ${columnsHint}`,
  },
  fieldCount: {
    problem: `This row has %count% columns instead of ${PAYOUT_COLUMNS.length}.`,
    fix: "Put a value, or nothing, in each of the five columns; a comma inside a value needs double quotes around the value.",
  },
  nameEmpty: {
    problem: "The name is empty.",
    fix: "Write the recipient's name as registered on the wallet.",
  },
  msisdnEmpty: { problem: "The number is empty.", fix: "Write the recipient's mobile number." },
  msisdnScientific: {
    problem: `The number "%value%" was turned into scientific notation by a spreadsheet.`,
    fix: "Format the msisdn column as Text, type the numbers again and save as CSV.",
  },
  msisdnInvalid: {
    problem: `"%value%" is not a Ghanaian mobile number.`,
    fix: "Write a mobile number such as 024 123 4567 or 233241234567.",
  },
  msisdnLeadingZero: {
    problem: `"%value%" has lost its leading 0 (spreadsheets drop it); read as %normalised%.`,
    fix: "Check the number; the corrected file writes it as 233XXXXXXXXX.",
  },
  networkEmpty: { problem: "The network is empty.", fix: `Write one of ${networks}.` },
  networkUnknown: {
    problem: `"%value%" is not a network we pay to.`,
    fix: `Write one of ${networks}.`,
  },
  networkRenamed: {
    problem: `"%value%" now trades as %now%.`,
    fix: `Write %now%.`,
  },
  networkMismatch: {
    problem: `Numbers starting %prefix% are usually %usual%, but the row says %written%.`,
    fix: `If the number has not been moved to %written%, correct the network.`,
  },
  networkOtherRange: {
    problem: `Numbers starting %prefix% are not ${networks} numbers, but the row says %written%.`,
    fix: `Make sure the number has been moved to %written%, or pay it another way.`,
  },
  amountEmpty: {
    problem: "The amount is empty.",
    fix: "Write the amount in cedis, such as 250.00.",
  },
  amountCurrency: {
    problem: `The amount "%value%" has a currency sign or code.`,
    fix: "Write the number only, in cedis: 250.00, not GH₵ 250.00.",
  },
  amountThousands: {
    problem: `The amount "%value%" has a thousands separator.`,
    fix: "Write it without separators: 1234.50, not 1,234.50.",
  },
  amountDecimalComma: {
    problem: `The amount "%value%" uses a comma for decimals.`,
    fix: "Use a point for decimals: 12.50.",
  },
  amountDecimals: {
    problem: `The amount "%value%" has more than two decimals.`,
    fix: "Round it to pesewas: at most two decimals.",
  },
  amountNotPositive: {
    problem: `The amount "%value%" is not more than 0.`,
    fix: "Write a positive amount, or remove the row.",
  },
  amountNotNumber: {
    problem: `The amount "%value%" is not a number.`,
    fix: "Write the amount in cedis, such as 250.00.",
  },
  duplicate: {
    problem: "Same number and amount as row %firstRow%.",
    fix: "If this is a second payment on purpose, keep it; otherwise remove the row.",
  },
} satisfies ProblemTexts;
