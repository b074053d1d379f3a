import { existsSync, readFileSync } from "node:fs";
import { gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { NONCE_PLACEHOLDER } from "../../app/lib/nonce-placeholder.ts";
import { gzippedPage, plainPage, prepareNoncePage } from "../../server/nonce-gzip.ts";

const P = NONCE_PLACEHOLDER;

describe("a page gzipped once and sent with a fresh nonce", () => {
  const pages = {
    "placeholders at both ends, side by side and in the middle": `${P}<p>Pay in ₵ — Accra, Kɔforidua</p>${P}${P}<script nonce="${P}">x()</script>${P}`,
    "no placeholder": "<p>Nothing to replace</p>",
    "empty page": "",
    // Long and varied enough to span several deflate blocks and the 32 KB window.
    "long page": Array.from(
      { length: 4000 },
      (_, i) => `<li data-i="${i}">${(i * 7919).toString(36)} ${i % 50 === 0 ? P : ""}</li>`,
    ).join(""),
  };

  for (const [name, html] of Object.entries(pages)) {
    it(`inflates to the page with this response's nonce: ${name}`, () => {
      const page = prepareNoncePage(html, P, 24);
      // Two nonces of the length prepared for, and one of another (compressed whole).
      for (const nonce of ["bm9uY2UxbGVuZ3RoMjQ0NA==", "T3RoZXIrbm9uY2UrMjQ0NA==", "c2hvcnQ="]) {
        const expected = html.replaceAll(P, nonce);
        expect(plainPage(page, nonce).toString("utf8")).toBe(expected);
        expect(gunzipSync(gzippedPage(page, nonce)).toString("utf8")).toBe(expected);
      }
    });
  }

  it("stays as small as gzipping the whole page at once", () => {
    const file = "build/client/about-us/index.html";
    const html = existsSync(file) ? readFileSync(file, "utf8") : pages["long page"];
    const nonce = "c29tZSBub25jZSB2YWx1ZQ==";
    const joined = gzippedPage(prepareNoncePage(html, P, nonce.length), nonce);
    const whole = gzipSync(html.replaceAll(P, nonce), { level: 9 });
    expect(joined.length).toBeLessThan(whole.length * 1.05);
  });
});
