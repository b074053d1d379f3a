import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

/**
 * Presses Tab (or Shift+Tab) `presses` times and checks after each press that focus is still
 * in the modal dialog: past its last control it wraps to the first, and never reaches the
 * page behind or the browser's own controls.
 */
export async function expectFocusKeptIn(dialog: Locator, page: Page, key: string, presses = 12) {
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press(key);
    const where = await dialog.evaluate((el) =>
      el.contains(document.activeElement)
        ? "dialog"
        : `outside: ${document.activeElement?.outerHTML.slice(0, 80)}`,
    );
    expect(where, `${key} × ${i + 1}`).toBe("dialog");
  }
}

/**
 * The headings a screen reader can reach, from Chromium's own accessibility tree (what
 * assistive technology is given, not Playwright's reading of the DOM): with a modal dialog
 * open, only the dialog's.
 */
export async function headingsExposed(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = await cdp.send("Accessibility.getFullAXTree");
    return nodes
      .filter((n) => !n.ignored && n.role?.value === "heading")
      .map((n) => String(n.name?.value ?? ""));
  } finally {
    await cdp.detach();
  }
}
