import { sql } from "drizzle-orm";
import { openServerSocket } from "#server/db/database.ts";
import { E2E_DATA_DIR } from "./data-dir.ts";
import { devices } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

// The analytics beacon in a real browser against the built server: what it sends is stored
// (read back from the server's embedded database through its operator socket, as the CLIs
// do); a visitor who sends Sec-GPC: 1 leaves nothing.

async function eventsWith(utmSource: string) {
  const database = await openServerSocket(E2E_DATA_DIR);
  try {
    const result = (await database.db.execute(
      sql`select kind, path, utm_source, utm_campaign, device, viewport, vital_name, goal
          from analytics_events where visitor in
          (select visitor from analytics_events where utm_source = ${utmSource})
          order by at`,
    )) as { rows: Record<string, unknown>[] };
    return result.rows;
  } finally {
    await database.close();
  }
}

// Every test its own visitor: the server and the browser are the same for all of them, and
// a visitor is the address and the user agent.
test.use({
  userAgent: async ({ userAgent }, provide, testInfo) =>
    provide(`${userAgent ?? devices["Desktop Chrome"].userAgent} test/${testInfo.testId}`),
});

const token = (name: string) => `e2e-${name}-${Date.now()}-${Math.random().toString(36).slice(2)}`;

test(
  "a visit with utm_source records a page view with it, and the visit's Web Vitals",
  { tag: "@phone" },
  async ({ page }, testInfo) => {
    const source = token(testInfo.project.name);
    const beacon = page.waitForResponse(
      (r) => r.url().endsWith("/api/events") && r.request().method() === "POST",
    );
    await page.goto(`/services/collections?utm_source=${source}&utm_campaign=november`);
    expect((await beacon).status()).toBe(204);
    await expect
      .poll(() => eventsWith(source), { timeout: 10_000 })
      .toContainEqual(
        expect.objectContaining({
          kind: "pageview",
          path: "/services/collections",
          utm_source: source,
          utm_campaign: "november",
          device: testInfo.project.name === "mobile" ? "mobile" : "desktop",
          viewport: testInfo.project.name === "mobile" ? "xs" : "xl",
        }),
      );
    const vitals = async () => (await eventsWith(source)).map((e) => e.vital_name).filter(Boolean);
    // The Web Vitals chunk loads after the page view is sent and reports TTFB at once: once
    // that is stored, it listens for the visitor's first input.
    await expect.poll(vitals, { timeout: 10_000 }).toContain("TTFB");
    // The page's Largest Contentful Paint is final at that input, and sent once the page is
    // idle (a second at most). No navigation right after: a pending report would then hang on
    // the old page's last moments (a key pressed before the chunk listened, or the idle
    // callback not run yet, lost the LCP in about 1 run in 15 under load).
    // web-vitals finalizes LCP at that input with the entries its observer holds by then, and
    // Chromium hands an observer its buffered entries in a task of its own: an input before
    // that task reported no LCP at all. An observer made now, after web-vitals' (TTFB is
    // stored), is handed the entry after web-vitals' observer is.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          new PerformanceObserver((_, observer) => {
            observer.disconnect();
            resolve();
          }).observe({ type: "largest-contentful-paint", buffered: true }),
        ),
    );
    await page.keyboard.press("Tab");
    await expect.poll(vitals, { timeout: 10_000 }).toContain("LCP");
  },
);

test("goals: a contact form started and sent, and a click on the maps link", async ({
  page,
  context,
}, testInfo) => {
  const source = token(`goals-${testInfo.project.name}`);
  // The maps service is another site: the tab it opens gets a blank page of ours instead.
  await context.route(/openstreetmap\.org/, (route) => route.fulfill({ body: "" }));
  const pageview = page.waitForResponse((r) => r.url().endsWith("/api/events"));
  await page.goto(`/contact-us?utm_source=${source}`);
  await pageview;
  const form = page.locator("#send-us-a-message form");
  await form.getByLabel("First name").fill("Ama");
  await form.getByLabel("Last name").fill("Mensah");
  await form.getByLabel("Email").fill(`analytics-${testInfo.project.name}@example.com`);
  await form.getByLabel(/Phone number/).fill("+233 24 000 0000");
  await form.getByRole("textbox", { name: "Message" }).fill("Counting what converts.");
  await form.getByRole("checkbox").check();
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Message sent successfully")).toBeVisible();
  const popup = context.waitForEvent("page");
  await page.getByRole("link", { name: /map/i }).first().click();
  await (await popup).close();
  await expect
    .poll(async () => (await eventsWith(source)).map((e) => e.goal).filter(Boolean), {
      timeout: 10_000,
    })
    .toEqual(["form_start:contact", "lead_submitted:contact", "outbound:maps"]);
});

test("a visitor who sends Sec-GPC: 1 is not recorded at all", async ({ browser }, testInfo) => {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    userAgent: `${devices["Desktop Chrome"].userAgent} test/${testInfo.testId}`,
    extraHTTPHeaders: { "Sec-GPC": "1" },
  });
  const page = await context.newPage();
  const source = token(`gpc-${testInfo.project.name}`);
  const beacon = page.waitForResponse(
    (r) => r.url().endsWith("/api/events") && r.request().method() === "POST",
  );
  await page.goto(`/services/collections?utm_source=${source}`);
  // The beacon did send (Chromium has no navigator.globalPrivacyControl), and the server
  // answered as always.
  expect((await beacon).status()).toBe(204);
  // A visitor without the header, after it: the server writes its queue in the order the
  // events came, so once this visit is stored, the first would be too had it been kept.
  const control = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const controlSource = token(`gpc-control-${testInfo.project.name}`);
  await (await control.newPage()).goto(`/services/collections?utm_source=${controlSource}`);
  await expect
    .poll(async () => (await eventsWith(controlSource)).length, { timeout: 10_000 })
    .toBeGreaterThan(0);
  expect(await eventsWith(source)).toEqual([]);
  await Promise.all([context.close(), control.close()]);
});
