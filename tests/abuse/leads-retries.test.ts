import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { idempotencyKeys, mailOutbox, subscribers } from "#server/db/schema.ts";
import { count, storages, useHarness, validContact, visitor } from "../server/support/harness.ts";

// Retries and repeated sign-ups on both storages: a key stores once even when the retries
// race each other, and the newsletter mails an address at a sane rate and forgets it if
// it never confirms.
describe.each(storages)("retries and double opt-in on $name", ({ kind }) => {
  const h = useHarness(kind, { RATE_LIMIT_MAX: "100000" }, { resetEach: true });

  const contact = (key: string, body: Record<string, unknown> = validContact) =>
    h.backend.leads.submit("contact", body, visitor({ idempotencyKey: key }));

  it("stores once for racing retries with one Idempotency-Key", async () => {
    const outcomes = await Promise.all(Array.from({ length: 6 }, () => contact("race-key-1")));
    expect(new Set(outcomes.map((o) => JSON.stringify(o))).size).toBe(1);
    expect(outcomes[0]!.status).toBe(201);
    expect(await count(h.db, "contact_messages")).toBe(1);
    expect(await count(h.db, "mail_outbox")).toBe(1);
    // The same key with another message is refused; another key stores anew.
    expect((await contact("race-key-1", { ...validContact, message: "Other." })).status).toBe(422);
    expect((await contact("race-key-2")).status).toBe(201);
    expect(await count(h.db, "contact_messages")).toBe(2);
  });

  it("forgets keys after a day", async () => {
    await contact("old-key");
    await h.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(idempotencyKeys.key, "contact:old-key"));
    expect(await h.backend.leads.purgeExpired()).toMatchObject({ idempotencyKeys: 1 });
    expect(await count(h.db, "idempotency_keys")).toBe(0);
  });

  const signUp = (email: string) => h.backend.leads.submit("subscribe", { email }, visitor());
  const confirmMails = async () =>
    (await h.db.select().from(mailOutbox)).filter((m) => m.kind === "confirm").length;

  it("re-sends the confirmation to an unconfirmed address at most every 15 minutes", async () => {
    for (let i = 0; i < 5; i++) await signUp("pending@example.com");
    expect(await confirmMails()).toBe(1);
    await h.db
      .update(subscribers)
      .set({ confirmSentAt: sql`now() - interval '16 minutes'` })
      .where(eq(subscribers.email, "pending@example.com"));
    await signUp("pending@example.com");
    await signUp("pending@example.com");
    expect(await confirmMails()).toBe(2);
    const [row] = await h.db.select().from(subscribers);
    expect(row).toMatchObject({ status: "pending", consentedAt: null });
  });

  it("expires an unconfirmed sign-up after 7 days", async () => {
    await signUp("late@example.com");
    await signUp("kept@example.com");
    const [late] = await h.db
      .select()
      .from(subscribers)
      .where(eq(subscribers.email, "late@example.com"));
    await h.db
      .update(subscribers)
      .set({ confirmSentAt: sql`now() - interval '8 days'` })
      .where(eq(subscribers.id, late!.id));
    expect(await h.backend.leads.confirm(late!.confirmToken!)).toBe("expired");
    expect(await h.backend.leads.purgeExpired()).toMatchObject({ subscribers: 1 });
    expect((await h.db.select().from(subscribers)).map((s) => s.email)).toEqual([
      "kept@example.com",
    ]);
    expect(await h.backend.leads.confirm(late!.confirmToken!)).toBe("unknown");
  });
});
