import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withCurrentYear } from "../../app/lib/copyright-year.ts";
import { NONCE_PLACEHOLDER } from "../../app/lib/nonce-placeholder.ts";
import { SITE_URL_PLACEHOLDER } from "../../app/lib/site-url.ts";
import { assignNonce } from "../../server/security.ts";
import { servePrerendered } from "../../server/static-pages.ts";
import { rawGet } from "./support/raw-get.ts";

// A page as the build writes it: nonce and origin placeholders, the build's year.
const built = `<link rel="canonical" href="${SITE_URL_PLACEHOLDER}/about-us"/><script nonce="${NONCE_PLACEHOLDER}"></script><p>© <span data-copyright-year="">2019</span> Nkabom Pay Limited.</p><p>Founded in 2019</p>`;

describe("prerendered pages as served", () => {
  let server: Server;
  let origin = "";
  beforeAll(async () => {
    const app = express();
    app.use(assignNonce);
    app.use(servePrerendered(new Map([["/about-us", built]]), "https://pay.example.gh"));
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it("carry this response's nonce, the deployment's origin and this year's copyright", async () => {
    const res = await fetch(`${origin}/about-us/`, { headers: { "accept-encoding": "identity" } });
    const body = await res.text();
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(body).toContain('href="https://pay.example.gh/about-us"');
    expect(body).toMatch(/<script nonce="[A-Za-z0-9+/]{22}=="><\/script>/);
    expect(body).toContain(`<span data-copyright-year="">${new Date().getUTCFullYear()}</span>`);
    // Only the marked year changes; other years in the copy stay as written.
    expect(body).toContain("Founded in 2019");
  });

  it("come gzipped to browsers that take gzip, each with its own nonce", async () => {
    const bodies: string[] = [];
    for (let i = 0; i < 2; i++) {
      const res = await rawGet(`${origin}/about-us`, { "accept-encoding": "gzip, deflate, br" });
      expect(res.headers["content-encoding"]).toBe("gzip");
      expect(res.headers["vary"]).toMatch(/accept-encoding/i);
      const raw = res.body;
      expect(Number(res.headers["content-length"])).toBe(raw.length);
      bodies.push(gunzipSync(raw).toString("utf8"));
    }
    const [first, second] = bodies.map((b) => /<script nonce="([^"]+)">/.exec(b)?.[1]);
    expect(first).toBeTruthy();
    expect(second).not.toBe(first);
    expect(bodies[1]).toBe(bodies[0]!.replaceAll(first!, second!));
    expect(bodies[0]).toContain('href="https://pay.example.gh/about-us"');
  });

  it("answers HEAD with the headers alone", async () => {
    const res = await fetch(`${origin}/about-us`, { method: "HEAD" });
    expect(res.status).toBe(200);
    expect(Number(res.headers.get("content-length"))).toBeGreaterThan(0);
    expect(await res.text()).toBe("");
  });

  it("writes the year of the moment it serves", () => {
    expect(withCurrentYear(built, new Date("2031-01-01T00:00:05Z"))).toContain(
      '<span data-copyright-year="">2031</span>',
    );
  });
});
