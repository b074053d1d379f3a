import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";

/**
 * Presses Tab (or Shift+Tab) `presses` times and checks after each press that focus is in
 * the modal dialog, or has left the page for the browser's own controls (address bar, tabs):
 * a native modal `<dialog>` lets focus go there, as any page's last element does, and the
 * next press brings it back to the dialog. What must never happen is focus on the page
 * behind, which the browser makes inert.
 */
export async function expectFocusKeptIn(dialog: Locator, page: Page, key: string, presses = 12) {
  let insideAfter = 0;
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press(key);
    const where = await dialog.evaluate((el) =>
      el.contains(document.activeElement)
        ? "dialog"
        : document.hasFocus()
          ? `the page behind: ${document.activeElement?.outerHTML.slice(0, 80)}`
          : "browser",
    );
    expect(where, `${key} × ${i + 1}`).not.toMatch(/^the page behind/);
    if (where === "dialog") insideAfter = i + 1;
  }
  // Focus came back into the dialog after leaving it (a press or two at most).
  expect(presses - insideAfter, key).toBeLessThanOrEqual(1);
}
