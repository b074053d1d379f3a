import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
for (let i = 0; i < 60; i++) { try { await fetch("http://127.0.0.1:5002/readyz"); break; } catch { await new Promise(r => setTimeout(r, 1000)); } }
for (const [name, width, height] of [["desktop", 1440, 900], ["mobile", 390, 844]] as const) {
  const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
  await page.goto("http://127.0.0.1:5002/official-channels");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/i22/oc-${name}.png`, fullPage: true });
}
await browser.close();
