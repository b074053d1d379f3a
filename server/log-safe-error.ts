/**
 * What of an error may go into a log line. Database and SMTP errors quote the values they
 * choked on (drizzle's "Failed query … params: …" carries the whole submission, a relay's
 * "550 <address>: rejected" the visitor's address), so only identifiers are kept: the
 * error's name, its PostgreSQL SQLSTATE and the table/column/constraint it names, or the
 * SMTP reply code and command. Never its message or anything the visitor sent.
 */
export interface SafeError {
  type: string;
  code?: string;
  table?: string;
  column?: string;
  constraint?: string;
  responseCode?: number;
  command?: string;
}

const identifiers = ["code", "table", "column", "constraint", "command"] as const;

export function logSafeError(error: unknown): SafeError {
  if (!(error instanceof Error)) return { type: typeof error };
  // drizzle wraps the driver's error: the useful identifiers sit on the innermost cause.
  let inner: Error = error;
  while (inner.cause instanceof Error) inner = inner.cause;
  const out: SafeError = { type: error === inner ? error.name : `${error.name}/${inner.name}` };
  const fields = inner as unknown as Record<string, unknown>;
  for (const key of identifiers) {
    const value = fields[key];
    if (typeof value === "string" && /^[\w.-]{1,64}$/.test(value)) out[key] = value;
  }
  if (typeof fields.responseCode === "number") out.responseCode = fields.responseCode;
  return out;
}
