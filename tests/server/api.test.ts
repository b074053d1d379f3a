import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formMessages } from "#app/lib/forms/messages.ts";
import { leadApi, MAX_BODY_BYTES } from "#server/api.ts";
import { sql } from "drizzle-orm";
import { count, memoryLogger, useHarness, validContact, validDemo } from "./support/harness.ts";

// The JSON API over real HTTP, with the real lead backend on PGlite behind it.
describe("lead JSON API", () => {
  const h = useHarness("pglite", { RATE_LIMIT_MAX: "3" });
  let server: Server;
  let base: string;
  let client = 0;

  beforeAll(async () => {
    const app = express();
    // Lets each test pose as its own visitor through X-Forwarded-For.
    app.set("trust proxy", true);
    app.use("/api", leadApi(h.backend.leads, memoryLogger().logger));
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
  });

  const post = (path: string, body: string, headers: Record<string, string> = {}, ip?: string) =>
    fetch(`${base}${path}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-forwarded-for": ip ?? `198.51.100.${++client}`,
        ...headers,
      },
      body,
    });

  it("stores a subscription, and answers a repeat exactly the same (202, no id)", async () => {
    const first = await post("/subscribe", JSON.stringify({ email: "api@example.com" }));
    expect(first.status).toBe(202);
    expect(first.headers.get("cache-control")).toBe("no-store");
    const accepted = { message: formMessages.signUpAccepted };
    expect(await first.json()).toEqual(accepted);
    const again = await post("/subscribe", JSON.stringify({ email: "API@example.com" }));
    expect(again.status).toBe(202);
    expect(await again.json()).toEqual(accepted);
    expect(await count(h.db, "subscribers")).toBe(1);
  });

  it("stores contact messages and demo requests (201)", async () => {
    const contact = await post(
      "/contact",
      JSON.stringify({ ...validContact, source: "/contact-us" }),
    );
    expect(contact.status).toBe(201);
    const demo = await post("/demo", JSON.stringify(validDemo));
    expect(demo.status).toBe(201);
  });

  it("answers 400 with the field messages", async () => {
    const res = await post("/contact", JSON.stringify({ ...validContact, email: "nope" }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ errors: { email: formMessages.emailInvalid } });
  });

  it("answers 400 for malformed JSON and for JSON that is not an object", async () => {
    const broken = await post("/subscribe", '{"email": "a@b.co"');
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ errors: {} });
    const scalar = await post("/subscribe", '"a@b.co"');
    expect(scalar.status).toBe(400);
    const array = await post("/subscribe", '["a@b.co"]');
    expect(array.status).toBe(400);
    expect(Object.keys(((await array.json()) as { errors: object }).errors)).toEqual(["form"]);
  });

  it("answers 415 for a body that is not JSON", async () => {
    const form = await post("/contact", "email=a%40b.co", {
      "content-type": "application/x-www-form-urlencoded",
    });
    expect(form.status).toBe(415);
    const text = await post("/contact", "hello", { "content-type": "text/plain" });
    expect(text.status).toBe(415);
  });

  it("answers 413 past 16 KiB", async () => {
    const body = JSON.stringify({ ...validContact, message: "x".repeat(MAX_BODY_BYTES) });
    const res = await post("/contact", body);
    expect(res.status).toBe(413);
    expect(await res.json()).toHaveProperty("message");
  });

  it("answers 403 for a blocked domain", async () => {
    const res = await post(
      "/demo",
      JSON.stringify({
        ...validDemo,
        formData: { ...validDemo.formData, email: "x@blocked-domain.test" },
      }),
    );
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: formMessages.blocked });
  });

  it("answers 429 with a Retry-After header past the rate limit", async () => {
    const ip = "192.0.2.77";
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 4; i++) {
      last = await post("/subscribe", JSON.stringify({ email: `rl${i}@example.com` }), {}, ip);
      statuses.push(last.status);
    }
    expect(statuses).toEqual([202, 202, 202, 429]);
    const retryAfter = Number(last!.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(h.config.rateLimit.windowSeconds);
    expect(await last!.json()).toEqual({ message: formMessages.rateLimited });
    // Another address still gets through.
    expect((await post("/subscribe", JSON.stringify({ email: "other@example.com" }))).status).toBe(
      202,
    );
  });

  it("answers 500 without internals when storage fails", async () => {
    await h.db.execute(
      sql.raw("alter table contact_messages add constraint t_no check (false) not valid"),
    );
    try {
      const res = await post("/contact", JSON.stringify(validContact));
      expect(res.status).toBe(500);
      const text = await res.text();
      expect(JSON.parse(text)).toEqual({
        message: "Something went wrong on our side. Please try again.",
      });
      expect(text).not.toMatch(/constraint|contact_messages|t_no/);
    } finally {
      await h.db.execute(sql.raw("alter table contact_messages drop constraint t_no"));
    }
  });

  it("answers every kind of bad input on every endpoint with a clear 4xx, storing nothing", async () => {
    const tables = ["subscribers", "contact_messages", "demo_requests", "mail_outbox"];
    const counts = () => Promise.all(tables.map((t) => count(h.db, t)));
    const before = await counts();
    const valid: Record<string, object> = {
      "/subscribe": { email: "bad-input@example.com" },
      "/contact": { ...validContact, email: "bad-input@example.com" },
      "/demo": { ...validDemo, formData: { ...validDemo.formData, email: "bad@example.com" } },
    };
    for (const [path, body] of Object.entries(valid)) {
      const json = JSON.stringify(body);
      const attempts: [string, Promise<Response>, number][] = [
        [
          "oversized",
          post(path, JSON.stringify({ ...body, pad: "x".repeat(MAX_BODY_BYTES) })),
          413,
        ],
        [
          "form-encoded",
          post(path, "email=a%40b.co", { "content-type": "application/x-www-form-urlencoded" }),
          415,
        ],
        ["plain text", post(path, json, { "content-type": "text/plain" }), 415],
        ["XML", post(path, "<email>a@b.co</email>", { "content-type": "application/xml" }), 415],
        ["truncated JSON", post(path, json.slice(0, -3)), 400],
        ["JSON null", post(path, "null"), 400],
        ["empty object", post(path, "{}"), 400],
        ["fields of the wrong type", post(path, JSON.stringify({ email: 42, formData: [1] })), 400],
      ];
      for (const [kind, response, status] of attempts) {
        const res = await response;
        expect(res.status, `${path}: ${kind}`).toBe(status);
        const answer = (await res.json()) as { message?: string; errors?: object };
        expect(answer.message ?? answer.errors, `${path}: ${kind}`).toBeTruthy();
      }
    }
    expect(await counts()).toEqual(before);
    // Nothing is broken either: the same endpoints still take a valid submission.
    for (const [path, body] of Object.entries(valid)) {
      expect((await post(path, JSON.stringify(body))).status, path).toBe(
        path === "/subscribe" ? 202 : 201,
      );
    }
  });

  it("refuses other methods with 405", async () => {
    const res = await fetch(`${base}/subscribe`);
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("POST");
  });

  it("answers a filled honeypot like a success", async () => {
    const res = await post("/contact", JSON.stringify({ ...validContact, website: "spam" }));
    expect(res.status).toBe(201);
    expect(await res.json()).toHaveProperty("id");
  });
});
