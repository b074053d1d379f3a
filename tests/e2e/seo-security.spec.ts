import { readFileSync } from "node:fs";
import { site } from "#app/config/site.ts";
import { faqs } from "#app/content/help.ts";
import { organizationJsonLd } from "#app/lib/structured-data.ts";
import type { PageManifest } from "#server/page-manifest.ts";
import { expect, test } from "./fixtures.ts";
import { pages } from "./public-pages.ts";

// These checks speak HTTP only: one browser project is enough.
test.skip(({ viewport }) => (viewport?.width ?? 0) < 1024, "HTTP-level checks run once");

// The pages are built for SITE_URL and served as built: the origin is the build's.
const { siteUrl: origin } = JSON.parse(
  readFileSync("build/page-manifest.json", "utf8"),
) as PageManifest;

function attr(html: string, pattern: RegExp): string | undefined {
  return pattern.exec(html)?.[1];
}

/** Every JSON-LD block of a page, in document order. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.+?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
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
    const image = attr(html, /<meta property="og:image" content="([^"]+)"/);
    expect(image, p.path).toBe(
      p.path.startsWith("/articles/") ? `${origin}/og${p.path}.png` : `${origin}/og-image.png`,
    );
    expect(html, p.path).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(html, p.path).toMatch(/<meta property="og:title" content="[^"]+"/);
    expect(html, p.path).toMatch(
      /<link [^>]*rel="alternate" type="application\/atom\+xml" title="[^"]+" href="\/articles\/feed\.xml"\/>/,
    );
    const blocks = jsonLd(html);
    if (p.path === "/") {
      // The company as the config describes it, field for field.
      expect(blocks).toEqual([organizationJsonLd(origin, site)]);
      expect(blocks[0]).toMatchObject({
        name: site.name,
        email: site.emails.info,
        telephone: site.phones.office.tel,
        address: { addressLocality: site.address.city },
      });
    } else {
      const trail = blocks.find((b) => b["@type"] === "BreadcrumbList");
      const items = trail?.itemListElement as { item: string }[] | undefined;
      expect(items?.at(-1)?.item, p.path).toBe(origin + p.path);
    }
  }
  expect(titles.size).toBe(pages.length);
  expect(descriptions.size).toBe(pages.length);
});

test("sitemap lists every public route and robots.txt points to it", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(locs.sort()).toEqual(pages.map((p) => origin + p.path).sort());
  expect(locs).toContain(`${origin}/security`);
  expect(locs.filter((l) => l!.startsWith(`${origin}/articles/`)).length).toBeGreaterThanOrEqual(3);
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
});

test("the help centre describes its questions and answers as a FAQPage", async ({ request }) => {
  const html = await (await request.get("/help-center")).text();
  const faq = jsonLd(html).find((b) => b["@type"] === "FAQPage");
  const questions = faq?.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
  expect(questions.map((q) => q.name)).toEqual(faqs.map((f) => f.question));
  expect(questions[0]!.acceptedAnswer.text).toBe(faqs[0]!.answer.join("\n\n"));
});

test("each article has Article JSON-LD, its share image and previous/next links", async ({
  request,
}) => {
  const articles = pages.filter((p) => p.path.startsWith("/articles/"));
  expect(articles.length).toBeGreaterThanOrEqual(3);
  for (const [i, p] of articles.entries()) {
    const html = await (await request.get(p.path)).text();
    const article = jsonLd(html).find((b) => b["@type"] === "Article");
    expect(article, p.path).toMatchObject({
      headline: p.title,
      description: p.description,
      image: [`${origin}/og${p.path}.png`],
      mainEntityOfPage: origin + p.path,
      publisher: { name: site.name },
    });
    expect(article?.datePublished, p.path).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(html, p.path).toMatch(/\d+ min read/);
    // Newest first: the newer neighbour is the one before it in the list.
    const links = [...html.matchAll(/<a\b[^>]*>/g)].map(([tag]) => tag);
    const linked = (rel: string, path: string) =>
      links.some((tag) => tag.includes(`rel="${rel}"`) && tag.includes(`href="${path}"`));
    if (i > 0) expect(linked("next", articles[i - 1]!.path), p.path).toBe(true);
    if (i < articles.length - 1) expect(linked("prev", articles[i + 1]!.path), p.path).toBe(true);
    const card = await request.get(`/og${p.path}.png`);
    const png = await card.body();
    expect([png.readUInt32BE(16), png.readUInt32BE(20)], p.path).toEqual([1200, 630]);
  }
  const missing = await request.get("/articles/no-such-article");
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain("<title>Page not found | Nkabom Pay</title>");
});

test("the Atom feed lists every article with absolute links", async ({ request }) => {
  const response = await request.get("/articles/feed.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/atom+xml; charset=utf-8");
  const xml = await response.text();
  expect(xml).toMatch(/<feed xmlns="http:\/\/www\.w3\.org\/2005\/Atom"[ >]/);
  const entries = [...xml.matchAll(/<entry>[\s\S]*?<id>([^<]+)<\/id>/g)].map((m) => m[1]);
  const articles = pages.filter((p) => p.path.startsWith("/articles/"));
  expect(entries.map((id) => new URL(id!).pathname)).toEqual(articles.map((a) => a.path));
  expect(xml).not.toMatch(/href="\//);
});

test("security.txt follows RFC 9116 and has not expired", async ({ request }) => {
  const response = await request.get("/.well-known/security.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/plain; charset=utf-8");
  const fields = new Map<string, string[]>();
  for (const line of (await response.text()).split("\n")) {
    if (!line || line.startsWith("#")) continue;
    const match = /^([A-Za-z-]+): (.+)$/.exec(line);
    expect(match, `not a field: ${line}`).toBeTruthy();
    fields.set(match![1]!, [...(fields.get(match![1]!) ?? []), match![2]!]);
  }
  // Required: Contact (one or more) and exactly one Expires, less than a year ahead.
  expect(fields.get("Contact")).toEqual([`mailto:${site.emails.security}`]);
  const expires = fields.get("Expires") ?? [];
  expect(expires).toHaveLength(1);
  const ms = Date.parse(expires[0]!) - Date.now();
  expect(ms).toBeGreaterThan(0);
  expect(ms).toBeLessThan(365 * 86_400_000);
  const canonical = new URL(fields.get("Canonical")![0]!);
  expect(canonical.pathname).toBe("/.well-known/security.txt");
  const policy = new URL(fields.get("Policy")![0]!);
  expect(policy.origin).toBe(canonical.origin);
  expect(policy.pathname + policy.hash).toBe("/security#disclosure");
  expect(fields.get("Preferred-Languages")).toEqual(["en"]);
  // The policy it points at is there.
  const page = await (await request.get(policy.pathname)).text();
  expect(page).toContain('id="disclosure"');
  expect(page).toContain("Vulnerability disclosure policy");
});

test("careers ships without positions, so it offers none to search engines", async ({
  request,
}) => {
  const html = await (await request.get("/careers")).text();
  expect(html).toContain("No available positions");
  expect(jsonLd(html).some((b) => b["@type"] === "JobPosting")).toBe(false);
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
