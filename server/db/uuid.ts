/**
 * Whether a value is a UUID, the form of every id the database gives a row (8-4-4-4-12 hex
 * digits, in either case: PostgreSQL reads both). The one check for ids from a URL or a command
 * line, before they reach a query that would fail on anything else.
 */
export function isUuid(value: unknown): value is string {
  return (
    typeof value === "string" &&
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)
  );
}
