import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompress } from "#scripts/precompress.ts";
import type { PageManifest } from "#server/page-manifest.ts";
import { assignNonce, securityHeaders } from "#server/security.ts";
import { loadPrerenderedPages, servePrerendered } from "#server/static-pages.ts";
import { rawGet } from "./support/raw-get.ts";

// A prerendered page as the build leaves it: the HTML, its .br/.gz twins, the manifest.
describe("prerendered pages as served", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "static-pages-"));
  const html = `<!DOCTYPE html><html><body><h1>About us</h1>${"<p>Akwaaba!</p>".repeat(200)}<script>window.x=1</script></body></html>`;
  const manifest: PageManifest = {
    siteUrl: "https://pay.example.gh",
    pages: { "/about-us": { file: "about-us/index.html", scriptHashes: ["'sha256-abc='"] } },
  };
  let server: Server;
  let origin = "";
  const file = (suffix = "") => readFileSync(path.join(dir, "about-us", `index.html${suffix}`));

  beforeAll(async () => {
    mkdirSync(path.join(dir, "about-us"));
    writeFileSync(path.join(dir, "about-us", "index.html"), html);
    await precompress(dir);
    const app = express();
    app.use(assignNonce, ...securityHeaders());
    app.use(servePrerendered(await loadPrerenderedPages(dir, manifest)));
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it("are the build's bytes, with a CSP of the page's script hashes and no nonce", async () => {
    const res = await rawGet(`${origin}/about-us`);
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.body.equals(file())).toBe(true);
    const csp = res.headers["content-security-policy"] as string;
    expect(csp).toContain("script-src 'self' 'sha256-abc='; ");
    expect(csp).not.toContain("nonce");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) {
      expect(csp).toContain(directive);
    }
    expect(res.headers["cache-control"]).toBe(
      "public, max-age=0, s-maxage=300, stale-while-revalidate=86400",
    );
    expect(res.headers["etag"]).toMatch(/^"[\w-]{27}"$/);
    // The other security headers stay.
    expect(res.headers["x-frame-options"]).toBe("DENY");
  });

  it("send the build's Brotli or gzip twin as it is, each with an ETag of its own", async () => {
    const br = await rawGet(`${origin}/about-us/`, { "accept-encoding": "gzip, deflate, br" });
    const gzip = await rawGet(`${origin}/about-us`, { "accept-encoding": "gzip" });
    const plain = await rawGet(`${origin}/about-us`, { "accept-encoding": "identity" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.body.equals(file(".br"))).toBe(true);
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.body.equals(file(".gz"))).toBe(true);
    expect(Number(gzip.headers["content-length"])).toBe(gzip.body.length);
    expect(br.headers["vary"]).toMatch(/accept-encoding/i);
    expect(new Set([br, gzip, plain].map((r) => r.headers["etag"])).size).toBe(3);
  });

  it("answer a revalidation with 304 and no body while the page is unchanged", async () => {
    const first = await rawGet(`${origin}/about-us`, { "accept-encoding": "br" });
    const etag = first.headers["etag"] as string;
    const again = await rawGet(`${origin}/about-us`, {
      "accept-encoding": "br",
      "if-none-match": etag,
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers["etag"]).toBe(etag);
    const changed = await rawGet(`${origin}/about-us`, {
      "accept-encoding": "br",
      "if-none-match": '"an-older-build"',
    });
    expect(changed.status).toBe(200);
    // Another encoding's ETag does not validate this one.
    const otherEncoding = await rawGet(`${origin}/about-us`, {
      "accept-encoding": "gzip",
      "if-none-match": etag,
    });
    expect(otherEncoding.status).toBe(200);
  });

  it("send a request for the page's file to the page's address, where its CSP applies", async () => {
    const res = await rawGet(`${origin}/about-us/index.html`);
    expect(res.status).toBe(308);
    expect(res.headers["location"]).toBe("/about-us");
  });

  it("answers HEAD with the headers alone", async () => {
    const res = await rawGet(`${origin}/about-us`, { "accept-encoding": "gzip" }, "HEAD");
    expect(res.status).toBe(200);
    expect(Number(res.headers["content-length"])).toBe(file(".gz").length);
    expect(res.body.length).toBe(0);
  });
});
