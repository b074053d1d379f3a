import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { acceptInvitation, expectAxeClean, test } from "./staff-support.ts";
import { seedTrafficWeek } from "./traffic-rollups.ts";

/**
 * The Traffic screen (issue 32, item 3) on rollup rows seeded through the server's own
 * database, as the daily rollup writes them: what marketing reads and downloads, and that
 * sales is refused. Axe-clean, nothing wider than the window; the same screen at 390 px is
 * in staff-console-phone.spec.ts (on a week of 2025: this spec's figures are 2026's).
 */

const RANGE = "from=2026-10-01&to=2026-10-07";

test.beforeAll(async ({ staff }) => {
  await seedTrafficWeek(staff.db, 2026);
});

async function look(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expectAxeClean(page);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, "the Traffic screen scrolls sideways").toBeLessThanOrEqual(0);
}

/** A table's rows as the cells' text, header row excluded. */
async function rowsOf(page: Page, caption: string): Promise<string[][]> {
  const table = page.locator("table", { has: page.locator("caption", { hasText: caption }) });
  return table
    .locator("tbody tr")
    .evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll("td")].map((td) => td.textContent?.trim() ?? "")),
    );
}

test("marketing reads the week's figures against the week before, and downloads them", async ({
  page,
  staff,
}, testInfo) => {
  test.setTimeout(120_000);
  const marketing = await staff.invite("traffic-marketing", "marketing");
  await acceptInvitation(page, marketing.link, "Newsletter subscribers");
  await page.getByRole("link", { name: "Traffic" }).click();
  await expect(page.getByRole("heading", { name: "Traffic", level: 1 })).toBeVisible();
  // The default range is the last 28 days: nothing was seeded there.
  await expect(page.getByRole("list", { name: "Totals" })).toContainText("Visitors0");

  await page.goto(`${staff.origin}/staff/traffic?${RANGE}`);
  const totals = page.getByRole("list", { name: "Totals" }).getByRole("listitem");
  await expect(totals.nth(0)).toHaveText("Visitors1,050up 50%, from 700");
  await expect(totals.nth(1)).toHaveText("Page views2,800up 33.3%, from 2,100");
  await expect(totals.nth(2)).toHaveText("Leads21new, from 0");
  await expect(totals.nth(3)).toHaveText("Conversion rate2%up 2 points, from 0%");

  expect(await rowsOf(page, "Top pages, by visitors")).toEqual([
    ["/", "700", "1,400", "0", "0%"],
    ["/pricing", "280", "840", "14", "5%"],
    ["/contact-us", "210", "560", "0", "0%"],
  ]);
  expect(await rowsOf(page, "Top sources, by visitors")).toEqual([
    ["google", "630", "1,750", "14", "2.2%"],
    ["(direct)", "420", "1,050", "0", "0%"],
  ]);
  expect(await rowsOf(page, "Top campaigns, by visitors")).toEqual([
    ["october-launch", "175", "490", "7", "4%"],
  ]);
  expect(await rowsOf(page, "Demo request: visitors at each step")).toEqual([
    ["Visited the site", "1,050", "—", "100%"],
    ["Started the form", "70", "6.7%", "6.7%"],
    ["Sent it, as the browser reported", "14", "20%", "1.3%"],
  ]);
  expect(await rowsOf(page, "LCP per page, by visits measured")).toEqual([
    ["/", "2,100 ms (good)", "350", "80%", "12%", "8%"],
  ]);
  expect(await rowsOf(page, "LCP: the elements most often responsible")).toEqual([
    ["main>img.hero", "/", "70"],
  ]);
  // Each chart is an image named for a screen reader, its figures in the table beside it.
  await expect(
    page.getByRole("img", { name: "Top pages: visitors and leads, the 3 with most visitors" }),
  ).toBeVisible();
  // The days' table is folded: it opens by keyboard.
  const days = page.locator("summary", { hasText: "The figures day by day (7 days)" });
  await days.focus();
  await page.keyboard.press("Enter");
  expect((await rowsOf(page, "Visitors, page views and leads per day"))[0]).toEqual([
    "2026-10-01",
    "150",
    "400",
    "3",
    "100",
  ]);
  await look(page);
  await page.screenshot({
    path: path.join("test-results/console-screens", `${testInfo.project.name}-traffic.png`),
    fullPage: true,
  });

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export these figures (CSV)" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^traffic-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = Buffer.concat(await (await file.createReadStream()).toArray()).toString("utf8");
  const lines = csv.split("\r\n");
  expect(lines[0]).toBe("section,item,measure,value");
  expect(lines).toContain("summary,2026-10-01 to 2026-10-07,visitors,1050");
  expect(lines).toContain("summary,2026-09-24 to 2026-09-30,visitors,700");
  expect(lines).toContain("pages,/pricing,leads,14");
  expect(lines).toContain("funnel demo,sent,visitors,14");
  expect(lines).toContain("web vitals LCP,/,p75,2100");

  // A range the screen cannot take is refused with its message, answered 400.
  const refused = await page.goto(`${staff.origin}/staff/traffic?from=2026-10-07&to=2026-10-01`);
  expect(refused?.status()).toBe(400);
  await expect(page.getByRole("alert")).toHaveText("From must not be after To.");
});

test("sales has no Traffic screen: no link, and the address is refused", async ({
  page,
  staff,
}) => {
  test.setTimeout(120_000);
  const sales = await staff.invite("traffic-sales", "sales");
  await acceptInvitation(page, sales.link, "Leads");
  await expect(page.getByRole("navigation", { name: "Console" })).not.toContainText("Traffic");
  const answer = await page.goto(`${staff.origin}/staff/traffic?${RANGE}`);
  expect(answer?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Not allowed" })).toBeVisible();
  await expect(page.getByText("Your role does not allow this.")).toBeVisible();
  await expect(page.getByRole("list", { name: "Totals" })).toHaveCount(0);
  const exported = await page.request.post(`${staff.origin}/staff/traffic/export`, {
    form: { from: "2026-10-01", to: "2026-10-07" },
    headers: { origin: staff.origin },
  });
  expect(exported.status()).toBe(403);
  await look(page);
});
