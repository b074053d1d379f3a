import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { mailOutbox } from "../../server/db/schema.ts";
import {
  count,
  startHarness,
  validContact,
  visitor,
  type Harness,
} from "../server/support/harness.ts";
import { header, startSmtpServer, type TestSmtpServer } from "../server/support/smtp.ts";

// Addresses against a real SMTP server: what the relay is asked to deliver to (RCPT TO)
// is exactly the address the visitor typed, or nothing is sent at all.
describe("visitor addresses at the SMTP relay", () => {
  let h: Harness;
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    h = await startHarness("pglite", { SMTP_URL: smtp.url, RATE_LIMIT_MAX: "100000" });
  });
  afterAll(async () => {
    await h?.close();
    await smtp?.close();
  });
  beforeEach(async () => {
    await h.reset();
    smtp.received.length = 0;
  });

  const hostile = [
    "<b>x</b>@t.example.com",
    "victim,x@t.example.com",
    "victim@example.com, x@t.example.com",
    "a@example.com;x@t.example.com",
    '"x@t.example.com" <victim@example.com>',
    "Victim <x@t.example.com>",
  ];

  it("sends nothing for an address with a display name, brackets, commas or semicolons", async () => {
    for (const email of hostile) {
      expect((await h.backend.leads.submit("subscribe", { email }, visitor())).status).toBe(400);
      const contact = await h.backend.leads.submit(
        "contact",
        { ...validContact, email },
        visitor(),
      );
      expect(contact.status, email).toBe(400);
    }
    await h.backend.outbox.runOnce();
    expect(smtp.received).toEqual([]);
    expect(await count(h.db, "mail_outbox")).toBe(0);
  });

  it("delivers to exactly the submitted address, and replies go to exactly it", async () => {
    const email = "o'neil+news@sub.example.com";
    expect((await h.backend.leads.submit("subscribe", { email }, visitor())).status).toBe(201);
    const contact = await h.backend.leads.submit("contact", { ...validContact, email }, visitor());
    expect(contact.status).toBe(201);
    await h.backend.outbox.runOnce();
    const toVisitor = smtp.received.find((m) => !m.to.includes(h.config.teamInbox));
    const toTeam = smtp.received.find((m) => m.to.includes(h.config.teamInbox));
    expect(toVisitor?.to).toEqual([email]);
    expect(toTeam?.to).toEqual([h.config.teamInbox]);
    expect(header(toTeam!.raw, "Reply-To")).toBe(email);
  });

  it("never re-parses a stored address into other recipients", async () => {
    // Rows queued before the stricter validation, or by hand: the relay is asked for the
    // whole string as one recipient (and refuses it), never for the address inside it.
    for (const to of hostile) {
      await h.db.insert(mailOutbox).values({
        kind: "team-contact",
        toAddress: to,
        replyTo: to,
        subject: "s",
        textBody: "t",
        htmlBody: "<p>t</p>",
        leadTable: "contact_messages",
        leadId: crypto.randomUUID(),
      });
    }
    await h.backend.outbox.runOnce();
    const recipients = smtp.received.flatMap((m) => m.to);
    expect(recipients).not.toContain("x@t.example.com");
    expect(recipients).not.toContain("b");
    expect(recipients).not.toContain("victim@example.com");
  });
});
