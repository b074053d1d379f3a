/**
 * Whether an error means the database cannot take the request right now, rather than that
 * the request is wrong: the connection was lost or refused, the server is shutting down,
 * restarting or out of resources (disk full, too many connections). The visitor is then
 * told to try again shortly (503 + Retry-After) instead of being shown a server fault.
 */
const UNAVAILABLE_SQLSTATE = [
  /^08/, // connection exception
  /^53/, // insufficient resources: disk full (53100), out of memory, too many connections
  /^57P0[1-4]$/, // admin shutdown, crash shutdown, cannot connect now, database dropped
];

const CONNECTION_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "ENOTFOUND"]);

/** node-postgres reports a lost or unusable connection by message only. */
const CONNECTION_MESSAGES =
  /Connection terminated|connection error|not queryable|timeout exceeded when trying to connect|Client was closed/i;

/** Seconds a visitor is asked to wait before trying again. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string") {
      if (UNAVAILABLE_SQLSTATE.some((pattern) => pattern.test(code))) return true;
      if (CONNECTION_CODES.has(code)) return true;
    }
    if (CONNECTION_MESSAGES.test(e.message)) return true;
  }
  return false;
}
