import { Readable } from "node:stream";

/**
 * An e-mail address (as the site accepts them: HTML's input type=email, no quotes, no
 * parentheses, no spaces) that also holds no `!` or `|`. A spreadsheet that takes one
 * starting with + - or = for a formula can do no harm with it: a formula does harm by
 * calling a function (HYPERLINK, WEBSERVICE…), which needs parentheses, or through DDE
 * (`=cmd|' /c calc'!A0`), which needs | and !. At worst the cell shows an error.
 */
const INERT_ADDRESS =
  /^[A-Za-z0-9.#$%&'*+/=?^_`{}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*$/;

/**
 * RFC 4180 CSV: CRLF line ends; a field holding a comma, quote or line break is quoted,
 * quotes doubled. A field starting with = + - @ (or tab / CR) would run as a formula in a
 * spreadsheet, so it gets a leading apostrophe (OWASP "CSV injection"), unless it is an
 * inert e-mail address: newsletter tools import the address column as it stands, and
 * `'+x@example.com` is another address, or none (docs/data-protection.md, "Exports").
 */
export function csvField(value: string | null | undefined): string {
  let text = value ?? "";
  if (/^[=+\-@\t\r]/.test(text) && !INERT_ADDRESS.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function csvLine(fields: readonly (string | null | undefined)[]): string {
  return `${fields.map(csvField).join(",")}\r\n`;
}

export function toCsv(
  columns: readonly string[],
  rows: readonly Record<string, string | null>[],
): string {
  return csvLine(columns) + rows.map((row) => csvLine(columns.map((c) => row[c]))).join("");
}

/**
 * A CSV file read in keyset batches and streamed: the header, then batch after batch (each
 * asked for with the last row of the one before) until an empty one, so memory holds one
 * batch whatever the size of the table. `onEnd` gets the row count, for the audit log.
 */
export function batchedCsv<Row>(options: {
  columns: readonly string[];
  nextBatch: (last: Row | undefined) => Promise<Row[]>;
  fields: (row: Row) => readonly (string | null | undefined)[];
  onEnd: (rows: number) => void;
}): Readable {
  let last: Row | undefined;
  let rows = 0;
  let started = false;
  return new Readable({
    async read() {
      try {
        if (!started) {
          started = true;
          this.push(csvLine(options.columns));
          return;
        }
        const batch = await options.nextBatch(last);
        if (batch.length === 0) {
          options.onEnd(rows);
          this.push(null);
          return;
        }
        last = batch.at(-1);
        rows += batch.length;
        this.push(batch.map((row) => csvLine(options.fields(row))).join(""));
      } catch (error) {
        this.destroy(error as Error);
      }
    },
  });
}
