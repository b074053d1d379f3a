import { pages } from "#app/content/pages.ts";
import { expect, isMobile, test } from "../e2e/fixtures.ts";

// build/client on a plain static file server with the build's _headers: every page must
// load, run its scripts under its hash-based CSP and hydrate. The fixtures fail a test on
// any console error, exception or CSP violation, but one: a static host alone has no
// analytics endpoint (it is the app's, docs/deploying.md), so the beacon's posts to
// /api/events are refused (405) and the browser logs each. Nothing else may fail.
test.use({
  expectedConsoleErrors: [
    /^Failed to load resource: .* 405 .*\(http:\/\/localhost:\d+\/api\/events\)$/,
  ],
});
test("every page hydrates under its own CSP, with no console error", async ({ page }) => {
  test.setTimeout(180_000);
  for (const p of pages) {
    const response = await page.goto(p.path);
    expect(response?.status(), p.path).toBe(200);
    const csp = response!.headers()["content-security-policy"] ?? "";
    expect(csp, p.path).toMatch(/^default-src 'self'; script-src 'self'( 'sha256-[\w+/=]+')+;/);
    expect(csp, p.path).toContain("frame-ancestors 'none'");
    expect(response!.headers()["cache-control"], p.path).toContain("s-maxage=");
    expect(response!.headers()["x-frame-options"], p.path).toBe("DENY");
    await expect(page.locator("h1"), p.path).toHaveCount(1);
  }
});

test(
  "the hydrated page works: menus open, links navigate in the app",
  { tag: "@phone" },
  async ({ page }) => {
    await page.goto("/");
    if (isMobile(page)) {
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
      return;
    }
    const company = page.getByRole("button", { name: "Company", exact: true });
    await company.click();
    await expect(company).toHaveAttribute("aria-expanded", "true");
    // A client-side navigation keeps the document: a marker set on window survives it.
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page
      .locator("#nav-panel-company")
      .getByRole("link", { name: /About Company/ })
      .click();
    await expect(page).toHaveURL(/\/about-us$/);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  },
);

test("assets are immutable, other files cached for a day, with no header set twice", async ({
  request,
}) => {
  const html = await (await request.get("/")).text();
  const stylesheet = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/.exec(html)![1]!;
  const css = await request.get(stylesheet);
  expect(css.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  const icon = await request.get("/favicon.svg");
  expect(icon.headers()["cache-control"]).toBe("public, max-age=86400");
  expect(icon.headers()["strict-transport-security"]).toMatch(/max-age=\d+/);
  // The static host joins the values of overlapping rules, as Cloudflare Pages does.
  for (const response of [css, icon, await request.get("/about-us/")]) {
    for (const value of Object.values(response.headers())) expect(value).not.toMatch(/, public/);
  }
});

// A host sends its 404.html where no file is. At an article's address the browser matches
// the article route, so the page there must be that route's own not-found page, allowed by
// the address's policy: the catch-all's would turn into "Something went wrong" on hydration.
for (const address of ["/articles/no-such-article", "/no-such-page"]) {
  test(`an unknown address hydrates as its route's not-found page (${address})`, async ({
    page,
  }) => {
    const response = await page.goto(address);
    expect(response?.status()).toBe(404);
    const main = page.getByRole("main");
    await expect(
      main.getByRole("heading", {
        name: "You encountered a missing page, please go back or try again",
      }),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: "Something went wrong" })).toHaveCount(0);
    // Hydrated: the home link is the app's, a client-side navigation keeps the document.
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await main.getByRole("link", { name: "Go to the home page" }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  });
}

test("the API docs' old paths redirect, as the server does", async ({ request }) => {
  for (const path of ["/payouts/payouts-api", "/request-to-pay/request-to-pay-api/"]) {
    const answer = await request.get(path, { maxRedirects: 0 });
    expect(answer.status(), path).toBe(301);
    expect(answer.headers()["location"], path).toMatch(/^https:\/\/developers\./);
  }
});
