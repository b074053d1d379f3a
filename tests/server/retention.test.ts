import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { applyRetention, suggestedRetention } from "#server/leads/retention.ts";
import {
  count,
  humanStart,
  storages,
  useHarness,
  validContact,
  validDemo,
  visitor,
} from "./support/harness.ts";

// The retention job of docs/operations.md: what is past its period goes, with its mail;
// what is not stays; a dry run counts and keeps everything.
describe.each(storages)("retention on $name", ({ kind }) => {
  const h = useHarness(kind, { RATE_LIMIT_MAX: "1000" }, { resetEach: true });

  async function seed() {
    const submit = (k: "contact" | "demo" | "subscribe", payload: object) =>
      h.backend.leads.submit(k, { ...payload, startedAt: humanStart() }, visitor());
    await submit("contact", { ...validContact, email: "old@example.com" });
    await submit("contact", { ...validContact, email: "recent@example.com" });
    await submit("demo", {
      ...validDemo,
      formData: { ...validDemo.formData, email: "old@example.com" },
    });
    await submit("subscribe", { email: "left@example.com" });
    await submit("subscribe", { email: "reader@example.com" });
    await h.backend.outbox.runOnce();
    // Age the rows as if time had passed.
    await h.db.execute(
      sql`update contact_messages set created_at = now() - interval '25 months' where email = 'old@example.com'`,
    );
    await h.db.execute(sql`update demo_requests set created_at = now() - interval '25 months'`);
    await h.db.execute(
      sql`update subscribers set status = 'unsubscribed', unsubscribed_at = now() - interval '31 days' where email = 'left@example.com'`,
    );
    await h.db.execute(
      sql`update mail_outbox set sent_at = now() - interval '91 days' where to_address = 'reader@example.com'`,
    );
  }

  it("deletes what is past its period, with its mail, and keeps the rest", async () => {
    await seed();
    expect(await count(h.db, "mail_outbox")).toBe(5);

    const dry = await applyRetention(h.db, suggestedRetention, { dryRun: true });
    expect(dry).toEqual({ contacts: 1, demos: 1, subscribers: 1, mails: 4 });
    expect(await count(h.db, "contact_messages")).toBe(2);
    expect(await count(h.db, "mail_outbox")).toBe(5);

    expect(await applyRetention(h.db, suggestedRetention)).toEqual(dry);
    expect(await count(h.db, "contact_messages")).toBe(1);
    expect(await count(h.db, "demo_requests")).toBe(0);
    expect(await count(h.db, "subscribers")).toBe(1);
    // Left: the recent contact's team notification.
    expect(await count(h.db, "mail_outbox")).toBe(1);
    expect(await applyRetention(h.db, suggestedRetention)).toEqual({
      contacts: 0,
      demos: 0,
      subscribers: 0,
      mails: 0,
    });
  });
});
