import { describe, expect, it } from "vitest";
import { formMessages as m } from "#app/lib/forms/messages.ts";
import { limits } from "#app/lib/forms/schemas.ts";
import { count, useHarness, validContact, validDemo, visitor } from "./support/harness.ts";

// Every validation message of the shared schemas, as the server answers it (400).
describe("server-side validation", () => {
  // Nothing invalid was stored (checked before close in the last test).
  const h = useHarness("pglite", { RATE_LIMIT_MAX: "100000" });

  const submit = (kind: "contact" | "demo" | "subscribe", payload: unknown) =>
    h.backend.leads.submit(kind, payload, visitor());

  it("names every missing contact field with its message", async () => {
    expect(await submit("contact", {})).toEqual({
      status: 400,
      errors: {
        firstName: m.firstNameRequired,
        lastName: m.lastNameRequired,
        email: m.emailRequired,
        message: m.messageRequired,
        agreeToPolicy: m.agreeToPolicy,
      },
    });
  });

  it("treats blank (whitespace) contact fields as missing", async () => {
    const outcome = await submit("contact", {
      firstName: "  ",
      lastName: "\t",
      email: " ",
      phone: "",
      message: "\n ",
      agreeToPolicy: true,
    });
    expect(outcome).toEqual({
      status: 400,
      errors: {
        firstName: m.firstNameRequired,
        lastName: m.lastNameRequired,
        email: m.emailRequired,
        message: m.messageRequired,
      },
    });
  });

  it("refuses an invalid email and an unticked or false policy box", async () => {
    for (const email of ["ama", "ama@", "ama@example", "a b@example.com", "@example.com"]) {
      expect(await submit("contact", { ...validContact, email })).toEqual({
        status: 400,
        errors: { email: m.emailInvalid },
      });
    }
    for (const agreeToPolicy of [false, "false", "off", "", null, 1]) {
      expect(await submit("contact", { ...validContact, agreeToPolicy })).toEqual({
        status: 400,
        errors: { agreeToPolicy: m.agreeToPolicy },
      });
    }
  });

  it("leaves the contact phone optional but limits its characters and length", async () => {
    expect((await submit("contact", { ...validContact, phone: undefined })).status).toBe(201);
    expect((await submit("contact", { ...validContact, phone: null })).status).toBe(201);
    // A number is the wrong JSON type (and would lose a leading 0): refused, not coerced.
    expect(await submit("contact", { ...validContact, phone: 233551234567 })).toEqual({
      status: 400,
      errors: { phone: m.phoneInvalid },
    });
    expect(await submit("contact", { ...validContact, phone: "call me maybe" })).toEqual({
      status: 400,
      errors: { phone: m.phoneInvalid },
    });
    expect(await submit("contact", { ...validContact, phone: "1".repeat(33) })).toEqual({
      status: 400,
      errors: { phone: m.tooLong(limits.phone) },
    });
  });

  it("limits lengths on the server", async () => {
    expect(
      await submit("contact", {
        ...validContact,
        firstName: "a".repeat(limits.name + 1),
        lastName: "b".repeat(limits.name),
        message: "m".repeat(limits.message + 1),
        email: `${"e".repeat(250)}@example.com`,
      }),
    ).toEqual({
      status: 400,
      errors: {
        firstName: m.tooLong(limits.name),
        message: m.tooLong(limits.message),
        email: m.tooLong(limits.email),
      },
    });
    expect(
      await submit("demo", {
        ...validDemo,
        formData: {
          ...validDemo.formData,
          company: "c".repeat(limits.company + 1),
          jobTitle: "j".repeat(limits.jobTitle + 1),
          industry: "i".repeat(limits.industry + 1),
        },
      }),
    ).toEqual({
      status: 400,
      errors: {
        company: m.tooLong(limits.company),
        jobTitle: m.tooLong(limits.jobTitle),
        industry: m.tooLong(limits.industry),
      },
    });
  });

  it("refuses values of the wrong type with the field's message", async () => {
    expect(
      await submit("contact", {
        ...validContact,
        firstName: { first: "Ama" },
        email: ["ama@example.com"],
        message: true,
      }),
    ).toEqual({
      status: 400,
      errors: { firstName: m.firstNameRequired, email: m.emailInvalid, message: m.messageRequired },
    });
    expect(
      await submit("demo", { ...validDemo, formData: { ...validDemo.formData, company: {} } }),
    ).toEqual({ status: 400, errors: { company: m.textInvalid } });
  });

  it("names every missing demo field, and the product, with its message", async () => {
    expect(await submit("demo", {})).toEqual({
      status: 400,
      errors: {
        name: m.nameRequired,
        email: m.emailRequired,
        phone: m.phoneRequired,
        product: m.productInvalid,
      },
    });
    expect(await submit("demo", { formData: "name=x", product: "aslan" })).toEqual({
      status: 400,
      errors: { name: m.nameRequired, email: m.emailRequired, phone: m.phoneRequired },
    });
    expect(
      await submit("demo", { ...validDemo, formData: { ...validDemo.formData, email: "x@y" } }),
    ).toEqual({ status: 400, errors: { email: m.emailInvalid } });
  });

  it("leaves company, job title and industry optional", async () => {
    const { name, email, phone } = validDemo.formData;
    for (const product of [
      "pension-management",
      "banking",
      "school-billing",
      "aslan",
      "value-added",
    ]) {
      expect((await submit("demo", { formData: { name, email, phone }, product })).status).toBe(
        201,
      );
    }
  });

  it("validates the newsletter address", async () => {
    expect(await submit("subscribe", {})).toEqual({
      status: 400,
      errors: { email: m.emailRequired },
    });
    expect(await submit("subscribe", { email: "not-an-address" })).toEqual({
      status: 400,
      errors: { email: m.emailInvalid },
    });
  });

  it("answers 400 for a payload that is not an object", async () => {
    for (const payload of [null, undefined, "email=a@b.co", 42, ["a@b.co"]]) {
      const outcome = await submit("subscribe", payload);
      expect(outcome.status).toBe(400);
      expect(Object.keys((outcome as { errors: object }).errors)).toEqual(["form"]);
    }
  });

  it("stored only the valid submissions", async () => {
    // Two valid contact messages (phone variants) and five demo requests above.
    expect(await count(h.db, "contact_messages")).toBe(2);
    expect(await count(h.db, "demo_requests")).toBe(5);
    expect(await count(h.db, "subscribers")).toBe(0);
  });
});
