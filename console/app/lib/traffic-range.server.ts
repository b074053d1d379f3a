import { day } from "./audit-filter.server.ts";
import { rangeLength, type DayRange } from "#server/analytics/traffic-report.ts";

/** The default range: four whole weeks up to yesterday (today's rollup is still growing). */
export const DEFAULT_DAYS = 28;
/** A longer range is refused: a year and its comparison is what the rollups are sized for. */
export const MAX_DAYS = 366;

const DAY_MS = 86_400_000;
const iso = (date: Date) => date.toISOString().slice(0, 10);

export type ParsedRange = { ok: true; range: DayRange } | { ok: false; error: string };

/**
 * The Traffic screen's days from its query (`from`, `to`: UTC days, both inclusive). As on
 * the audit log, a value that is not understood is refused with a message, never dropped:
 * figures for another period than the one typed would be read as the typed one's.
 */
export function parseTrafficRange(query: URLSearchParams, now = new Date()): ParsedRange {
  const get = (name: string) => query.get(name)?.trim() ?? "";
  const [fromText, toText] = [get("from"), get("to")];
  const from = fromText ? day(fromText) : undefined;
  if (fromText && !from) return { ok: false, error: "From must be a date (YYYY-MM-DD)." };
  const to = toText ? day(toText) : undefined;
  if (toText && !to) return { ok: false, error: "To must be a date (YYYY-MM-DD)." };
  const yesterday = new Date(Date.parse(iso(now)) - DAY_MS);
  const end = to ?? (from && from > yesterday ? from : yesterday);
  const start = from ?? new Date(end.getTime() - (DEFAULT_DAYS - 1) * DAY_MS);
  if (start > end) return { ok: false, error: "From must not be after To." };
  const range = { from: iso(start), to: iso(end) };
  if (rangeLength(range) > MAX_DAYS) {
    return { ok: false, error: `Choose at most ${MAX_DAYS} days.` };
  }
  return { ok: true, range };
}
