import type { Page } from "@playwright/test";
import { expect, isMobile, test } from "./fixtures";
import { pages } from "./public-pages";

/**
 * What a first-time visitor trips over (issue 33): a page that moves under the keyboard,
 * toasts over the form they speak about, a success that leaves nothing behind, focus lost
 * to <body>, carousels deaf to a swipe, a dead end at a missing page, and layout and copy
 * that a careful reader would question.
 */

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
  await expect.poll(() => scrollY(page)).toBe(y);
}

test.describe("the sticky header keeps the visitor's place", () => {
  test("focusing a header control, or focus handed back to it, never scrolls", async ({ page }) => {
    await page.goto("/");
    await scrollTo(page, 1200);
    if (isMobile(page)) {
      const menuButton = page.getByRole("button", { name: "Open menu" });
      for (const close of ["Escape", "close button"]) {
        await menuButton.click();
        const menu = page.getByRole("dialog", { name: "Menu" });
        await expect(menu).toBeVisible();
        if (close === "Escape") await page.keyboard.press("Escape");
        else await menu.getByRole("button", { name: "Close menu" }).click();
        await expect(menu).toBeHidden();
        await expect(menuButton).toBeFocused();
        expect(await scrollY(page), `closed by ${close}`).toBe(1200);
      }
      return;
    }
    const company = page.getByRole("button", { name: "Company", exact: true });
    await company.focus();
    expect(await scrollY(page)).toBe(1200);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Shift+Tab");
    await expect(company).toBeFocused();
    expect(await scrollY(page)).toBe(1200);
    // Escape from an open panel hands focus back to its button: the page stays too.
    await company.press("Enter");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Escape");
    await expect(company).toBeFocused();
    expect(await scrollY(page)).toBe(1200);
  });

  test("a #hash target still lands clear of the header", async ({ page }) => {
    await page.goto("/terms-and-conditions#privacy-policy");
    const heading = page.locator("#privacy-policy");
    await expect
      .poll(async () => Math.round((await heading.boundingBox())?.y ?? -1))
      .toBeGreaterThanOrEqual(72);
    const header = await page.locator("header").first().boundingBox();
    const box = await heading.boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
    expect(box!.y).toBeLessThan(200);
  });
});

test.describe("focus is never lost to <body>", () => {
  test("closing the popup opened through Company → Help Center focuses the page's heading", async ({
    page,
  }) => {
    for (const close of ["Escape", "close button"]) {
      await page.goto("/");
      if (isMobile(page)) {
        await page.getByRole("button", { name: "Open menu" }).click();
        const menu = page.getByRole("dialog", { name: "Menu" });
        await menu.getByRole("button", { name: "Company" }).click();
        await menu.getByRole("link", { name: /Help Center/ }).click();
      } else {
        await page.getByRole("button", { name: "Company", exact: true }).click();
        await page
          .locator("#nav-panel-company")
          .getByRole("link", { name: /Help Center/ })
          .click();
      }
      await expect(page).toHaveURL(/\/help-center$/);
      const popup = page.getByRole("dialog", { name: /Subscribe for our Newsletter/ });
      await expect(popup.getByLabel("Email address")).toBeFocused();
      if (close === "Escape") await page.keyboard.press("Escape");
      else await popup.getByRole("button", { name: /Close/ }).click();
      await expect(popup).toBeHidden();
      await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeFocused();
    }
  });
});

test.describe("the not-found page", () => {
  test("keeps Go back and adds the home page and the most useful destinations", async ({
    page,
  }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    const main = page.getByRole("main");
    await expect(
      main.getByRole("heading", {
        name: "You encountered a missing page, please go back or try again",
      }),
    ).toBeVisible();
    await expect(main.getByRole("button", { name: "Go back" })).toBeVisible();
    const home = main.getByRole("link", { name: "Go to the home page" });
    await expect(home).toHaveAttribute("href", "/");
    const destinations = main.getByRole("navigation", { name: "Or go straight to" });
    for (const [name, href] of [
      [/Payment services/, "/services/payment-services"],
      [/Help Center/, "/help-center"],
      [/Contact us/, "/contact-us"],
    ] as const) {
      await expect(destinations.getByRole("link", { name })).toHaveAttribute("href", href);
    }
    await home.click();
    await expect(page).toHaveURL(/\/$/);
  });
});

/** A page's text as the server sends it (every page is prerendered with all its copy). */
async function pageText(request: import("@playwright/test").APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ");
}

test.describe("copy a careful reader would question", () => {
  test("is consistent on every page: one spelling of the hours, AT, CSV only, no sign-up", async ({
    request,
  }) => {
    for (const { path } of pages) {
      const text = await pageText(request, path);
      // The footer gives the hours on every page, in the one spelling the site uses.
      expect(text, path).toContain("8AM - 5PM GMT");
      expect(text, path).not.toMatch(/8AM-5PM|8AM – 5PM|\b08:00\b|\b17:00\b|Monday – Friday/);
      // The network is called AT now, as the Bulk Pay checker says.
      expect(text, path).not.toContain("AirtelTigo Money");
      expect(text, path).not.toMatch(/MTN, Telecel, AirtelTigo/);
      // The checker takes .csv only; and there is no self-service sign-up to promise keys at.
      expect(text, path).not.toMatch(/CSV and Excel uploads/);
      expect(text, path).not.toMatch(/moment you sign up/);
    }
  });

  test("trust claims name their scope", async ({ request }) => {
    const home = await pageText(request, "/");
    expect(home).toContain("Certified: our payment platform");
    expect(home).toContain("Assessed as a card service provider");
    expect(home).toContain("Licensed Enhanced Payment Service Provider");
  });
});
