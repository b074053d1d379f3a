import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { formMessages } from "#app/lib/forms/messages.ts";
import { contactMessages, demoRequests, mailOutbox, subscribers } from "#server/db/schema.ts";
import { forgetEmail } from "#server/leads/forget.ts";
import { databaseRateLimiter, memoryRateLimiter } from "#server/shared/rate-limit.ts";
import {
  count,
  humanStart,
  storages,
  useHarness,
  validContact,
  validDemo,
  visitor,
} from "./support/harness.ts";

describe.each(storages)("lead storage on $name", ({ kind }) => {
  const h = useHarness(kind, {}, { resetEach: true });

  describe("submissions", () => {
    it("stores a contact message with its team notification in the outbox (201)", async () => {
      const outcome = await h.backend.leads.submit(
        "contact",
        { ...validContact, email: "Ama.Mensah@Example.com ", startedAt: humanStart() },
        visitor({ source: "/contact-us" }),
      );
      expect(outcome.status).toBe(201);
      const id = (outcome as { id: string }).id;

      const [row] = await h.db.select().from(contactMessages).where(eq(contactMessages.id, id));
      expect(row).toMatchObject({
        firstName: "Ama",
        lastName: "Mensah",
        email: "ama.mensah@example.com",
        phone: "+233 55 123 4567",
        message: validContact.message,
        source: "/contact-us",
        userAgent: "vitest",
      });
      expect(row!.policyConsentedAt).toBeInstanceOf(Date);
      // Only a salted hash of the address is kept.
      expect(row!.ipHash).toMatch(/^[0-9a-f]{64}$/);

      const mails = await h.db.select().from(mailOutbox).where(eq(mailOutbox.leadId, id));
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({
        kind: "team-contact",
        toAddress: h.config.teamInbox,
        replyTo: "ama.mensah@example.com",
        status: "pending",
        attempts: 0,
        leadTable: "contact_messages",
      });
      expect(await count(h.db, "mail_outbox")).toBe(1);
    });

    it("accepts the HTML checkbox values for the policy agreement", async () => {
      for (const agreeToPolicy of ["on", "true", true]) {
        const outcome = await h.backend.leads.submit(
          "contact",
          { ...validContact, agreeToPolicy },
          visitor(),
        );
        expect(outcome.status).toBe(201);
      }
      expect(await count(h.db, "contact_messages")).toBe(3);
    });

    it("stores a demo request for a known product and ignores unknown fields (201)", async () => {
      const outcome = await h.backend.leads.submit(
        "demo",
        { ...validDemo, extra: "ignored", formData: { ...validDemo.formData, admin: true } },
        visitor({ source: "/schedule-banking-demo" }),
      );
      expect(outcome.status).toBe(201);
      const id = (outcome as { id: string }).id;
      const [row] = await h.db.select().from(demoRequests).where(eq(demoRequests.id, id));
      expect(row).toMatchObject({
        product: "banking",
        name: "Kwame Boateng",
        email: "kwame@rural-bank.example",
        phone: "020 111 2222",
        company: "Rural Bank",
        jobTitle: "IT Manager",
        industry: "Finance",
      });
      const mails = await h.db.select().from(mailOutbox).where(eq(mailOutbox.leadId, id));
      expect(mails.map((m) => m.kind)).toEqual(["team-demo"]);
    });

    it("answers 400 for an unknown product, storing nothing", async () => {
      for (const product of ["insurance", undefined, 42]) {
        const outcome = await h.backend.leads.submit("demo", { ...validDemo, product }, visitor());
        expect(outcome).toEqual({ status: 400, errors: { product: formMessages.productInvalid } });
      }
      expect(await count(h.db, "demo_requests")).toBe(0);
    });

    it("subscribes once: a repeat is answered the same, with no second row or mail", async () => {
      const first = await h.backend.leads.submit(
        "subscribe",
        { email: "reader@example.com", source: "home" },
        visitor(),
      );
      expect(first).toEqual({ status: 202, message: formMessages.signUpAccepted });
      const again = await h.backend.leads.submit(
        "subscribe",
        { email: " Reader@Example.COM" },
        visitor(),
      );
      expect(again).toEqual(first);
      expect(await count(h.db, "subscribers")).toBe(1);
      // Double opt-in: the only mail asks to confirm; the row waits, without consent.
      const mails = await h.db.select().from(mailOutbox);
      expect(mails.map((m) => [m.kind, m.toAddress])).toEqual([["confirm", "reader@example.com"]]);
      const [row] = await h.db.select().from(subscribers);
      expect(row).toMatchObject({ status: "pending", source: "home", consentedAt: null });
      expect(mails[0]!.textBody).toContain(
        `https://site.test/newsletter/confirm?token=${row!.confirmToken}`,
      );

      expect(await h.backend.leads.confirm(row!.confirmToken!)).toBe("confirmed");
      const [confirmed] = await h.db.select().from(subscribers);
      expect(confirmed).toMatchObject({ status: "active" });
      expect(confirmed!.consentedAt).toBeInstanceOf(Date);
      const welcome = (await h.db.select().from(mailOutbox)).find((m) => m.kind === "welcome");
      expect(welcome!.textBody).toContain(
        `https://site.test/newsletter/unsubscribe?token=${row!.unsubscribeToken}`,
      );
      // RFC 8058: mail programs may unsubscribe with one POST, no page (see unsubscribe.tsx).
      expect(welcome!.headers).toEqual({
        "List-Unsubscribe": `<https://site.test/newsletter/unsubscribe?token=${row!.unsubscribeToken}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      });
    });

    it("answers concurrent sign-ups of one address with one row", async () => {
      const outcomes = await Promise.all(
        Array.from({ length: 4 }, () =>
          h.backend.leads.submit("subscribe", { email: "race@example.com" }, visitor()),
        ),
      );
      expect(new Set(outcomes.map((o) => JSON.stringify(o)))).toEqual(
        new Set([JSON.stringify({ status: 202, message: formMessages.signUpAccepted })]),
      );
      expect(await count(h.db, "subscribers")).toBe(1);
    });

    it("unsubscribes by token, idempotently, and re-activates on a new sign-up", async () => {
      const first = await h.backend.leads.submit(
        "subscribe",
        { email: "leaver@example.com" },
        visitor(),
      );
      const [row] = await h.db.select().from(subscribers);
      const token = row!.unsubscribeToken;
      expect(first.status).toBe(202);
      // An unconfirmed address is no subscriber: nothing to unsubscribe yet.
      expect(await h.backend.unsubscribe(token)).toBe("already");
      expect(await h.backend.leads.confirm(row!.confirmToken!)).toBe("confirmed");

      expect(await h.backend.unsubscribe(token)).toBe("unsubscribed");
      expect(await h.backend.leads.unsubscribe!(token)).toBe("already");
      expect(await h.backend.unsubscribe("x".repeat(43))).toBe("unknown");
      expect(await h.backend.unsubscribe("not a token")).toBe("unknown");
      expect(await h.backend.unsubscribe("")).toBe("unknown");
      const [after] = await h.db.select().from(subscribers);
      expect(after).toMatchObject({ status: "unsubscribed" });
      expect(after!.unsubscribedAt).toBeInstanceOf(Date);
      // The old confirmation link, pressed again, says what happened rather than "expired".
      expect(await h.backend.leads.confirm(row!.confirmToken!)).toBe("unsubscribed");

      const back = await h.backend.leads.submit(
        "subscribe",
        { email: "leaver@example.com" },
        visitor(),
      );
      expect(back).toEqual(first);
      expect(await count(h.db, "subscribers")).toBe(1);
      // Signing up again asks to confirm again; the confirmation re-activates the address.
      const [again] = await h.db.select().from(subscribers);
      expect(again).toMatchObject({ status: "pending" });
      expect(await h.backend.leads.confirm(again!.confirmToken!)).toBe("confirmed");
      const [back2] = await h.db.select().from(subscribers);
      expect(back2).toMatchObject({ status: "active", unsubscribedAt: null });
      // confirm, welcome, confirm again, welcome again.
      expect(await count(h.db, "mail_outbox")).toBe(4);
      expect(await h.backend.unsubscribe(token)).toBe("unsubscribed");
    });

    it("refuses a blocked address and a blocked domain with 403, storing nothing", async () => {
      const emails = [
        "spammer@blocked-address.test",
        "SPAMMER@blocked-address.test",
        "anyone@blocked-domain.test",
        "someone@mail.blocked-domain.test",
      ];
      for (const email of emails) {
        const outcome = await h.backend.leads.submit(
          "contact",
          { ...validContact, email },
          visitor(),
        );
        expect(outcome).toEqual({ status: 403, message: formMessages.blocked });
      }
      const demo = await h.backend.leads.submit(
        "demo",
        { ...validDemo, formData: { ...validDemo.formData, email: "x@blocked-domain.test" } },
        visitor(),
      );
      expect(demo.status).toBe(403);
      const subscribe = await h.backend.leads.submit(
        "subscribe",
        { email: "x@blocked-domain.test" },
        visitor(),
      );
      expect(subscribe.status).toBe(403);
      // Same name, different domain: not blocked.
      const fine = await h.backend.leads.submit(
        "contact",
        { ...validContact, email: "spammer@elsewhere.test" },
        visitor(),
      );
      expect(fine.status).toBe(201);
      expect(await count(h.db, "contact_messages")).toBe(1);
      expect(await count(h.db, "demo_requests")).toBe(0);
      expect(await count(h.db, "subscribers")).toBe(0);
    });

    it("answers 429 with Retry-After past the per-address limit", async () => {
      const me = visitor();
      const limit = h.config.rateLimit.max;
      for (let i = 0; i < limit; i++) {
        const outcome = await h.backend.leads.submit(
          "subscribe",
          { email: `n${i}@example.com` },
          me,
        );
        expect(outcome.status).toBe(202);
      }
      const limited = await h.backend.leads.submit("subscribe", { email: "late@example.com" }, me);
      expect(limited).toMatchObject({ status: 429, message: formMessages.rateLimited });
      const retry = (limited as { retryAfterSeconds: number }).retryAfterSeconds;
      expect(retry).toBeGreaterThanOrEqual(1);
      expect(retry).toBeLessThanOrEqual(h.config.rateLimit.windowSeconds);
      expect(await count(h.db, "subscribers")).toBe(limit);
      // Another visitor is not affected.
      const other = await h.backend.leads.submit(
        "subscribe",
        { email: "o@example.com" },
        visitor(),
      );
      expect(other.status).toBe(202);
      if (kind === "postgres") expect(await count(h.db, "rate_limits")).toBe(2);
    });

    it("counts rate-limit windows per address and starts afresh in the next window", async () => {
      let t = Date.UTC(2026, 0, 1, 12, 0, 10);
      const options = { max: 2, windowSeconds: 60, now: () => t };
      for (const limiter of [memoryRateLimiter(options), databaseRateLimiter(h.db, options)]) {
        t = Date.UTC(2026, 0, 1, 12, 0, 10);
        expect(await limiter.hit("a")).toEqual({ allowed: true, retryAfterSeconds: 50 });
        expect((await limiter.hit("a")).allowed).toBe(true);
        expect(await limiter.hit("a")).toEqual({ allowed: false, retryAfterSeconds: 50 });
        expect((await limiter.hit("b")).allowed).toBe(true);
        t += 49_500;
        expect(await limiter.hit("a")).toEqual({ allowed: false, retryAfterSeconds: 1 });
        t += 1_000;
        expect(await limiter.hit("a")).toEqual({ allowed: true, retryAfterSeconds: 60 });
      }
    });

    it("drops a filled honeypot silently: 201 with an id, nothing stored or sent", async () => {
      const outcomes = [
        await h.backend.leads.submit(
          "contact",
          { ...validContact, website: "http://spam.example" },
          visitor(),
        ),
        await h.backend.leads.submit("demo", { ...validDemo, website: "x" }, visitor()),
        await h.backend.leads.submit(
          "demo",
          { ...validDemo, formData: { ...validDemo.formData, website: "x" } },
          visitor(),
        ),
        await h.backend.leads.submit(
          "subscribe",
          { email: "bot@example.com", website: "x" },
          visitor(),
        ),
        // Even with invalid data: a bot learns nothing from the answer.
        await h.backend.leads.submit("contact", { website: "x" }, visitor()),
      ];
      for (const outcome of outcomes.filter((_, i) => i !== 3)) {
        expect(outcome.status).toBe(201);
        expect((outcome as { id: string }).id).toMatch(/^[0-9a-f-]{36}$/);
      }
      // A sign-up is answered as every sign-up is.
      expect(outcomes[3]).toEqual({ status: 202, message: formMessages.signUpAccepted });
      for (const table of ["contact_messages", "demo_requests", "subscribers", "mail_outbox"]) {
        expect(await count(h.db, table)).toBe(0);
      }
    });

    it("drops a form sent faster than a person can fill it, accepts a slower one", async () => {
      const fast = await h.backend.leads.submit(
        "contact",
        { ...validContact, startedAt: Date.now() - 500 },
        visitor(),
      );
      expect(fast.status).toBe(201);
      const fastText = await h.backend.leads.submit(
        "demo",
        { ...validDemo, startedAt: String(Date.now()) },
        visitor(),
      );
      expect(fastText.status).toBe(201);
      expect(await count(h.db, "contact_messages")).toBe(0);
      expect(await count(h.db, "demo_requests")).toBe(0);
      expect(await count(h.db, "mail_outbox")).toBe(0);

      const slow = await h.backend.leads.submit(
        "contact",
        { ...validContact, startedAt: Date.now() - 5000 },
        visitor(),
      );
      const absent = await h.backend.leads.submit("contact", validContact, visitor());
      // A visitor whose clock runs ahead of ours: cannot judge, so accepted.
      const ahead = await h.backend.leads.submit(
        "contact",
        { ...validContact, startedAt: Date.now() + 60_000 },
        visitor(),
      );
      expect([slow.status, absent.status, ahead.status]).toEqual([201, 201, 201]);
      expect(await count(h.db, "contact_messages")).toBe(3);
      expect(await count(h.db, "mail_outbox")).toBe(3);
    });

    it("rolls the submission back when its outbox row cannot be written (500)", async () => {
      await h.db.execute(
        sql.raw("alter table mail_outbox add constraint test_refuse_all check (false) not valid"),
      );
      try {
        const outcome = await h.backend.leads.submit("contact", validContact, visitor());
        expect(outcome).toEqual({
          status: 500,
          message: "Something went wrong on our side. Please try again.",
        });
        const demo = await h.backend.leads.submit("demo", validDemo, visitor());
        expect(demo.status).toBe(500);
        const sub = await h.backend.leads.submit(
          "subscribe",
          { email: "r@example.com" },
          visitor(),
        );
        expect(sub.status).toBe(500);
      } finally {
        await h.db.execute(sql.raw("alter table mail_outbox drop constraint test_refuse_all"));
      }
      expect(await count(h.db, "contact_messages")).toBe(0);
      expect(await count(h.db, "demo_requests")).toBe(0);
      expect(await count(h.db, "subscribers")).toBe(0);
      // The error went to the log, not to the visitor.
      const logged = h.logs.find((l) => l.msg === "lead submission failed");
      expect(JSON.stringify(logged)).toContain("test_refuse_all");
    });

    it("forgets everything about one address on request, and nothing else", async () => {
      const email = "erase.me@example.com";
      await h.backend.leads.submit("subscribe", { email }, visitor());
      await h.backend.leads.submit(
        "contact",
        { ...validContact, email: "Erase.Me@example.com" },
        visitor(),
      );
      await h.backend.leads.submit(
        "demo",
        { ...validDemo, formData: { ...validDemo.formData, email } },
        visitor(),
      );
      await h.backend.leads.submit("contact", validContact, visitor());
      await h.backend.leads.submit("subscribe", { email: "stay@example.com" }, visitor());

      expect(await forgetEmail(h.db, " ERASE.me@example.com ")).toEqual({
        subscribers: 1,
        contacts: 1,
        demos: 1,
        mails: 3,
      });
      expect(await count(h.db, "subscribers")).toBe(1);
      expect(await count(h.db, "contact_messages")).toBe(1);
      expect(await count(h.db, "demo_requests")).toBe(0);
      expect(await count(h.db, "mail_outbox")).toBe(2);
      expect(await forgetEmail(h.db, email)).toEqual({
        subscribers: 0,
        contacts: 0,
        demos: 0,
        mails: 0,
      });
    });

    it("reports the database as ready", async () => {
      expect(await h.backend.ready()).toBe(true);
    });
  });
});
