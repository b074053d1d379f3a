import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "#server/db/schema.ts";
import { inviteStaff, OPERATOR } from "#server/staff/accounts.server.ts";
import { createSession } from "#server/staff/sessions.server.ts";
import { MAX_IMAGE_BYTES } from "#server/content/image-limits.ts";
import { hasBuild, rawExchange, send } from "./support/built-server.ts";
import { staffCookieName, startConsole, type ConsoleUnderTest } from "./support/staff-console.ts";

// Uploading pictures for the content editor through the built server over PostgreSQL, and
// fetching them back at /media/: the early body bound, the console's Origin check and
// permissions, and a server log that holds nothing of a refused upload but its request line.

describe.skipIf(!hasBuild)("pictures uploaded from the content editor", () => {
  let app: ConsoleUnderTest;
  const cookies = new Map<string, string>();

  beforeAll(async () => {
    app = await startConsole({ LOG_LEVEL: "info" });
    for (const role of ["marketing", "sales"] as const) {
      const { account } = await inviteStaff(app.database.db, {
        email: `${role}-uploads@nkabompay.test`,
        roles: [role],
        siteUrl: app.origin,
        actor: OPERATOR,
      });
      cookies.set(role, await createSession(app.database.db, account.id));
    }
  });
  afterAll(async () => {
    await app?.stop();
  });

  async function multipart(file: Buffer, alt = "Our office in Accra") {
    const form = new FormData();
    form.set("file", new Blob([new Uint8Array(file)]), "picture.jpg");
    form.set("alt", alt);
    const request = new Request("http://x/", { method: "POST", body: form });
    return {
      body: Buffer.from(await request.arrayBuffer()),
      type: request.headers.get("content-type")!,
    };
  }

  async function upload(file: Buffer, options: { role?: string; origin?: string } = {}) {
    const { body, type } = await multipart(file);
    const headers: Record<string, string> = {
      "content-type": type,
      "content-length": String(body.length),
      origin: options.origin ?? app.origin,
    };
    const cookie = options.role === undefined ? "marketing" : options.role;
    if (cookie) headers.cookie = `${staffCookieName}=${cookies.get(cookie)}`;
    return send(`${app.server.base}/staff/api/images`, { method: "POST", headers, body });
  }

  const photo = () =>
    sharp({ create: { width: 900, height: 600, channels: 3, background: "#1b7" } })
      .jpeg()
      .withExif({ IFD0: { ImageDescription: "Airport City rooftop" } })
      .toBuffer();

  it("stores an upload and serves its files cached for good", async () => {
    const answer = await upload(await photo());
    expect(answer.status).toBe(201);
    const { src } = JSON.parse(answer.body) as { src: string };
    const [, id] = /^\/media\/([0-9a-f]{24})\/900x600$/.exec(src)!;
    const file = await send(`${app.server.base}/media/${id}-640.avif`);
    expect(file.status).toBe(200);
    expect(file.headers["content-type"]).toBe("image/avif");
    expect(file.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(file.headers["x-content-type-options"]).toBe("nosniff");
    const again = await send(`${app.server.base}/media/${id}-640.avif`, {
      headers: { "if-none-match": String(file.headers.etag) },
    });
    expect(again.status).toBe(304);
    expect((await send(`${app.server.base}/media/${id}-640.avif`, { method: "HEAD" })).status).toBe(
      200,
    );
    expect(
      (await send(`${app.server.base}/media/${id}-640.avif`, { method: "DELETE" })).status,
    ).toBe(405);
    expect((await send(`${app.server.base}/media/${"f".repeat(24)}-640.avif`)).status).toBe(404);
  });

  it("refuses a polyglot and an oversized file with a 4xx, logging only the request line", async () => {
    const before = app.server.output.join("").length;
    const jpeg = await photo();
    const polyglot = await upload(
      Buffer.concat([jpeg, Buffer.from("<html><script>alert('upload-secret-7')</script>")]),
    );
    expect(polyglot.status).toBe(422);
    expect(JSON.parse(polyglot.body)).toEqual({
      error: expect.stringMatching(/besides the picture/),
    });

    const justOver = await upload(
      Buffer.concat([jpeg, Buffer.alloc(MAX_IMAGE_BYTES + 1 - jpeg.length)]),
    );
    expect(justOver.status).toBe(413);
    expect(JSON.parse(justOver.body)).toEqual({ error: expect.stringMatching(/larger than 5 MB/) });

    // Refused on its declared length, before a byte of the body is read, and the connection
    // closed: so only the head is sent (writing 5 MB into a closed socket races the answer).
    const base = new URL(app.server.base);
    const huge = await rawExchange(
      Number(base.port),
      [
        "POST /staff/api/images HTTP/1.1",
        `Host: ${base.host}`,
        "Content-Type: multipart/form-data; boundary=picture",
        `Content-Length: ${MAX_IMAGE_BYTES + 64 * 1024}`,
        `Origin: ${app.origin}`,
        `Cookie: ${staffCookieName}=${cookies.get("marketing")}`,
        "",
        "",
      ].join("\r\n"),
    );
    expect(huge).toMatch(/^HTTP\/1\.1 413 /);
    expect(huge.endsWith("The file is larger than 5 MB.")).toBe(true);

    // A request's log line is written when its answer has been handed over, and reaches this
    // process through the child's stdout pipe: it can arrive after the answer did.
    const logged = () =>
      app.server.output
        .join("")
        .slice(before)
        .split("\n")
        .filter((line) => line.includes("/staff/api/images"))
        .map((line) => (JSON.parse(line) as { status: number }).status);
    await expect.poll(() => logged().length).toBeGreaterThanOrEqual(2);
    const log = app.server.output.join("").slice(before);
    expect(log).not.toContain("upload-secret-7");
    expect(log).not.toMatch(/"level":(40|50|60)/);
    // The early refusal (request-limits.ts) answers before the request log: no line at all.
    expect(logged()).toEqual([422, 413]);
  });

  // The probe sent 200 uploads from one marketing session in 6 s, all taken (issue 45, F6g).
  it("takes 60 uploads an hour from one account, then refuses with a sentence; others still upload", async () => {
    const { account } = await inviteStaff(app.database.db, {
      email: "marketing-burst@nkabompay.test",
      roles: ["marketing"],
      siteUrl: app.origin,
      actor: OPERATOR,
    });
    cookies.set("burst", await createSession(app.database.db, account.id));
    // The same small file each time: each upload counts, stored once or not.
    const small = await sharp({
      create: { width: 32, height: 32, channels: 3, background: "#a51" },
    })
      .png()
      .toBuffer();
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) statuses.push((await upload(small, { role: "burst" })).status);
    expect(statuses.filter((s) => s !== 200 && s !== 201)).toEqual([]);
    for (const file of [small, await photo()]) {
      const refused = await upload(file, { role: "burst" });
      expect(refused.status).toBe(429);
      expect(JSON.parse(refused.body)).toEqual({
        error:
          "You have uploaded 60 pictures in the last hour, as many as the console takes from " +
          "one person. Try again later in the hour.",
      });
    }
    const audited = await app.database.db.$count(
      auditLog,
      and(eq(auditLog.action, "image-uploaded"), eq(auditLog.actorId, account.id)),
    );
    expect(audited).toBe(60);
    // Another account is not held back by this one.
    expect([200, 201]).toContain((await upload(small)).status);
  });

  it("refuses another site's post, anonymous visitors and roles without content:edit", async () => {
    const jpeg = await photo();
    expect((await upload(jpeg, { origin: "https://evil.example" })).status).toBe(403);
    expect((await upload(jpeg, { role: "" })).status).toBe(401);
    expect((await upload(jpeg, { role: "sales" })).status).toBe(403);
  });
});
