import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { formMessages } from "#app/lib/forms/messages.ts";
import { openServerSocket } from "#server/db/database.ts";
import { hasBuild, send, startServer, type RunningServer } from "./support/built-server.ts";

// Bytes no browser sends, on the public side (issue 29): a NUL, bytes that are not UTF-8,
// a UTF-16 label, TRACE. Each is a 4xx with the page's message, and nothing is stored
// (the rows are counted through the running server's operator socket).
describe.skipIf(!hasBuild)("bytes no browser sends, on the public routes", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ MIN_FILL_MS: "0", RATE_LIMIT_MAX: "1000" });
  });
  afterAll(async () => {
    await server?.stop();
  });

  const formToken = async () => {
    const answer = await send(`${server.base}/api/form-token?form=contact`);
    return (JSON.parse(answer.body) as { token: string }).token;
  };
  /** The contact form's fields, the message given as raw bytes (latin1: \xff is 0xFF). */
  const contactForm = (token: string, message: string) =>
    Buffer.from(
      "firstName=Ama&lastName=Mensah&email=ama.bytes%40example.com&phone=%2B233551234567" +
        `&agreeToPolicy=on&formToken=${encodeURIComponent(token)}&message=${message}`,
      "latin1",
    );
  const post = (path: string, type: string, body: Buffer) =>
    send(`${server.base}${path}`, {
      method: "POST",
      headers: { "content-type": type, "content-length": String(body.length) },
      body,
    });

  it("refuses a lead with bytes that are not UTF-8, from the API or a form without JavaScript", async () => {
    const json = Buffer.concat([
      Buffer.from('{"firstName":"Ama","lastName":"Mensah","email":"ama.bytes@example.com",'),
      Buffer.from('"phone":"+233551234567","agreeToPolicy":true,"message":"Please call me, caf'),
      Buffer.from([0xff]),
      Buffer.from(`","formToken":"${await formToken()}"}`),
    ]);
    const api = await post("/api/contact", "application/json", json);
    expect(api.status).toBe(400);
    expect(JSON.parse(api.body)).toMatchObject({ message: "The request body is not valid JSON." });

    const type = "application/x-www-form-urlencoded";
    for (const message of ["Please+call+me%2C+caf\xff", "Please+call+me%2C+caf%FF"]) {
      const page = await post("/contact-us", type, contactForm(await formToken(), message));
      expect(page.status, message).toBe(400);
      expect(page.body, message).toContain(formMessages.formUnreadable);
    }
    for (const message of ["Please+call+me%00"]) {
      const page = await post("/contact-us", type, contactForm(await formToken(), message));
      expect(page.status, message).toBe(400);
    }
    const utf16 = await post(
      "/contact-us",
      `${type}; charset=utf-16`,
      contactForm(await formToken(), "Please+call+me"),
    );
    expect(utf16.status).toBe(415);
    expect(utf16.body).toContain(formMessages.formUnsupported);

    const database = await openServerSocket(server.dataDir);
    try {
      expect(await database.db.$count(sql`contact_messages`)).toBe(0);
    } finally {
      await database.close();
    }
  });

  it("answers a NUL in a newsletter link with 400 and TRACE with 405, never 500", async () => {
    const unsubscribe = await send(`${server.base}/newsletter/unsubscribe?token=%00`);
    expect(unsubscribe.status).toBe(400);
    const confirm = await post(
      "/newsletter/confirm?token=%00",
      "application/x-www-form-urlencoded",
      Buffer.from("x=1"),
    );
    expect(confirm.status).toBe(400);
    for (const path of ["/contact-us", "/newsletter/confirm", "/staff/leads", "/api/contact"]) {
      const trace = await send(`${server.base}${path}`, { method: "TRACE" });
      expect(trace.status, path).toBe(405);
    }
    const logged = () => server.output.join("");
    await expect
      .poll(() => logged().includes('"method":"TRACE","path":"/api/contact"'), { timeout: 10_000 })
      .toBe(true);
    expect(logged()).not.toMatch(/"level":50/);
  });
});
