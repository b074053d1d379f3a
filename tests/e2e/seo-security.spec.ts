import { readFileSync } from "node:fs";
import { pages } from "../../app/content/pages";
import type { PageManifest } from "../../server/page-manifest";
import { expect, test } from "./fixtures";

// These checks speak HTTP only: one browser project is enough.
test.skip(({ viewport }) => (viewport?.width ?? 0) < 1024, "HTTP-level checks run once");

// The pages are built for SITE_URL and served as built: the origin is the build's.
const { siteUrl: origin } = JSON.parse(
  readFileSync("build/page-manifest.json", "utf8"),
) as PageManifest;

function attr(html: string, pattern: RegExp): string | undefined {
  return pattern.exec(html)?.[1];
}

test("every page has unique title and description, canonical, social cards and lang", async ({
  request,
}) => {
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const p of pages) {
    const html = await (await request.get(p.path)).text();
    expect(html, p.path).toMatch(/<html lang="en"/);
    const title = attr(html, /<title>([^<]+)<\/title>/);
    const description = attr(html, /<meta name="description" content="([^"]+)"/);
    expect(title, p.path).toBeTruthy();
    expect(description, p.path).toBeTruthy();
    titles.add(title!);
    descriptions.add(description!);
    expect(attr(html, /<link rel="canonical" href="([^"]+)"/), p.path).toBe(origin + p.path);
    expect(attr(html, /<meta property="og:url" content="([^"]+)"/), p.path).toBe(origin + p.path);
    expect(attr(html, /<meta property="og:image" content="([^"]+)"/), p.path).toBe(
      `${origin}/og-image.png`,
    );
    expect(html, p.path).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(html, p.path).toMatch(/<meta property="og:title" content="[^"]+"/);
    const jsonLd = attr(html, /<script type="application\/ld\+json"[^>]*>(.+?)<\/script>/);
    expect(jsonLd, p.path).toBeTruthy();
    const data = JSON.parse(jsonLd!) as Record<string, unknown>;
    if (p.path === "/") {
      expect(data["@type"]).toBe("FinancialService");
      expect(data).toHaveProperty("telephone");
      expect(data).toHaveProperty("address.addressLocality", "Accra");
    } else {
      expect(data["@type"], p.path).toBe("BreadcrumbList");
      const items = data.itemListElement as { item: string }[];
      expect(items.at(-1)?.item, p.path).toBe(origin + p.path);
    }
  }
  expect(titles.size).toBe(pages.length);
  expect(descriptions.size).toBe(pages.length);
});

test("sitemap lists every public route and robots.txt points to it", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(locs.sort()).toEqual(pages.map((p) => origin + p.path).sort());
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
});

test("share image, favicons and manifest exist", async ({ request }) => {
  const og = await request.get("/og-image.png");
  expect(og.status()).toBe(200);
  const png = await og.body();
  // PNG header: width and height are big-endian at bytes 16 and 20.
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  for (const path of [
    "/favicon.ico",
    "/favicon.svg",
    "/apple-touch-icon.png",
    "/icon-192.png",
    "/icon-512.png",
  ]) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
  const manifest = (await (await request.get("/site.webmanifest")).json()) as { icons: unknown[] };
  expect(manifest.icons.length).toBeGreaterThanOrEqual(2);
});

test.describe("security headers", () => {
  for (const path of [
    "/",
    "/contact-us",
    "/no-such-page",
    "/api/subscribe",
    "/healthz",
    "/favicon.svg",
  ]) {
    test(`on ${path}`, async ({ request }) => {
      const response = await request.get(path);
      const h = response.headers();
      expect(h["strict-transport-security"]).toMatch(/max-age=\d{8}; includeSubDomains/);
      expect(h["x-content-type-options"]).toBe("nosniff");
      expect(h["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(h["permissions-policy"]).toContain("camera=()");
      expect(h["x-frame-options"]).toBe("DENY");
      expect(h["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(h["content-security-policy"]).toContain("object-src 'none'");
      expect(h["content-security-policy"]).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(h["x-powered-by"]).toBeUndefined();
      expect(h["server"]).toBeUndefined();
      expect(h["set-cookie"]).toBeUndefined();
    });
  }

  test("hashed assets are immutable, pages cached briefly and revalidated", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const stylesheet = attr(html, /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/);
    const script = attr(html, /"(\/assets\/entry\.client-[^"]+\.js)"/);
    for (const asset of [stylesheet, script]) {
      const a = await request.get(asset!, { headers: { "accept-encoding": "gzip, deflate, br" } });
      expect(a.status(), asset).toBe(200);
      expect(a.headers()["cache-control"], asset).toBe("public, max-age=31536000, immutable");
      // Compressed at build time, at a level too slow to use per request.
      expect(a.headers()["content-encoding"], asset).toBe("br");
    }
    const accept = { "accept-encoding": "gzip, deflate, br" };
    const page = await request.get("/", { headers: accept });
    expect(page.headers()["cache-control"]).toBe(
      "public, max-age=0, s-maxage=300, stale-while-revalidate=86400",
    );
    expect(page.headers()["content-encoding"]).toBe("br");
    const etag = page.headers()["etag"]!;
    expect(etag).toMatch(/^"/);
    const again = await request.get("/", { headers: { ...accept, "if-none-match": etag } });
    expect(again.status()).toBe(304);
  });
});

test.describe("bad input does no harm", () => {
  test("oversized, wrongly typed and malformed bodies get clear 4xx answers", async ({
    request,
  }) => {
    const big = await request.post("/api/subscribe", {
      headers: { "content-type": "application/json" },
      data: JSON.stringify({ email: "a@b.co", pad: "x".repeat(20_000) }),
    });
    expect(big.status()).toBe(413);
    const wrongType = await request.post("/api/subscribe", {
      headers: { "content-type": "text/plain" },
      data: "email=a@b.co",
    });
    expect(wrongType.status()).toBe(415);
    const malformed = await request.post("/api/contact", {
      headers: { "content-type": "application/json" },
      data: '{"firstName": ',
    });
    expect(malformed.status()).toBe(400);
    expect(await malformed.json()).toHaveProperty("message");
    const bigForm = await request.post("/contact-us", {
      headers: { "content-type": "application/x-www-form-urlencoded" },
      data: "message=" + "x".repeat(20_000),
    });
    expect(bigForm.status()).toBe(413);
  });

  test("path traversal on static paths finds nothing", async ({ request }) => {
    for (const path of [
      "/assets/../../package.json",
      "/assets/..%2f..%2fpackage.json",
      "/..%2f..%2f..%2fetc%2fpasswd",
      "/%2e%2e/%2e%2e/server/config.ts",
      "/assets/%2e%2e%2f%2e%2e%2f.env",
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBeGreaterThanOrEqual(400);
      expect(response.status(), path).toBeLessThan(500);
      const body = await response.text();
      expect(body, path).not.toContain('"dependencies"');
      expect(body, path).not.toContain("root:x:0:0");
    }
  });

  test("markup in every field is stored as text and answered escaped", async ({ request }) => {
    const evil = `<script>alert(1)</script><img src=x onerror=alert(2)>`;
    const response = await request.post("/api/contact", {
      data: {
        firstName: evil,
        lastName: evil,
        email: `evil-${Date.now()}@example.com`,
        phone: "",
        message: evil,
        agreeToPolicy: true,
      },
    });
    expect(response.status()).toBe(201);
    // The no-JS path echoes typed values back into the page: they must come back inert.
    const echoed = await request.post("/contact-us", {
      form: { firstName: evil, lastName: "", email: "", message: "" },
    });
    const html = await echoed.text();
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });
});
