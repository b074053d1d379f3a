import { articlePages } from "#app/content/public-pages.server.ts";
import { demoPaths } from "#app/content/demos.ts";
import { listingPaths } from "#app/content/listings.ts";
import { policyPaths } from "#app/content/policies/index.ts";
import { productPaths } from "#app/content/products/index.ts";
import { servicePaths } from "#app/content/services/index.ts";
import { pages } from "./public-pages.ts";
import { axeViolations, expect, isMobile, test } from "./fixtures.ts";

/**
 * Pages that share a template differ by width only in the template's layout, and by their
 * entry only in words and links, which axe checks at 1440 for each. So at 390 px one page of a
 * template stands for the others, beside each variant the template has (the remittance
 * kind, Bulk Pay's file section). Every other page is a template of its own.
 */
const templated = new Set<string>([
  ...servicePaths,
  ...productPaths,
  ...demoPaths,
  ...policyPaths,
  ...listingPaths,
  ...articlePages().map((a) => a.path),
]);
const phoneStandIns = new Set<string>([
  "/services/collections",
  "/services/remittance",
  "/bulk-pay",
  "/products/aslan",
  "/schedule-banking-demo",
  "/refund-and-chargeback-policy",
  "/services/payment-services",
  articlePages()[0]!.path,
]);

// WCAG 2.2 A/AA with axe on every route of the spec at 1440, and at 390 px as above.
test.describe("a first visit", () => {
  test.use({ reusePage: true });
  for (const p of pages) {
    const atPhoneWidth = !templated.has(p.path) || phoneStandIns.has(p.path);
    test(`axe: ${p.path}`, atPhoneWidth ? { tag: "@phone" } : {}, async ({ page }) => {
      await page.goto(p.path);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

test("axe with each header menu open", { tag: "@phone" }, async ({ page }) => {
  await page.goto("/services/collections");
  if (isMobile(page)) {
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    for (const section of ["Company", "Our Services", "Developers"]) {
      await menu.getByRole("button", { name: section }).click();
      expect(await axeViolations(page), section).toEqual([]);
    }
    return;
  }
  for (const name of ["Company", "What we offer", "Developers"]) {
    await page.getByRole("button", { name, exact: true }).click();
    await expect(page.getByRole("button", { name, exact: true })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    expect(await axeViolations(page), name).toEqual([]);
  }
});

test(
  "a skip link leads past the header to the main content",
  { tag: "@phone" },
  async ({ page }) => {
    await page.goto("/about-us");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();
  },
);

test("keyboard alone: tab through the header into a form and submit it", async ({ page }) => {
  test.skip(isMobile(page), "desktop header");
  await page.goto("/schedule-banking-demo");
  const seen: string[] = [];
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press("Tab");
    const name = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return el
        ? `${el.tagName}:${el.getAttribute("name") ?? el.textContent?.trim().slice(0, 30)}`
        : "";
    });
    seen.push(name);
    if (name === "INPUT:name") break;
  }
  expect(seen).toContain("BUTTON:Company");
  expect(seen).toContain("A:Get Started");
  expect(seen.at(-1)).toBe("INPUT:name");
  // The focused control shows a visible focus indicator.
  const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
  expect(outline).not.toBe("none");
  await page.keyboard.type("Akosua Darko");
  await page.keyboard.press("Tab");
  await page.keyboard.type("akosua@example.com");
  await page.keyboard.press("Tab");
  await page.keyboard.type("0501234567");
  await page.keyboard.press("Enter");
  await expect(
    page.locator(".Toastify").getByText("We will reach out to you to schedule a demo"),
  ).toBeVisible();
});

test.describe("with reduced motion", () => {
  test.use({ colorScheme: "light", reducedMotion: "reduce" });

  test("counters show their final values at once", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByTestId("counter")).toHaveText(["30+", "50+", "40+", "1m+"]);
  });
});

test("scrolling is smooth by default and instant when the visitor prefers reduced motion", async ({
  page,
}) => {
  // Record the behaviour every programmatic scroll asks the browser for.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { scrolls: string[] }).scrolls = seen;
    const scrollTo = window.scrollTo.bind(window);
    window.scrollTo = ((options: ScrollToOptions) => {
      seen.push(options.behavior ?? "auto");
      scrollTo(options);
    }) as typeof window.scrollTo;
    const scrollIntoView = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (options?: boolean | ScrollIntoViewOptions) {
      seen.push(typeof options === "object" ? (options.behavior ?? "auto") : "auto");
      scrollIntoView.call(this, options);
    };
  });
  const scrolls = () => page.evaluate(() => (window as unknown as { scrolls: string[] }).scrolls);

  for (const reducedMotion of ["no-preference", "reduce"] as const) {
    await page.emulateMedia({ reducedMotion });
    const expected = reducedMotion === "reduce" ? "auto" : "smooth";
    await page.goto("/products/aslan");
    // An in-page link (See Features) ...
    await page.getByRole("link", { name: "See Features" }).click();
    await expect(page).toHaveURL(/#features$/);
    // ... and a new navigation, which starts at the top of the next page.
    await page.getByRole("contentinfo").getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL(/\/about-us$/);
    await expect.poll(scrolls, reducedMotion).toEqual([expected, expected]);
  }
});
