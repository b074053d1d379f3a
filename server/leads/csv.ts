/**
 * RFC 4180 CSV: CRLF line ends; a field holding a comma, quote or line break is quoted,
 * quotes doubled. A field starting with = + - @ (or tab / CR) would run as a formula in a
 * spreadsheet, so it gets a leading apostrophe (OWASP "CSV injection").
 */
export function csvField(value: string | null | undefined): string {
  let text = value ?? "";
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(
  columns: readonly string[],
  rows: readonly Record<string, string | null>[],
): string {
  const lines = [columns.map(csvField).join(",")];
  for (const row of rows) lines.push(columns.map((c) => csvField(row[c])).join(","));
  return `${lines.join("\r\n")}\r\n`;
}
