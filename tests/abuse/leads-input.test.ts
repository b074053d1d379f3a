import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { formMessages as m } from "#app/lib/forms/messages.ts";
import { logSafeError } from "#server/log-safe-error.ts";
import { count, useHarness, validContact, validDemo, visitor } from "../server/support/harness.ts";

// Hostile text in every field, through the real lead service and a real PGlite database:
// a clear 400 naming the field, nothing stored, nothing of it in the logs.
describe("hostile text in form fields", () => {
  const h = useHarness("pglite", { RATE_LIMIT_MAX: "100000" }, { resetEach: true });
  beforeEach(() => {
    h.logs.length = 0;
  });

  const contact = (fields: Record<string, unknown>) =>
    h.backend.leads.submit("contact", { ...validContact, ...fields }, visitor());
  const demo = (fields: Record<string, unknown>) =>
    h.backend.leads.submit(
      "demo",
      { ...validDemo, formData: { ...validDemo.formData, ...fields } },
      visitor(),
    );

  async function expectNothingStored() {
    expect(await count(h.db, "contact_messages")).toBe(0);
    expect(await count(h.db, "demo_requests")).toBe(0);
    expect(await count(h.db, "subscribers")).toBe(0);
    expect(await count(h.db, "mail_outbox")).toBe(0);
  }

  it("refuses a NUL or another control character in any text field with that field's message", async () => {
    const controls = ["\u0000", "\u001b[2J", "\u0007", "\u007f", "\u009b31m"];
    for (const c of controls) {
      for (const name of ["firstName", "lastName", "message"]) {
        expect(await contact({ [name]: `Ama${c}x` }), `${name} ${JSON.stringify(c)}`).toEqual({
          status: 400,
          errors: { [name]: m.controlCharacters },
        });
      }
      for (const name of ["name", "company", "jobTitle", "industry"]) {
        expect(await demo({ [name]: `Rural${c}Bank` }), `${name} ${JSON.stringify(c)}`).toEqual({
          status: 400,
          errors: { [name]: m.controlCharacters },
        });
      }
    }
    // Tabs and line breaks belong in a message, not in a name.
    expect(await contact({ firstName: "Ama\tYaa" })).toMatchObject({ status: 400 });
    await expectNothingStored();
    expect((await contact({ message: "Line one\r\n\tLine two" })).status).toBe(201);
  });

  it("answers a NUL with 400, not 500, and never logs what was sent", async () => {
    const secret = "Nul-Secret-Kofi";
    const outcome = await contact({ firstName: `${secret}\u0000`, message: `${secret} text` });
    expect(outcome.status).toBe(400);
    const sub = await h.backend.leads.submit(
      "subscribe",
      { email: `nul\u0000${secret}@example.com` },
      visitor(),
    );
    expect(sub.status).toBe(400);
    expect(JSON.stringify(h.logs)).not.toContain(secret);
    await expectNothingStored();
  });

  it("logs a database error by its identifiers only, never the values it quotes", async () => {
    const secret = "Kofi-Secret-Value";
    const error = await h.db
      .execute(sql`select ${`${secret}\u0000`}::text`)
      .catch((e: unknown) => e);
    expect(JSON.stringify(error) + String(error)).toContain(secret);
    const safe = logSafeError(error);
    expect(safe.code).toMatch(/^[0-9A-Z]{5}$/);
    expect(JSON.stringify(safe)).not.toContain(secret);
  });

  it("treats lone surrogates and invisible-only names as missing", async () => {
    for (const value of [
      "\ud800",
      "Ama\udc00",
      "\u200b\u200b",
      "\u200d",
      "\ufeff\u2060",
      "\u00ad",
    ]) {
      expect(await contact({ firstName: value }), JSON.stringify(value)).toEqual({
        status: 400,
        errors: { firstName: m.firstNameRequired },
      });
      expect(await demo({ name: value }), JSON.stringify(value)).toEqual({
        status: 400,
        errors: { name: m.nameRequired },
      });
    }
    expect(await contact({ message: "\u200b \u200c" })).toEqual({
      status: 400,
      errors: { message: m.messageRequired },
    });
    expect(await contact({ email: "ama\ud800@example.com" })).toMatchObject({ status: 400 });
    await expectNothingStored();
    // A joiner inside a real name is still a name.
    expect((await contact({ firstName: "Ama\u200dYaa" })).status).toBe(201);
  });

  it("refuses wrong JSON types instead of coercing them", async () => {
    expect(await contact({ firstName: 1 })).toEqual({
      status: 400,
      errors: { firstName: m.firstNameRequired },
    });
    expect(await contact({ phone: 233551234567 })).toEqual({
      status: 400,
      errors: { phone: m.phoneInvalid },
    });
    expect(await contact({ message: ["a", "b"] })).toEqual({
      status: 400,
      errors: { message: m.messageRequired },
    });
    expect(await contact({ lastName: { toString: "x" } })).toEqual({
      status: 400,
      errors: { lastName: m.lastNameRequired },
    });
    expect(await demo({ company: true })).toEqual({
      status: 400,
      errors: { company: m.textInvalid },
    });
    expect(await h.backend.leads.submit("subscribe", { email: 12345 }, visitor())).toEqual({
      status: 400,
      errors: { email: m.emailInvalid },
    });
    await expectNothingStored();
  });

  it("accepts only a plain addr-spec as e-mail", async () => {
    for (const email of [
      "<b>x</b>@t.example.com",
      "victim@example.com,x@t.example.com",
      "victim,x@t.example.com",
      "a@example.com;b@example.com",
      '"Ama Mensah" <ama@example.com>',
      "Ama <ama@example.com>",
      '"a b"@example.com',
      "ama(comment)@example.com",
      "ama@example.com\r\nBcc: x@example.com",
      "ama@[127.0.0.1]",
      "ama\\@x@example.com",
    ]) {
      expect(await contact({ email }), email).toEqual({
        status: 400,
        errors: { email: m.emailInvalid },
      });
      expect((await h.backend.leads.submit("subscribe", { email }, visitor())).status, email).toBe(
        400,
      );
    }
    await expectNothingStored();
    for (const email of ["ama.mensah+news@example.com", "o'neil@sub.example.com.gh"]) {
      expect((await contact({ email })).status, email).toBe(201);
    }
  });
});
