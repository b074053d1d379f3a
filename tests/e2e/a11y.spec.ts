import { pages } from "../../app/content/pages";
import { axeViolations, expect, isMobile, test } from "./fixtures";

// WCAG 2.2 A/AA with axe on every route of the spec, on both projects (desktop, mobile).
for (const p of pages) {
  test(`axe: ${p.path}`, async ({ page }) => {
    await page.goto(p.path);
    expect(await axeViolations(page)).toEqual([]);
  });
}

test("axe with each header menu open", async ({ page }) => {
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

test("a skip link leads past the header to the main content", async ({ page }) => {
  await page.goto("/about-us");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();
});

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
