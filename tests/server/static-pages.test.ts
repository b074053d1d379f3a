import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withCurrentYear } from "../../app/lib/copyright-year.ts";
import { NONCE_PLACEHOLDER } from "../../app/lib/nonce-placeholder.ts";
import { SITE_URL_PLACEHOLDER } from "../../app/lib/site-url.ts";
import { servePrerendered } from "../../server/static-pages.ts";

// A page as the build writes it: nonce and origin placeholders, the build's year.
const built = `<link rel="canonical" href="${SITE_URL_PLACEHOLDER}/about-us"/><script nonce="${NONCE_PLACEHOLDER}"></script><p>© <span data-copyright-year="">2019</span> Nkabom Pay Limited.</p><p>Founded in 2019</p>`;

describe("prerendered pages as served", () => {
  let server: Server;
  let origin = "";
  beforeAll(async () => {
    const app = express();
    app.use((_req, res, next) => {
      res.locals.nonce = "n0nce";
      next();
    });
    app.use(servePrerendered(new Map([["/about-us", built]]), "https://pay.example.gh"));
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it("carry this response's nonce, the deployment's origin and this year's copyright", async () => {
    const res = await fetch(`${origin}/about-us/`);
    const body = await res.text();
    expect(res.status).toBe(200);
    expect(body).toContain('href="https://pay.example.gh/about-us"');
    expect(body).toContain('nonce="n0nce"');
    expect(body).toContain(`<span data-copyright-year="">${new Date().getUTCFullYear()}</span>`);
    // Only the marked year changes; other years in the copy stay as written.
    expect(body).toContain("Founded in 2019");
  });

  it("writes the year of the moment it serves", () => {
    expect(withCurrentYear(built, new Date("2031-01-01T00:00:05Z"))).toContain(
      '<span data-copyright-year="">2031</span>',
    );
  });
});
