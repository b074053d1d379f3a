import { describe, expect, it } from "vitest";
import { parseTrafficRange } from "#console/lib/traffic-range.server.ts";

// The Traffic screen's days: what a marketer types is the period shown, or a message says
// why not; never a silently different period.
const now = new Date("2026-11-26T10:00:00Z");
const parse = (query: string) => parseTrafficRange(new URLSearchParams(query), now);

describe("the Traffic screen's range", () => {
  it("is the last 28 days up to yesterday when none is chosen, or counts back from To", () => {
    expect(parse("")).toEqual({ ok: true, range: { from: "2026-10-29", to: "2026-11-25" } });
    expect(parse("to=2026-02-28")).toEqual({
      ok: true,
      range: { from: "2026-02-01", to: "2026-02-28" },
    });
    expect(parse("from=2026-11-20")).toEqual({
      ok: true,
      range: { from: "2026-11-20", to: "2026-11-25" },
    });
    // From today on: that day alone, not a range that ends before it starts.
    expect(parse("from=2026-11-26")).toEqual({
      ok: true,
      range: { from: "2026-11-26", to: "2026-11-26" },
    });
    expect(parse("from=2025-11-26&to=2026-11-26")).toMatchObject({ ok: true });
  });

  it("refuses what is not a day, a From after To and more than 366 days, saying which", () => {
    expect(parse("from=2026-02-31")).toEqual({
      ok: false,
      error: "From must be a date (YYYY-MM-DD).",
    });
    expect(parse("to=26/11/2026")).toEqual({ ok: false, error: "To must be a date (YYYY-MM-DD)." });
    expect(parse("from=2026-11-02&to=2026-11-01")).toEqual({
      ok: false,
      error: "From must not be after To.",
    });
    expect(parse("from=2025-11-25&to=2026-11-26")).toEqual({
      ok: false,
      error: "Choose at most 366 days.",
    });
  });
});
