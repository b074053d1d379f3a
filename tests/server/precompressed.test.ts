import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompress } from "#scripts/precompress.ts";
import { servePrecompressed } from "#server/precompressed.ts";
import { rawGet } from "./support/raw-get.ts";

// The build's step and the server's middleware together, over real HTTP, as app.ts mounts them.
describe("static files compressed at build time", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "precompressed-"));
  const script = `export const greeting = ${JSON.stringify("Akwaaba! ".repeat(500))};\n`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(200)}</svg>`;
  let server: Server;
  let origin = "";

  beforeAll(async () => {
    mkdirSync(path.join(dir, "assets"));
    writeFileSync(path.join(dir, "assets", "entry-abc123.js"), script);
    writeFileSync(path.join(dir, "logo.svg"), svg);
    writeFileSync(path.join(dir, "photo.png"), Buffer.alloc(64, 1));
    expect(await precompress(dir)).toBe(2);
    const app = express();
    app.use(compression());
    app.use(
      "/assets",
      servePrecompressed(path.join(dir, "assets")),
      express.static(path.join(dir, "assets"), { immutable: true, maxAge: "1y" }),
    );
    app.use(servePrecompressed(dir), express.static(dir));
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it("sends Brotli to a browser that takes it, with the file's own type and caching", async () => {
    const res = await rawGet(`${origin}/assets/entry-abc123.js`, {
      "accept-encoding": "gzip, deflate, br, zstd",
    });
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toMatch(/^(text|application)\/javascript/);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers["vary"]).toMatch(/accept-encoding/i);
    expect(Number(res.headers["content-length"])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(res.body).toString()).toBe(script);
  });

  it("sends gzip where Brotli is not taken, and the plain file where neither is", async () => {
    const gz = await rawGet(`${origin}/logo.svg`, { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gz.headers["content-type"]).toBe("image/svg+xml");
    expect(gunzipSync(gz.body).toString()).toBe(svg);
    const plain = await rawGet(`${origin}/logo.svg`, { "accept-encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(svg);
    const refused = await rawGet(`${origin}/logo.svg`, { "accept-encoding": "br;q=0, gzip;q=0" });
    expect(refused.body.toString()).toBe(svg);
  });

  it("answers HEAD with the twin's headers alone", async () => {
    const res = await rawGet(`${origin}/logo.svg`, { "accept-encoding": "br" }, "HEAD");
    expect(res.headers["content-encoding"]).toBe("br");
    expect(Number(res.headers["content-length"])).toBeGreaterThan(0);
    expect(res.body.length).toBe(0);
  });

  it("leaves binary files and unknown paths to the static server", async () => {
    const png = await rawGet(`${origin}/photo.png`, { "accept-encoding": "br" });
    expect(png.status).toBe(200);
    expect(png.headers["content-encoding"]).toBeUndefined();
    expect((await rawGet(`${origin}/missing.js`, { "accept-encoding": "br" })).status).toBe(404);
  });
});
