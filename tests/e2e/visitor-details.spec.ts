import type { BrowserContext, Locator, Page } from "@playwright/test";
import { site } from "#app/config/site.ts";
import { expect, isMobile, test, waitForHydration } from "./fixtures.ts";

/**
 * Details a visitor notices: links that behave like links, a Go back that goes back, toasts
 * that leave the header usable, one newsletter state per visit, and pages that say things
 * once and line things up.
 */

const unique = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

const newsletterDialog = (page: Page) =>
  page.getByRole("dialog", { name: /Subscribe for our Newsletter/ });

const newsletterBlock = (page: Page) =>
  page
    .locator("section")
    .filter({ has: page.getByRole("heading", { name: /Subscribe for our Newsletter/ }) });

/** Opens the header's Company panel (desktop) or the phone menu's Company section. */
async function companyLinks(page: Page): Promise<Locator> {
  if (isMobile(page)) {
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await menu.getByRole("button", { name: "Company" }).click();
    return menu;
  }
  await page.getByRole("button", { name: "Company", exact: true }).click();
  return page.locator("#nav-panel-company");
}

/** Clicks with a modifier (or the middle button) and returns the tab the browser opened. */
async function openedByClick(
  context: BrowserContext,
  link: Locator,
  click: { modifiers?: ("Control" | "Shift")[]; button?: "middle" },
) {
  const [opened] = await Promise.all([context.waitForEvent("page"), link.click(click)]);
  await opened.waitForLoadState("domcontentloaded");
  return opened;
}

const modifiedClicks = [
  { name: "Ctrl+click", click: { modifiers: ["Control" as const] } },
  { name: "Shift+click", click: { modifiers: ["Shift" as const] } },
  { name: "middle click", click: { button: "middle" as const } },
];

test.describe("modified clicks behave like on any link", () => {
  for (const { name, click } of modifiedClicks) {
    test(`${name} on Help Center opens it in a new tab, without the popup here`, async ({
      page,
      context,
    }) => {
      await page.goto("/");
      const links = await companyLinks(page);
      const opened = await openedByClick(
        context,
        links.getByRole("link", { name: /Help Center/ }),
        click,
      );
      expect(new URL(opened.url()).pathname).toBe("/help-center");
      await waitForHydration(opened);
      // The popup belongs to a plain click only: neither tab shows it.
      await expect(newsletterDialog(opened)).toHaveCount(0);
      await expect(newsletterDialog(page)).toHaveCount(0);
      await expect(page).toHaveURL(/\/$/);
      await opened.close();
    });
  }

  test(
    "Ctrl+click on the other menu links opens a tab and leaves the menu as it was",
    { tag: "@phone" },
    async ({ page, context }) => {
      await page.goto("/");
      const links = await companyLinks(page);
      const opened = await openedByClick(context, links.getByRole("link", { name: /Careers/ }), {
        modifiers: ["Control"],
      });
      expect(new URL(opened.url()).pathname).toBe("/careers");
      await expect(page).toHaveURL(/\/$/);
      await expect(links.getByRole("link", { name: /Careers/ })).toBeVisible();
      await opened.close();
      if (isMobile(page)) {
        const menu = page.getByRole("dialog", { name: "Menu" });
        for (const action of ["Contact Us", "Get Started"]) {
          const tab = await openedByClick(context, menu.getByRole("link", { name: action }), {
            modifiers: ["Control"],
          });
          await tab.close();
          await expect(menu).toBeVisible();
        }
      }
    },
  );

  test("a plain click on Help Center still opens the popup on the help page", async ({ page }) => {
    await page.goto("/");
    const links = await companyLinks(page);
    await links.getByRole("link", { name: /Help Center/ }).click();
    await expect(page).toHaveURL(/\/help-center$/);
    await expect(newsletterDialog(page)).toBeVisible();
  });
});

test.describe("the Help Center popup's code", { tag: "@phone" }, () => {
  test("is fetched when the link is pointed at or focused, so the click waits for none", async ({
    page,
  }) => {
    const requested: string[] = [];
    const finished: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") requested.push(new URL(r.url()).pathname);
    });
    page.on("requestfinished", (r) => finished.push(new URL(r.url()).pathname));
    await page.goto("/");
    const links = await companyLinks(page);
    const helpCenter = links.getByRole("link", { name: /Help Center/ });
    if (isMobile(page)) await helpCenter.focus();
    else await helpCenter.hover();
    // The popup's code and the help page's arrive while the visitor is still deciding.
    for (const code of [/\/NewsletterDialog-[^/]+\.js$/, /\/help-center-[^/]+\.js$/]) {
      await expect.poll(() => finished.some((s) => code.test(s)), String(code)).toBe(true);
    }
    const before = requested.length;
    await helpCenter.click();
    await expect(newsletterDialog(page)).toBeVisible();
    expect(requested.slice(before), "scripts requested after the click").toEqual([]);
  });
});

test.describe("not-found page", () => {
  test("has the site's title suffix", async ({ page }) => {
    await page.goto("/no-such-page-title");
    await expect(page).toHaveTitle(`Page not found | ${site.name}`);
  });

  test("Go back returns to a page whose address was typed", async ({ page }) => {
    await page.goto("/about-us");
    await page.goto("/no-such-page-typed");
    await page.getByRole("button", { name: "Go back" }).click();
    await expect(page).toHaveURL(/\/about-us$/);
  });

  test("Go back returns to the other site the visitor came from", async ({ page, baseURL }) => {
    // 127.0.0.1 and localhost are two origins: the first stands in for a search engine.
    const other = new URL(baseURL ?? "").origin.replace("localhost", "127.0.0.1");
    await page.goto(`${other}/careers`);
    await page.evaluate((target) => (window.location.href = target), `${baseURL}/from-elsewhere`);
    await expect(page).toHaveURL(/\/from-elsewhere$/);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Go back" }).click();
    await expect(page).toHaveURL(`${other}/careers`);
  });
});

test.describe("toasts", () => {
  test(
    "show below the header, top-right, and leave its controls usable",
    { tag: "@phone" },
    async ({ page }) => {
      await page.goto("/contact-us");
      await page.locator("form button[type=submit]").click();
      const toast = page.locator(".Toastify__toast").first();
      await expect(toast).toBeVisible();
      const header = (await page.locator("header").first().boundingBox())!;
      const box = (await toast.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
      const viewport = page.viewportSize()!;
      // Top right: on wide screens its right edge is in line with the header's content (the
      // container, Toaster.css), on phones it spans the width under the header.
      expect(box.x + box.width).toBeGreaterThan(viewport.width * 0.9);
      // Every header control takes a click while the toast shows.
      if (isMobile(page)) {
        await page.getByRole("button", { name: "Open menu" }).click();
        await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
      } else {
        await page.locator("header").getByRole("link", { name: "Get Started" }).click();
        await expect(page).toHaveURL(/\/get-started$/);
      }
    },
  );
});

test.describe("newsletter", () => {
  test("a visitor who subscribed in a block is thanked, not asked again, by the popup", async ({
    page,
  }) => {
    await page.goto("/");
    await newsletterBlock(page).getByLabel("Email address").fill(unique("shared"));
    await newsletterBlock(page).getByRole("button", { name: "Subscribe" }).click();
    await expect(newsletterBlock(page).getByText("Thank you for subscribing")).toBeVisible();
    const links = await companyLinks(page);
    await links.getByRole("link", { name: /Help Center/ }).click();
    const dialog = newsletterDialog(page);
    await expect(dialog.getByText("Thank you for subscribing")).toBeVisible();
    await expect(dialog.getByLabel("Email address")).toHaveCount(0);
    // The help page's own block says the same.
    await page.keyboard.press("Escape");
    await expect(newsletterBlock(page).getByText("Thank you for subscribing")).toBeVisible();
    await expect(newsletterBlock(page).getByLabel("Email address")).toHaveCount(0);
  });

  test("a visitor who subscribed in the popup is thanked by the blocks for the visit", async ({
    page,
  }) => {
    await page.goto("/");
    const links = await companyLinks(page);
    await links.getByRole("link", { name: /Help Center/ }).click();
    const dialog = newsletterDialog(page);
    await dialog.getByLabel("Email address").fill(unique("popup-shared"));
    await dialog.getByRole("button", { name: "Subscribe" }).click();
    await expect(dialog.getByText("Thank you for subscribing")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(newsletterBlock(page).getByText("Thank you for subscribing")).toBeVisible();
    // A page loaded afresh in the same visit (same tab) remembers it too.
    await page.goto("/about-us");
    await expect(newsletterBlock(page).getByText("Thank you for subscribing")).toBeVisible();
  });

  test("the browser checks the address, with its own message and nothing sent", async ({
    page,
  }) => {
    let sent = 0;
    page.on("request", (r) => {
      if (r.url().endsWith("/api/subscribe")) sent++;
    });
    await page.goto("/");
    const block = newsletterBlock(page);
    const input = block.getByLabel("Email address");
    for (const typed of ["", "not-an-address"]) {
      await input.fill(typed);
      await block.getByRole("button", { name: "Subscribe" }).click();
      await expect(input).toBeFocused();
      const message = await input.evaluate((el: HTMLInputElement) => el.validationMessage);
      expect(message, `browser message for "${typed}"`).not.toBe("");
      await expect(block.getByRole("alert")).toHaveCount(0);
      await expect(block.getByText(/^Email is (required|invalid)$/)).toHaveCount(0);
    }
    expect(sent).toBe(0);
  });
});

test.describe("demo pages", () => {
  test("say the demo's duration and format once", async ({ page }) => {
    await page.goto("/schedule-banking-demo");
    for (const label of ["Duration", "Format"]) {
      await expect(
        page.locator("main").getByText(label, { exact: true }).filter({ visible: true }),
      ).toHaveCount(1);
    }
  });
});

test.describe("footer", () => {
  test("lays the four social buttons out evenly", { tag: "@phone" }, async ({ page }) => {
    await page.goto("/");
    const social = page.getByRole("list", { name: "Social media" }).getByRole("link");
    await expect(social).toHaveCount(4);
    const boxes = await social.evaluateAll((links) =>
      links.map((l) => l.getBoundingClientRect().toJSON() as DOMRect),
    );
    const rows = new Map<number, number>();
    for (const b of boxes) rows.set(Math.round(b.y), (rows.get(Math.round(b.y)) ?? 0) + 1);
    // No button alone on a row: every row holds as many as the first.
    const perRow = [...rows.values()];
    expect(
      perRow.every((n) => n === perRow[0]),
      `buttons per row: ${perRow}`,
    ).toBe(true);
    const widths = boxes.map((b) => Math.round(b.width));
    expect(Math.max(...widths) - Math.min(...widths), `widths: ${widths}`).toBeLessThanOrEqual(1);
  });
});
