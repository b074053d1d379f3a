import Papa from "papaparse";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { subscribers } from "#server/db/schema.ts";
import { confirmedSubscribersCsv } from "#server/staff/subscriber-list.server.ts";
import { useHarness, visitor } from "./support/harness.ts";

// Issue 29, F12: the confirmed subscribers' CSV goes into newsletter tools (Mailchimp,
// Brevo, listmonk) as it is. An address the subscription form accepts comes out unchanged,
// whatever its first character; a formula in another column is still defused.
describe("the confirmed subscribers' CSV", () => {
  const h = useHarness("pglite");

  const addresses = [
    "+news@example.com",
    "-dash@example.com",
    "=eq@example.com",
    "plain@example.com",
  ];

  it("holds every address exactly as subscribed", async () => {
    for (const email of addresses) {
      const outcome = await h.backend.leads.submit("subscribe", { email }, visitor());
      expect(outcome.status, email).toBe(202);
    }
    await h.db.update(subscribers).set({ status: "active", consentedAt: new Date() });
    await h.db
      .update(subscribers)
      .set({ source: '=HYPERLINK("http://evil.example")' })
      .where(eq(subscribers.email, "plain@example.com"));
    let rows = -1;
    let csv = "";
    for await (const chunk of confirmedSubscribersCsv(h.db, (n) => (rows = n))) {
      csv += String(chunk);
    }
    const parsed = Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data.map((r) => r.email).sort()).toEqual([...addresses].sort());
    expect(parsed.data.find((r) => r.email === "plain@example.com")!.source).toBe(
      `'=HYPERLINK("http://evil.example")`,
    );
    expect(rows).toBe(addresses.length);
  });
});
