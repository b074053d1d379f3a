import { PhoneNumber, type MetadataJson } from "libphonenumber-js/core";
import mobileMetadata from "libphonenumber-js/mobile/metadata";
import Papa from "papaparse";
import { fillSlots, formatCount } from "../fill-slots.ts";
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
import type { ProblemKind, ProblemText, ProblemTexts } from "./problem-texts.ts";

/**
 * The Bulk Pay file check: pure, so that the Web Worker (check-payout-file.worker.ts), the
 * unit tests and the benchmark run the same code. Its words come in as an argument (`texts`,
 * the published `bulkPayChecker` content), never from an import of content.
 */
export type Severity = "error" | "warning";
/** "file": the whole file (not CSV, wrong header, too many rows); "row": a whole row. */
export type ProblemColumn = PayoutColumn | "file" | "row";

export type { ProblemText, ProblemTexts };

/** A problem in words, its slots filled with what the file holds. */
function say(
  texts: ProblemTexts,
  kind: ProblemKind,
  values: Readonly<Record<string, string | number>> = {},
): ProblemText {
  const { problem, fix } = texts[kind];
  return { problem: fillSlots(problem, values), fix: fillSlots(fix, values) };
}

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
export function normaliseMsisdn(raw: string, texts: ProblemTexts): MsisdnCheck {
  const value = raw.trim();
  if (!value) return { ok: false, problem: say(texts, "msisdnEmpty") };
  if (/^\d(?:\.\d+)?e\+?\d+$/i.test(value))
    return { ok: false, problem: say(texts, "msisdnScientific", { value }) };
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
  return { ok: false, problem: say(texts, "msisdnInvalid", { value }) };
}

type AmountCheck = { ok: true; pesewas: number } | { ok: false; problem: ProblemText };

/** Cedis, more than 0, at most two decimals, nothing but digits and one point. */
export function parseAmount(raw: string, texts: ProblemTexts): AmountCheck {
  const value = raw.trim();
  if (!value) return { ok: false, problem: say(texts, "amountEmpty") };
  const plain = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value);
  if (plain) {
    const [, minus, cedis, decimals = ""] = plain;
    if (decimals.length > 2) return { ok: false, problem: say(texts, "amountDecimals", { value }) };
    const pesewas = Number(cedis) * 100 + Number(decimals.padEnd(2, "0"));
    if (minus || pesewas === 0)
      return { ok: false, problem: say(texts, "amountNotPositive", { value }) };
    return { ok: true, pesewas };
  }
  if (/[₵$€£]|gh[sc¢₵]|cedi/i.test(value))
    return { ok: false, problem: say(texts, "amountCurrency", { value }) };
  if (/^\d{1,3}(?:[,\s]\d{3})+(?:\.\d+)?$/.test(value))
    return { ok: false, problem: say(texts, "amountThousands", { value }) };
  if (/^\d+,\d{1,2}$/.test(value))
    return { ok: false, problem: say(texts, "amountDecimalComma", { value }) };
  return { ok: false, problem: say(texts, "amountNotNumber", { value }) };
}

type NetworkCheck = { ok: true; network: PayoutNetwork } | { ok: false; problem: ProblemText };

export function parseNetwork(raw: string, texts: ProblemTexts): NetworkCheck {
  const value = raw.trim();
  if (!value) return { ok: false, problem: say(texts, "networkEmpty") };
  const lower = value.toLowerCase();
  const network = PAYOUT_NETWORKS.find((n) => n.toLowerCase() === lower);
  if (network) return { ok: true, network };
  const now = renamedNetworks[lower];
  if (now) return { ok: false, problem: say(texts, "networkRenamed", { value, now }) };
  return { ok: false, problem: say(texts, "networkUnknown", { value }) };
}

/** Ported numbers keep their prefix: a network that differs from the range is a warning. */
function networkWarning(
  msisdn: string,
  written: PayoutNetwork,
  texts: ProblemTexts,
): ProblemText | undefined {
  const usual = networkOfPrefix(msisdn);
  const prefix = nationalPrefix(msisdn);
  if (!usual) return say(texts, "networkOtherRange", { prefix, written });
  if (usual !== written) return say(texts, "networkMismatch", { prefix, usual, written });
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
export function refuseFile(
  fileName: string,
  size: number,
  texts: ProblemTexts,
): CheckResult | null {
  if (!/\.csv$/i.test(fileName)) return fileProblem(say(texts, "notCsv"));
  if (size > MAX_FILE_BYTES) return fileProblem(say(texts, "tooLarge"));
  return null;
}

/** Checks a payout file as chosen by the visitor. */
export function checkPayoutFile(
  bytes: Uint8Array,
  fileName: string,
  texts: ProblemTexts,
): CheckResult {
  const refused = refuseFile(fileName, bytes.byteLength, texts);
  if (refused) return refused;
  const text = decodeText(bytes);
  if (text === null) return fileProblem(say(texts, "notCsv"));
  return checkPayoutCsv(text, texts);
}

const isBlank = (record: string[]) => record.every((field) => field.trim() === "");

/** A header that is not the template's; semicolons get their own fix (a European Excel). */
function headerProblem(texts: ProblemTexts, found: string): ProblemText {
  return say(texts, found.includes(";") ? "headerSemicolons" : "header", { found });
}

export function checkPayoutCsv(text: string, texts: ProblemTexts): CheckResult {
  // Empty records are kept so that a record's index is its row in the spreadsheet.
  const records = Papa.parse<string[]>(text, { delimiter: ",", skipEmptyLines: false }).data;
  const headerIndex = records.findIndex((record) => !isBlank(record));
  if (headerIndex === -1) return fileProblem(say(texts, "empty"));
  const header = records[headerIndex]!.map((h) => h.trim().toLowerCase());
  while (header.length > PAYOUT_COLUMNS.length && header.at(-1) === "") header.pop();
  const body = records.slice(headerIndex + 1);
  const rowCount = body.filter((record) => !isBlank(record)).length;
  if (header.join(",") !== PAYOUT_COLUMNS.join(","))
    return fileProblem(headerProblem(texts, records[headerIndex]!.join(",")), rowCount);
  if (rowCount === 0) return fileProblem(say(texts, "noRows"));
  if (rowCount > MAX_ROWS)
    return fileProblem(say(texts, "tooManyRows", { rows: formatCount(rowCount) }), rowCount);

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
      report("row", "error", say(texts, "fieldCount", { count: fields.length }));
      return;
    }

    if (!out.name) report("name", "error", say(texts, "nameEmpty"));
    const msisdn = normaliseMsisdn(out.msisdn, texts);
    if (msisdn.ok) {
      out.msisdn = msisdn.msisdn;
      if (msisdn.leadingZeroLost)
        report(
          "msisdn",
          "warning",
          say(texts, "msisdnLeadingZero", {
            value: fields[1]!,
            normalised: "0" + msisdn.msisdn.slice(3),
          }),
        );
    } else report("msisdn", "error", msisdn.problem);
    const network = parseNetwork(out.network, texts);
    if (network.ok) {
      out.network = network.network;
      const warning = msisdn.ok && networkWarning(msisdn.msisdn, network.network, texts);
      if (warning) report("network", "warning", warning);
    } else report("network", "error", network.problem);
    const amount = parseAmount(out.amount, texts);
    if (amount.ok) totalPesewas += amount.pesewas;
    else report("amount", "error", amount.problem);
    if (msisdn.ok && amount.ok) {
      const key = `${msisdn.msisdn} ${amount.pesewas}`;
      const first = firstRowOf.get(key);
      if (first === undefined) firstRowOf.set(key, row);
      else report("msisdn", "warning", say(texts, "duplicate", { firstRow: first }));
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
