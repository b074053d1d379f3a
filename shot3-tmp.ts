import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const page = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
await page.goto("http://127.0.0.1:5002/official-channels");
await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
await page.locator("#report-a-scam").screenshot({ path: "/tmp/i22/oc-mobile-report.png" });
await page.screenshot({ path: "/tmp/i22/oc-mobile-top.png" });
await browser.close();
