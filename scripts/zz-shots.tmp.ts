// Temporary (not committed): screenshots of the open dialogs, this build and the baseline.
import { chromium } from "@playwright/test";
import { startServer, stopServer } from "./bench-server.ts";

const builds = [
  { label: "after", port: 4611, cwd: process.cwd() },
  { label: "before", port: 4612, cwd: "/work/wt/i21-base" },
];
const servers = await Promise.all(builds.map((b) => startServer(b.port, {}, b.cwd)));
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
try {
  for (const b of builds) {
    for (const width of [1440, 390]) {
      const context = await browser.newContext({
        viewport: { width, height: width === 390 ? 844 : 900 },
        deviceScaleFactor: 1,
        isMobile: width === 390,
        hasTouch: width === 390,
      });
      const page = await context.newPage();
      const base = `http://127.0.0.1:${b.port}`;
      await page.goto(base + "/about-us");
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await page.waitForLoadState("networkidle");
      await page.locator("button[data-member]").first().click();
      await page.getByRole("dialog").waitFor();
      await page.waitForTimeout(600);
      await page.screenshot({ path: `/tmp/i21-shots/bio-${width}-${b.label}.png` });
      if (width === 390) {
        await page.goto(base + "/");
        await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
        await page.waitForLoadState("networkidle");
        await page.getByRole("button", { name: "Open menu" }).click();
        await page.getByRole("dialog").waitFor();
        await page.waitForTimeout(600);
        await page.screenshot({ path: `/tmp/i21-shots/menu-${width}-${b.label}.png` });
        await page.getByRole("dialog").getByRole("button", { name: "Company" }).click();
        await page.waitForTimeout(300);
        await page.screenshot({ path: `/tmp/i21-shots/menu-company-${width}-${b.label}.png` });
      }
      // The newsletter popup (Help Center), at both widths.
      await page.goto(base + "/help-center");
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await page.evaluate(() =>
        window.history.replaceState({ ...window.history.state, usr: { openNewsletter: true } }, ""),
      );
      await page.reload();
      await page.getByRole("dialog").waitFor();
      await page.waitForTimeout(600);
      await page.screenshot({ path: `/tmp/i21-shots/popup-${width}-${b.label}.png` });
      await context.close();
    }
  }
} finally {
  await browser.close();
  await Promise.all(servers.map(stopServer));
}
