import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const rows = ["name,msisdn,network,amount,reference",
  "Ama Mensah,024 123 4567,MTN,250.00,Salary", "Kofi Boateng,+233 20 123 4567,Telecel,1200.50,Salary",
  "Esi Owusu,0302741800,MTN,10,", "Yaw Asante,0261234567,,10,", "Kwame Addo,0241234568,Telecel,10,",
  'Abena Ofori,0551234567,MTN,"GH₵ 20",', "Adjoa Quaye,0591234567,MTN,10.505,", "Ama Mensah,233241234567,MTN,250,Salary again"].join("\n");
for (const [name, width, height] of [["desktop", 1440, 900], ["mobile", 390, 844]] as const) {
  const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
  await page.goto("http://127.0.0.1:5002/bulk-pay");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const section = page.locator("#check-your-file");
  await section.scrollIntoViewIfNeeded();
  await page.waitForTimeout(500);
  await section.screenshot({ path: `/tmp/i22/bulk-before-${name}.png` });
  await page.getByText("Choose a CSV file").hover();
  await page.locator('[data-ready="true"]').waitFor();
  await page.getByLabel("Choose a CSV file").setInputFiles({ name: "november.csv", mimeType: "text/csv", buffer: Buffer.from(rows) });
  await page.getByTestId("check-result").waitFor();
  await page.waitForTimeout(300);
  await page.getByTestId("check-result").screenshot({ path: `/tmp/i22/bulk-after-${name}.png` });
}
await browser.close();
