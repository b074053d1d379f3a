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

test.describe("layout", () => {
  test("About: the fact cards keep their values on one line and in line", async ({ page }) => {
    await page.goto("/about-us");
    const facts = page.locator("dl").filter({ hasText: "Headquarters" }).locator("> div");
    await expect(facts).toHaveCount(4);
    const boxes = await facts.evaluateAll((cards) =>
      cards.map((card) => {
        const dd = card.querySelector("dd")!;
        const lineHeight = parseFloat(getComputedStyle(dd).lineHeight);
        const box = dd.getBoundingClientRect();
        return { text: dd.textContent, lines: Math.round(box.height / lineHeight), top: box.top };
      }),
    );
    for (const b of boxes) expect(b.lines, b.text ?? "").toBe(1);
    // Cards side by side show their values at the same height.
    const rows = new Map<number, number[]>();
    for (const [i, card] of (
      await facts.evaluateAll((cs) => cs.map((c) => Math.round(c.getBoundingClientRect().top)))
    ).entries()) {
      rows.set(card, [...(rows.get(card) ?? []), boxes[i]!.top]);
    }
    for (const tops of rows.values()) {
      expect(Math.max(...tops) - Math.min(...tops)).toBeLessThan(2);
    }
  });

  test("Official Channels: handles, domains, addresses and numbers never break inside", async ({
    page,
  }) => {
    await page.goto("/official-channels");
    const broken = await page.getByRole("main").evaluate((main) => {
      const found: string[] = [];
      const linesOf = (range: Range) =>
        new Set(
          [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top / 4)),
        ).size;
      const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? "";
        // A run between spaces and slashes is one name (a host, a handle, an address) and
        // may not break; a phone number, spaces and all, may not break either.
        const units = /\+233[\s\d]*\d|[^\s/]+/g;
        for (const match of text.matchAll(units)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          if (linesOf(range) > 1) found.push(match[0]);
        }
      }
      return found;
    });
    expect(broken).toEqual([]);
  });

  test("the desktop menus: our pages have no outward arrow, cards line up, no empty block", async ({
    page,
  }) => {
    test.skip(isMobile(page), "the desktop header's menus");
    await page.goto("/");
    for (const name of ["Company", "What we offer", "Developers"]) {
      await page.getByRole("button", { name, exact: true }).click();
    }
    const nav = page.getByRole("navigation", { name: "Main" });
    const arrowsOnOwnLinks = await nav.evaluate(
      (el) =>
        [...el.querySelectorAll<HTMLAnchorElement>("a[href^='/']")].filter((a) =>
          a.querySelector("svg[class*='arrow-up-right']"),
        ).length,
    );
    expect(arrowsOnOwnLinks).toBe(0);

    await page.getByRole("button", { name: "What we offer" }).click();
    const offer = page.locator("#nav-panel-offer");
    const cards = offer.locator("li");
    const titles = await cards.evaluateAll((items) =>
      items.map((li) => {
        const title = li.firstElementChild!;
        const lineHeight = parseFloat(getComputedStyle(title).lineHeight);
        return Math.round(title.getBoundingClientRect().height / lineHeight);
      }),
    );
    expect(titles).toEqual([1, 1, 1]);
    const viewTops = await offer
      .getByRole("link")
      .evaluateAll((links) => links.map((a) => Math.round(a.getBoundingClientRect().top)));
    expect(new Set(viewTops).size).toBe(1);

    await page.getByRole("button", { name: "Developers" }).click();
    const card = page.locator("#nav-panel-developers").getByRole("link", {
      name: /API documentation/,
    });
    const empty = await card.evaluate((a) => {
      const box = a.getBoundingClientRect();
      const parts = [...a.children].map((c) => c.getBoundingClientRect());
      const content =
        Math.max(...parts.map((r) => r.bottom)) - Math.min(...parts.map((r) => r.top));
      const padding = parseFloat(getComputedStyle(a).paddingTop) * 2;
      return box.height - content - padding;
    });
    expect(empty).toBeLessThan(4);
  });

  test("Bulk Pay at 390: the page scrolls the results, not a box inside it", async ({ page }) => {
    test.skip(!isMobile(page), "the phone's stacked cards");
    await page.goto("/bulk-pay");
    const checker = page.locator("[data-ready]");
    await checker.getByText("Choose a CSV file").hover();
    await expect(checker).toHaveAttribute("data-ready", "true", { timeout: 20_000 });
    const rows = ["name,msisdn,network,amount,reference"];
    for (let i = 0; i < 30; i++) rows.push(`Person ${i},0302741800,MTN,10,`);
    await page.getByLabel("Choose a CSV file").setInputFiles({
      name: "landlines.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(rows.join("\n")),
    });
    const region = page.getByRole("region", { name: "Problems found, by row" });
    await expect(region).toBeVisible();
    const { scrollable, height } = await region.evaluate((el) => ({
      scrollable: el.scrollHeight > el.clientHeight + 1,
      height: el.getBoundingClientRect().height,
    }));
    expect(scrollable).toBe(false);
    expect(height).toBeGreaterThan(844);
  });
});
