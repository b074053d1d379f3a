import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { rm } from "node:fs/promises";
import express from "express";
import { RouterContextProvider } from "react-router";
import sharp, { type Sharp } from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { uploadImage } from "#console/lib/image-upload.server.ts";
import { staffLoadContext } from "#console/lib/context.ts";
import { parseMediaReference } from "#app/lib/media.ts";
import { openDatabase, type Database } from "#server/db/database.ts";
import { auditLog, contentImages, contentImageVariants } from "#server/db/schema.ts";
import { storeImage, ImageRefused, type UploadActor } from "#server/content/images.server.ts";
import { serveMedia } from "#server/content/media.ts";
import {
  IMAGE_UPLOAD_PATH,
  MAX_IMAGE_BYTES,
  type UploadLimits,
} from "#server/content/image-limits.ts";
import { rejectLargeBodies } from "#server/request-limits.ts";
import { inviteStaff, OPERATOR } from "#server/staff/accounts.server.ts";
import { createSession, readSession, type StaffSession } from "#server/staff/sessions.server.ts";
import type { ConsoleContext } from "#server/staff/console-context.ts";
import type { StaffRole } from "#server/db/schema.ts";
import { seedDataDir, storages, useHarness } from "./support/harness.ts";

// Pictures uploaded from the content editor (issue 31): real files made by sharp, a real
// embedded database, the real serving handler over HTTP and the console's upload action.

let database: Database;
let dataDir: string;
const actor = { id: "00000000-0000-4000-8000-00000000000a", email: "editor@nkabompay.test" };

beforeAll(async () => {
  dataDir = await seedDataDir();
  database = await openDatabase({ dataDir });
});
afterAll(async () => {
  await database?.close();
  await rm(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await database.db.execute(sql.raw("truncate content_images, content_image_variants cascade"));
});

const db = () => database.db;
const rows = async () => (await db().select().from(contentImages)).length;
const variantRows = async () => (await db().select().from(contentImageVariants)).length;
const uploads = async () =>
  (
    await db()
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} = 'image-uploaded'`)
  ).length;

/** A picture with a gradient, so encoders have something to keep. */
function picture(width: number, height: number) {
  return sharp({
    create: { width, height, channels: 3, background: { r: 20, g: 140, b: 100 } },
  }).composite([
    {
      input: Buffer.from(
        `<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="#f5c242"/></svg>`,
      ),
    },
  ]);
}

async function jpegWithGps(width = 1000, height = 600): Promise<Buffer> {
  return picture(width, height)
    .jpeg()
    .withExif({
      IFD0: { ImageDescription: "Office at Airport City", Artist: "Staff photographer" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "5/1 36/1 0/1",
        GPSLongitudeRef: "W",
        GPSLongitude: "0/1 10/1 0/1",
      },
    })
    .toBuffer();
}

async function refusal(bytes: Buffer, alt: unknown = "A description"): Promise<ImageRefused> {
  const audited = await uploads();
  try {
    await storeImage(db(), { bytes, alt, actor });
  } catch (error) {
    if (error instanceof ImageRefused) {
      // Nothing of a refused upload is stored, nor recorded as an upload.
      expect(await rows()).toBe(0);
      expect(await variantRows()).toBe(0);
      expect(await uploads()).toBe(audited);
      return error;
    }
    throw error;
  }
  throw new Error("the upload was accepted");
}

describe("accepting a picture", () => {
  it("stores AVIF, WebP and JPEG at each width, without EXIF or GPS", async () => {
    const source = await jpegWithGps();
    expect((await sharp(source).metadata()).exif).toBeDefined();
    const stored = await storeImage(db(), { bytes: source, alt: "The team at work", actor });
    expect(stored.created).toBe(true);
    expect(parseMediaReference(stored.src)).toEqual({ id: stored.id, width: 1000, height: 600 });

    const files = await db().select().from(contentImageVariants);
    expect(files.map((f) => `${f.width}.${f.format}`).sort()).toEqual(
      [
        "1000.avif",
        "1000.jpg",
        "1000.webp",
        "320.avif",
        "320.jpg",
        "320.webp",
        "640.avif",
        "640.jpg",
        "640.webp",
      ].sort(),
    );
    for (const file of files) {
      const meta = await sharp(file.bytes).metadata();
      expect(meta.format === "heif" ? "avif" : meta.format === "jpeg" ? "jpg" : meta.format).toBe(
        file.format,
      );
      expect(meta.width).toBe(file.width);
      expect(meta.height).toBe(Math.round((600 * file.width) / 1000));
      expect(meta.exif, `${file.width}.${file.format} keeps EXIF`).toBeUndefined();
      expect(file.bytes.includes("Airport City")).toBe(false);
    }
    expect(await uploads()).toBeGreaterThan(0);
  });

  it.each([
    ["PNG", (p: Sharp) => p.png()],
    ["WebP", (p: Sharp) => p.webp()],
    ["AVIF", (p: Sharp) => p.avif({ effort: 0 })],
  ])("takes a %s file, made no wider than it was", async (_name, encode) => {
    const stored = await storeImage(db(), {
      bytes: await encode(picture(500, 400)).toBuffer(),
      alt: "A logo",
      actor,
    });
    expect(stored.width).toBe(500);
    const files = await db().select().from(contentImageVariants);
    expect(new Set(files.map((f) => f.width))).toEqual(new Set([320, 500]));
    expect(new Set(files.map((f) => f.format))).toEqual(new Set(["avif", "webp", "jpg"]));
  });

  it("turns a picture upright by its EXIF orientation and reports its upright size", async () => {
    const turned = await picture(400, 300).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const stored = await storeImage(db(), { bytes: turned, alt: "Upright", actor });
    expect([stored.width, stored.height]).toEqual([300, 400]);
    const [file] = await db().select().from(contentImageVariants).limit(1);
    expect((await sharp(file!.bytes).metadata()).orientation).toBeUndefined();
  });

  it("stores the same file once, and records each upload", async () => {
    const bytes = await picture(400, 300).png().toBuffer();
    const first = await storeImage(db(), { bytes, alt: "Once", actor });
    const again = await storeImage(db(), { bytes, alt: "Twice", actor });
    expect(again.src).toBe(first.src);
    expect(again.created).toBe(false);
    expect(await rows()).toBe(1);
    expect(await variantRows()).toBe(6);
    const [latest] = await db()
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} = 'image-uploaded'`)
      .orderBy(sql`${auditLog.at} desc`)
      .limit(1);
    expect(latest!.detail).toMatchObject({ alreadyStored: true, format: "png" });
  });
});

describe("refusing what is not a plain picture: 4xx, a sentence, nothing stored", () => {
  const cases: [string, () => Promise<Buffer>, number, RegExp][] = [
    [
      "an SVG",
      async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
      415,
      /not a picture we take/,
    ],
    ["a GIF", () => picture(40, 40).gif().toBuffer(), 415, /not a picture we take/],
    [
      "a text file named .jpg",
      async () => Buffer.from("hello, this is not a photograph\n".repeat(20)),
      415,
      /not a picture we take/,
    ],
    [
      "a JPEG with HTML after its end",
      async () =>
        Buffer.concat([
          await picture(200, 200).jpeg().toBuffer(),
          Buffer.from("<html><script>alert(document.cookie)</script></html>"),
        ]),
      422,
      /holds something besides the picture/,
    ],
    [
      "a JPEG with a ZIP after its end",
      async () =>
        Buffer.concat([
          await picture(200, 200).jpeg().toBuffer(),
          Buffer.from("PK\x03\x04\x14\x00\x00\x00\x08\x00payload.txt", "latin1"),
        ]),
      422,
      /holds something besides the picture/,
    ],
    [
      "a PNG with a script in a text chunk",
      async () =>
        picture(60, 60)
          .png()
          .withMetadata()
          .withExif({ IFD0: { ImageDescription: "<script>alert(1)</script>" } })
          .toBuffer(),
      422,
      /holds something besides the picture/,
    ],
    [
      "a JPEG cut short",
      async () => (await picture(300, 300).jpeg().toBuffer()).subarray(0, 1500),
      400,
      /cut short|damaged|cannot be/,
    ],
    [
      "a file of 5 MB and 1 byte",
      async () => {
        const jpeg = await picture(100, 100).jpeg().toBuffer();
        return Buffer.concat([jpeg, Buffer.alloc(MAX_IMAGE_BYTES + 1 - jpeg.length)]);
      },
      413,
      /larger than 5 MB/,
    ],
    [
      "a picture 8,001 pixels wide",
      () =>
        sharp({ create: { width: 8001, height: 8, channels: 3, background: "#000" } })
          .png()
          .toBuffer(),
      422,
      /8001 × 8 pixels; at most 8000 a side/,
    ],
  ];

  it.each(cases)("%s", async (_name, make, status, message) => {
    const error = await refusal(await make());
    expect(error.status).toBe(status);
    expect(error.message).toMatch(message);
  });

  it("takes a picture of exactly 8,000 pixels a side's width", async () => {
    const wide = await sharp({
      create: { width: 8000, height: 8, channels: 3, background: "#123" },
    })
      .png()
      .toBuffer();
    const stored = await storeImage(db(), { bytes: wide, alt: "A thin band", actor });
    expect(stored.width).toBe(8000);
  });

  it("wants a description", async () => {
    const bytes = await picture(100, 100).jpeg().toBuffer();
    for (const alt of [null, "", "   "]) {
      const error = await refusal(bytes, alt);
      expect(error.status).toBe(400);
      expect(error.message).toMatch(/Describe the picture/);
    }
    expect(await rows()).toBe(0);
  });
});

describe("serving /media/<id>-<width>.<format>", () => {
  let server: Server;
  let base = "";
  let id = "";
  beforeAll(async () => {
    const app = express();
    app.use("/media", serveMedia(database.db));
    server = app.listen(0);
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  beforeEach(async () => {
    const bytes = await picture(700, 500).jpeg().toBuffer();
    id = (await storeImage(db(), { bytes, alt: "Served", actor })).id;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it("sends each file cached for good, typed, with an ETag and nosniff", async () => {
    for (const [format, type] of [
      ["avif", "image/avif"],
      ["webp", "image/webp"],
      ["jpg", "image/jpeg"],
    ]) {
      const response = await fetch(`${base}/media/${id}-640.${format}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(response.headers.get("content-type")).toBe(type);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("etag")).toMatch(/^"[0-9a-f]{32}"$/);
      const body = Buffer.from(await response.arrayBuffer());
      expect((await sharp(body).metadata()).width).toBe(640);
    }
  });

  it("answers 304 to the ETag it gave, and HEAD without a body", async () => {
    const url = `${base}/media/${id}-320.webp`;
    const first = await fetch(url);
    const etag = first.headers.get("etag")!;
    const again = await fetch(url, { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
    expect((await again.arrayBuffer()).byteLength).toBe(0);
    const head = await fetch(url, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(first.headers.get("content-length"));
  });

  it("404 for an unknown id, width or name; 405 for other methods", async () => {
    const unknown = await fetch(`${base}/media/${"0".repeat(24)}-640.webp`);
    expect(unknown.status).toBe(404);
    expect((await fetch(`${base}/media/${id}-1280.webp`)).status).toBe(404);
    expect((await fetch(`${base}/media/${id}-640.png`)).status).toBe(404);
    expect((await fetch(`${base}/media/${id}/700x500`)).status).toBe(404);
    const post = await fetch(`${base}/media/${id}-640.webp`, { method: "POST" });
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, HEAD");
  });
});

describe("the console's upload endpoint", () => {
  const sessions = new Map<string, StaffSession>();
  beforeAll(async () => {
    for (const role of ["marketing", "sales", "admin"] as StaffRole[]) {
      const { account } = await inviteStaff(db(), {
        email: `${role}-images@nkabompay.test`,
        roles: [role],
        siteUrl: "https://site.test",
        actor: OPERATOR,
      });
      const token = await createSession(db(), account.id);
      sessions.set(role, (await readSession(db(), token))!);
    }
  });

  async function post(session: StaffSession | null, form: FormData) {
    const context = new RouterContextProvider();
    context.set(staffLoadContext, {
      console: { db: db() } as ConsoleContext,
      session,
      staleCookie: false,
      clientIp: "127.0.0.1",
    });
    const request = new Request(`https://site.test${IMAGE_UPLOAD_PATH}`, {
      method: "POST",
      body: form,
    });
    try {
      const result = (await uploadImage({ request, context })) as {
        data: unknown;
        init: { status?: number } | null;
      };
      return { status: result.init?.status ?? 200, body: result.data as Record<string, unknown> };
    } catch (thrown) {
      const status = (thrown as { init?: { status?: number } }).init?.status;
      return { status, body: {} as Record<string, unknown> };
    }
  }

  async function form(alt = "Our Accra office") {
    const body = new FormData();
    body.set(
      "file",
      new Blob([new Uint8Array(await picture(400, 300).jpeg().toBuffer())]),
      "office.jpg",
    );
    body.set("alt", alt);
    return body;
  }

  it("stores a marketing editor's picture, answers its reference, and audits who and what", async () => {
    const answer = await post(sessions.get("marketing")!, await form());
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ width: 400, height: 300, alt: "Our Accra office" });
    expect(String(answer.body.src)).toMatch(/^\/media\/[0-9a-f]{24}\/400x300$/);
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} = 'image-uploaded'`)
      .orderBy(sql`${auditLog.at} desc`)
      .limit(1);
    expect(entry).toMatchObject({ actorEmail: "marketing-images@nkabompay.test", success: true });
    expect(entry!.target).toBe(`image:${parseMediaReference(String(answer.body.src))!.id}`);
  });

  it("refuses anonymous visitors (401) and roles without content:edit (403), storing nothing", async () => {
    expect((await post(null, await form())).status).toBe(401);
    expect((await post(sessions.get("sales")!, await form())).status).toBe(403);
    expect((await post(sessions.get("admin")!, await form())).status).toBe(403);
    expect(await rows()).toBe(0);
  });

  it("answers a refusal as JSON with its sentence", async () => {
    const body = new FormData();
    body.set("file", new Blob([Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>")]), "x.png");
    body.set("alt", "Logo");
    const answer = await post(sessions.get("marketing")!, body);
    expect(answer.status).toBe(415);
    expect(answer.body).toEqual({ error: expect.stringMatching(/not a picture we take/) });
    expect(await rows()).toBe(0);
  });
});

describe("the early body bound", () => {
  it("lets the upload path send 5 MB and a form, and nothing else more than a form", async () => {
    const app = express();
    app.use(rejectLargeBodies, (_req, res) => void res.status(204).end());
    const server = app.listen(0);
    await new Promise((resolve) => server.once("listening", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const send = (path: string, bytes: number) =>
      fetch(`${base}${path}`, { method: "POST", body: new Uint8Array(bytes) });
    try {
      expect((await send(IMAGE_UPLOAD_PATH, MAX_IMAGE_BYTES)).status).toBe(204);
      const over = await send(IMAGE_UPLOAD_PATH, MAX_IMAGE_BYTES + 64 * 1024);
      expect(over.status).toBe(413);
      expect(await over.text()).toBe("The file is larger than 5 MB.");
      expect((await send("/staff/api/sign-in/options", 64 * 1024)).status).toBe(413);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

// Issue 45, F6g: one account's uploads an hour, and the room all pictures may take.
describe.each(storages)("upload limits on $name", ({ kind }) => {
  const h = useHarness(kind);
  const someone = () => ({ id: randomUUID(), email: `limits-${randomUUID()}@nkabompay.test` });
  const upload = (bytes: Buffer, who: UploadActor, limits: UploadLimits) =>
    storeImage(h.db, { bytes, alt: "Our Accra office", actor: who }, limits);
  const stored = async () => h.db.$count(contentImages);

  it("refuses an account's upload past its count in the last hour; older uploads and other accounts do not count", async () => {
    const limits = { perAccountPerHour: 3, storedBytes: Number.MAX_SAFE_INTEGER };
    const busy = someone();
    const file = await picture(64, 48).png().toBuffer();
    // Uploads of an hour and more ago (the log is append-only: written as they were).
    await h.db.insert(auditLog).values(
      Array.from({ length: 3 }, () => ({
        actorId: busy.id,
        actorEmail: busy.email,
        action: "image-uploaded",
        at: new Date(Date.now() - 61 * 60_000),
      })),
    );
    for (let i = 0; i < 3; i++) await upload(file, busy, limits);
    const refused = upload(await picture(80, 60).png().toBuffer(), busy, limits);
    await expect(refused).rejects.toThrow(ImageRefused);
    await expect(refused).rejects.toMatchObject({
      status: 429,
      message:
        "You have uploaded 3 pictures in the last hour, as many as the console takes from one " +
        "person. Try again later in the hour.",
    });
    expect(await stored()).toBe(1);
    expect((await upload(file, someone(), limits)).src).toMatch(/^\/media\//);
  });

  it("stores no new picture once the pictures take the bound; the same file again still goes", async () => {
    await h.db.execute(sql.raw("truncate content_images, content_image_variants cascade"));
    const who = someone();
    const first = await picture(120, 90).png().toBuffer();
    await upload(first, who, { perAccountPerHour: 100, storedBytes: Number.MAX_SAFE_INTEGER });
    const result = (await h.db.execute(
      sql`select sum(octet_length(bytes))::int as bytes from content_image_variants`,
    )) as unknown as { rows: { bytes: number }[] };
    const bytes = result.rows[0]!.bytes;
    const limits = { perAccountPerHour: 100, storedBytes: bytes };
    const refused = upload(await picture(130, 90).png().toBuffer(), who, limits);
    await expect(refused).rejects.toMatchObject({
      status: 507,
      message:
        "The space for pictures is full: no new picture can be stored. Ask the people who run " +
        "the website to make room.",
    });
    expect(await stored()).toBe(1);
    const again = await upload(first, who, limits);
    expect(again.created).toBe(false);
    // One byte more room, and the new picture is stored.
    const roomy = { perAccountPerHour: 100, storedBytes: bytes + 1 };
    expect((await upload(await picture(130, 90).png().toBuffer(), who, roomy)).created).toBe(true);
  });
});
