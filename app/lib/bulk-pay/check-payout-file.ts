import { PhoneNumber, type MetadataJson } from "libphonenumber-js/core";
import mobileMetadata from "libphonenumber-js/mobile/metadata";
import Papa from "papaparse";
import { problemText, type ProblemText } from "#app/content/bulk-pay-checker.ts";
import { nationalPrefix, networkOfPrefix } from "./ghana-mobile-networks.ts";
import {
  MAX_FILE_BYTES,
  MAX_ROWS,
  PAYOUT_COLUMNS,
  PAYOUT_NETWORKS,
  type PayoutColumn,
  type PayoutNetwork,
  type PayoutRow,
} from "./payout-columns.ts";

/**
 * The Bulk Pay file check: pure, so that the Web Worker (check-payout-file.worker.ts), the
 * unit tests and the benchmark run the same code.
 */
export type Severity = "error" | "warning";
/** "file": the whole file (not CSV, wrong header, too many rows); "row": a whole row. */
export type ProblemColumn = PayoutColumn | "file" | "row";

export interface Problem extends ProblemText {
  /** The row as a spreadsheet numbers it (the header is row 1); null for the whole file. */
  row: number | null;
  column: ProblemColumn;
  severity: Severity;
}

export interface CheckResult {
  /** Payment rows (the header and empty rows not counted). */
  rows: number;
  errors: number;
  warnings: number;
  /** The sum of every well-formed amount, in pesewas. */
  totalPesewas: number;
  problems: Problem[];
  /** Every row, numbers normalised; null when the file could not be read as payments. */
  corrected: PayoutRow[] | null;
}

// Ghana's mobile ranges only: checking against one country's metadata instead of every
// country's took 50,000 numbers from 1.4 s to 0.25 s on the build machine.
const ghanaMobile: MetadataJson = {
  version: mobileMetadata.version,
  country_calling_codes: { "233": ["GH"] },
  countries: { GH: mobileMetadata.countries.GH },
  nonGeographic: {},
};

const renamedNetworks: Readonly<Record<string, PayoutNetwork>> = {
  vodafone: "Telecel",
  airteltigo: "AT",
  "airtel tigo": "AT",
  airtel: "AT",
  tigo: "AT",
};

type MsisdnCheck =
  { ok: true; msisdn: string; leadingZeroLost: boolean } | { ok: false; problem: ProblemText };

/** The national number (9 digits) in each way of writing a Ghanaian number we accept. */
const WRITTEN_FORMS: readonly [RegExp, boolean][] = [
  [/^0(\d{9})$/, false], // 024…
  [/^(?:\+|00)?233(\d{9})$/, false], // +233…, 233…, 00233…
  [/^(\d{9})$/, true], // 24…: a spreadsheet took the leading 0 away
];

/** Accepts 024…, +233…, 233…, 00233… with spaces or hyphens; gives 233XXXXXXXXX. */
export function normaliseMsisdn(raw: string): MsisdnCheck {
  const value = raw.trim();
  if (!value) return { ok: false, problem: problemText.msisdnEmpty };
  if (/^\d(?:\.\d+)?e\+?\d+$/i.test(value))
    return { ok: false, problem: problemText.msisdnScientific(value) };
  const compact = value.replace(/[\s-]/g, "");
  for (const [form, leadingZeroLost] of WRITTEN_FORMS) {
    const national = form.exec(compact)?.[1];
    if (!national) continue;
    // The number's type by Ghana's numbering data: built from E.164 directly, which is
    // several times faster than parsing the text again (50,000 rows in well under a second).
    const phone = new PhoneNumber(`+233${national}`, ghanaMobile);
    if (phone.getType() !== "MOBILE") break;
    return { ok: true, msisdn: `233${national}`, leadingZeroLost };
  }
  return { ok: false, problem: problemText.msisdnInvalid(value) };
}

type AmountCheck = { ok: true; pesewas: number } | { ok: false; problem: ProblemText };

/** Cedis, more than 0, at most two decimals, nothing but digits and one point. */
export function parseAmount(raw: string): AmountCheck {
  const value = raw.trim();
  if (!value) return { ok: false, problem: problemText.amountEmpty };
  const plain = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value);
  if (plain) {
    const [, minus, cedis, decimals = ""] = plain;
    if (decimals.length > 2) return { ok: false, problem: problemText.amountDecimals(value) };
    const pesewas = Number(cedis) * 100 + Number(decimals.padEnd(2, "0"));
    if (minus || pesewas === 0) return { ok: false, problem: problemText.amountNotPositive(value) };
    return { ok: true, pesewas };
  }
  if (/[₵$€£]|gh[sc¢₵]|cedi/i.test(value))
    return { ok: false, problem: problemText.amountCurrency(value) };
  if (/^\d{1,3}(?:[,\s]\d{3})+(?:\.\d+)?$/.test(value))
    return { ok: false, problem: problemText.amountThousands(value) };
  if (/^\d+,\d{1,2}$/.test(value))
    return { ok: false, problem: problemText.amountDecimalComma(value) };
  return { ok: false, problem: problemText.amountNotNumber(value) };
}

type NetworkCheck = { ok: true; network: PayoutNetwork } | { ok: false; problem: ProblemText };

export function parseNetwork(raw: string): NetworkCheck {
  const value = raw.trim();
  if (!value) return { ok: false, problem: problemText.networkEmpty };
  const lower = value.toLowerCase();
  const network = PAYOUT_NETWORKS.find((n) => n.toLowerCase() === lower);
  if (network) return { ok: true, network };
  const now = renamedNetworks[lower];
  if (now) return { ok: false, problem: problemText.networkRenamed(value, now) };
  return { ok: false, problem: problemText.networkUnknown(value) };
}

/** Ported numbers keep their prefix: a network that differs from the range is a warning. */
function networkWarning(msisdn: string, written: PayoutNetwork): ProblemText | undefined {
  const usual = networkOfPrefix(msisdn);
  const prefix = nationalPrefix(msisdn);
  if (!usual) return problemText.networkOtherRange(prefix, written);
  if (usual !== written) return problemText.networkMismatch(prefix, usual, written);
  return undefined;
}

const NOT_TEXT_SIGNATURES = [
  [0x50, 0x4b, 0x03, 0x04], // ZIP: .xlsx, .ods, .docx
  [0xd0, 0xcf, 0x11, 0xe0], // OLE: .xls, .doc
  [0x25, 0x50, 0x44, 0x46], // %PDF
];

/** The file's text, or null when it is not text (a spreadsheet, a PDF, an image). */
export function decodeText(bytes: Uint8Array): string | null {
  if (NOT_TEXT_SIGNATURES.some((sig) => sig.every((byte, i) => bytes[i] === byte))) return null;
  if (bytes.subarray(0, 8192).includes(0)) return null;
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    // Excel's plain "CSV (Comma delimited)" is written in the Windows code page.
    return new TextDecoder("windows-1252").decode(bytes);
  }
}

function fileProblem(problem: ProblemText, rows = 0): CheckResult {
  return {
    rows,
    errors: 1,
    warnings: 0,
    totalPesewas: 0,
    problems: [{ row: null, column: "file", severity: "error", ...problem }],
    corrected: null,
  };
}

/** A file refused on its name or size alone, before it is read; null to go on. */
export function refuseFile(fileName: string, size: number): CheckResult | null {
  if (!/\.csv$/i.test(fileName)) return fileProblem(problemText.notCsv);
  if (size > MAX_FILE_BYTES) return fileProblem(problemText.tooLarge);
  return null;
}

/** Checks a payout file as chosen by the visitor. */
export function checkPayoutFile(bytes: Uint8Array, fileName: string): CheckResult {
  const refused = refuseFile(fileName, bytes.byteLength);
  if (refused) return refused;
  const text = decodeText(bytes);
  if (text === null) return fileProblem(problemText.notCsv);
  return checkPayoutCsv(text);
}

const isBlank = (record: string[]) => record.every((field) => field.trim() === "");

export function checkPayoutCsv(text: string): CheckResult {
  // Empty records are kept so that a record's index is its row in the spreadsheet.
  const records = Papa.parse<string[]>(text, { delimiter: ",", skipEmptyLines: false }).data;
  const headerIndex = records.findIndex((record) => !isBlank(record));
  if (headerIndex === -1) return fileProblem(problemText.empty);
  const header = records[headerIndex]!.map((h) => h.trim().toLowerCase());
  while (header.length > PAYOUT_COLUMNS.length && header.at(-1) === "") header.pop();
  const body = records.slice(headerIndex + 1);
  const rowCount = body.filter((record) => !isBlank(record)).length;
  if (header.join(",") !== PAYOUT_COLUMNS.join(","))
    return fileProblem(problemText.header(records[headerIndex]!.join(",")), rowCount);
  if (rowCount === 0) return fileProblem(problemText.noRows);
  if (rowCount > MAX_ROWS) return fileProblem(problemText.tooManyRows(rowCount), rowCount);

  const problems: Problem[] = [];
  const corrected: PayoutRow[] = [];
  const firstRowOf = new Map<string, number>();
  let totalPesewas = 0;
  body.forEach((record, index) => {
    if (isBlank(record)) return;
    const row = headerIndex + index + 2;
    const report = (column: ProblemColumn, severity: Severity, text: ProblemText) =>
      problems.push({ row, column, severity, ...text });
    const fields = record.map((field) => field.trim());
    while (fields.length > PAYOUT_COLUMNS.length && fields.at(-1) === "") fields.pop();
    const out = Object.fromEntries(PAYOUT_COLUMNS.map((c, i) => [c, fields[i] ?? ""])) as PayoutRow;
    corrected.push(out);
    if (fields.length !== PAYOUT_COLUMNS.length) {
      report("row", "error", problemText.fieldCount(fields.length));
      return;
    }

    if (!out.name) report("name", "error", problemText.nameEmpty);
    const msisdn = normaliseMsisdn(out.msisdn);
    if (msisdn.ok) {
      out.msisdn = msisdn.msisdn;
      if (msisdn.leadingZeroLost)
        report(
          "msisdn",
          "warning",
          problemText.msisdnLeadingZero(fields[1]!, "0" + msisdn.msisdn.slice(3)),
        );
    } else report("msisdn", "error", msisdn.problem);
    const network = parseNetwork(out.network);
    if (network.ok) {
      out.network = network.network;
      const warning = msisdn.ok && networkWarning(msisdn.msisdn, network.network);
      if (warning) report("network", "warning", warning);
    } else report("network", "error", network.problem);
    const amount = parseAmount(out.amount);
    if (amount.ok) totalPesewas += amount.pesewas;
    else report("amount", "error", amount.problem);
    if (msisdn.ok && amount.ok) {
      const key = `${msisdn.msisdn} ${amount.pesewas}`;
      const first = firstRowOf.get(key);
      if (first === undefined) firstRowOf.set(key, row);
      else report("msisdn", "warning", problemText.duplicate(first));
    }
  });
  const errors = problems.filter((p) => p.severity === "error").length;
  return {
    rows: rowCount,
    errors,
    warnings: problems.length - errors,
    totalPesewas,
    problems,
    corrected,
  };
}

/** The corrected file: the template's header, then every row with its number normalised. */
export function correctedCsv(rows: readonly PayoutRow[]): string {
  return Papa.unparse(
    { fields: [...PAYOUT_COLUMNS], data: rows.map((row) => PAYOUT_COLUMNS.map((c) => row[c])) },
    { newline: "\r\n" },
  );
}

/**
 * The problems as CSV for a spreadsheet. A cell that starts with = + - @ or a tab is
 * quoted behind an apostrophe, so that a value from the file can never run as a formula.
 * The byte-order mark makes Excel read it as UTF-8.
 */
export function problemsCsv(problems: readonly Problem[]): string {
  return (
    "\uFEFF" +
    Papa.unparse(
      {
        fields: ["row", "column", "kind", "problem", "fix"],
        data: problems.map((p) => [p.row ?? "", p.column, p.severity, p.problem, p.fix]),
      },
      { newline: "\r\n", escapeFormulae: true },
    )
  );
}
