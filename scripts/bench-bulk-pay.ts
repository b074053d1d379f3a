/**
 * How long the Bulk Pay file check takes on a file of 50,000 rows (the most it accepts):
 * the code the browser's Web Worker runs, here in Node on the same V8. Prints the times; no
 * pass or fail. `npm run bench:bulk-pay`
 */
import {
  checkPayoutFile,
  correctedCsv,
  problemsCsv,
} from "../app/lib/bulk-pay/check-payout-file.ts";
import { MAX_ROWS, PAYOUT_COLUMNS } from "../app/lib/bulk-pay/payout-columns.ts";

const ROUNDS = 5;
const networks = [
  ["MTN", "024"],
  ["Telecel", "020"],
  ["AT", "027"],
] as const;

/** Realistic rows: numbers written three ways, one row in fifty with a problem. */
function payoutFile(rows: number): Uint8Array {
  const lines = [PAYOUT_COLUMNS.join(",")];
  for (let i = 0; i < rows; i++) {
    const [network, prefix] = networks[i % 3]!;
    const local = prefix + String(i).padStart(7, "0");
    const msisdn = [
      local,
      `+233 ${local.slice(1, 3)} ${local.slice(3, 6)} ${local.slice(6)}`,
      `233${local.slice(1)}`,
    ][i % 3]!;
    const amount =
      i % 50 === 0 ? "1,250.00" : `${(i % 900) + 1}.${String(i % 100).padStart(2, "0")}`;
    lines.push(`Recipient ${i},${msisdn},${network},"${amount}",Payroll ${i}`);
  }
  return new TextEncoder().encode(lines.join("\r\n") + "\r\n");
}

const file = payoutFile(MAX_ROWS);
console.log(
  `${MAX_ROWS.toLocaleString("en")} rows, ${(file.byteLength / 1024 / 1024).toFixed(1)} MB`,
);
for (let round = 1; round <= ROUNDS; round++) {
  const started = performance.now();
  const result = checkPayoutFile(file, "payouts.csv");
  const checked = performance.now();
  correctedCsv(result.corrected!);
  problemsCsv(result.problems);
  const done = performance.now();
  console.log(
    `round ${round}: check ${(checked - started).toFixed(0)} ms, both downloads ${(done - checked).toFixed(0)} ms` +
      ` (${result.errors} errors, ${result.warnings} warnings)`,
  );
}
