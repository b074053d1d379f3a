/**
 * The Bulk Pay payout file: its columns, in order, and the limits of the in-browser
 * checker. The template (scripts/postbuild.ts), the rules on /bulk-pay
 * (app/content/bulk-pay-checker.ts) and the checker (check-payout-file.ts) all read this
 * one module, so a column added here shows up in all three.
 */
export const PAYOUT_COLUMNS = ["name", "msisdn", "network", "amount", "reference"] as const;
export type PayoutColumn = (typeof PAYOUT_COLUMNS)[number];
export type PayoutRow = Record<PayoutColumn, string>;

/** The networks a payout can go to, as the `network` column spells them. */
export const PAYOUT_NETWORKS = ["MTN", "Telecel", "AT"] as const;
export type PayoutNetwork = (typeof PAYOUT_NETWORKS)[number];

export const TEMPLATE_PATH = "/downloads/bulk-pay-template.csv";
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_ROWS = 50_000;

/** The template's two example rows: one per way of writing a number that the checker accepts. */
export const TEMPLATE_ROWS: readonly PayoutRow[] = [
  {
    name: "Ama Mensah",
    msisdn: "233241234567",
    network: "MTN",
    amount: "250.00",
    reference: "Salary November 2026",
  },
  {
    name: "Kofi Boateng",
    msisdn: "0201234567",
    network: "Telecel",
    amount: "1200.50",
    reference: "Agent commission",
  },
];

/** The template file: the header and the example rows, CRLF as spreadsheets write CSV. */
export function templateCsv(): string {
  const lines = [
    PAYOUT_COLUMNS.join(","),
    ...TEMPLATE_ROWS.map((row) => PAYOUT_COLUMNS.map((c) => row[c]).join(",")),
  ];
  return lines.join("\r\n") + "\r\n";
}
