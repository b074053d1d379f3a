import { readFile } from "node:fs/promises";
import type { Download, Page } from "@playwright/test";
import Papa from "papaparse";
import { problemText } from "#app/content/bulk-pay-checker.ts";
import { checkPayoutCsv } from "#app/lib/bulk-pay/check-payout-file.ts";
import { PAYOUT_COLUMNS, TEMPLATE_PATH } from "#app/lib/bulk-pay/payout-columns.ts";
import { axeViolations, expect, test } from "./fixtures.ts";

// The payout file checker on /bulk-pay (issue 22), at 1440 and 390 px.
const HEADER = PAYOUT_COLUMNS.join(",");
const csvFile = (name: string, text: string) => ({
  name,
  mimeType: "text/csv",
  buffer: Buffer.from(text),
});

/** One row of each kind of problem, and two good rows. */
const ROWS = [
  "Ama Mensah,024 123 4567,MTN,250.00,Salary", // 2: fine (spaces)
  "Kofi Boateng,+233 20 123 4567,Telecel,1200.50,Salary", // 3: fine (+233)
  "Esi Owusu,0302741800,MTN,10,", // 4: landline: msisdn error
  "Yaw Asante,0261234567,,10,", // 5: empty network: error
  "Akua Darko,0271234567,Glo,10,", // 6: unknown network: error
  "Kwame Addo,0241234568,Telecel,10,", // 7: MTN range, says Telecel: warning
  'Abena Ofori,0551234567,MTN,"GH₵ 20",', // 8: currency sign: error
  'Kojo Mensah,0541234567,MTN,"1,500.00",', // 9: thousands separator: error
  "Adjoa Quaye,0591234567,MTN,10.505,", // 10: three decimals: error
  ",0501234567,Telecel,15,", // 11: empty name: error
  "Ama Mensah,233241234567,MTN,250,Salary again", // 12: same number and amount as row 2: warning
  "Efua Sam,241234569,MTN,30,", // 13: lost leading zero: warning
];
const PROBLEMS: [row: string, column: string, kind: string, what: string][] = [
  ["4", "msisdn", "Error", '"0302741800" is not a Ghanaian mobile number.'],
  ["5", "network", "Error", "The network is empty."],
  ["6", "network", "Error", '"Glo" is not a network we pay to.'],
  ["7", "network", "Warning", "Numbers starting 024 are usually MTN, but the row says Telecel."],
  ["8", "amount", "Error", 'The amount "GH₵ 20" has a currency sign or code.'],
  ["9", "amount", "Error", 'The amount "1,500.00" has a thousands separator.'],
  ["10", "amount", "Error", 'The amount "10.505" has more than two decimals.'],
  ["11", "name", "Error", "The name is empty."],
  ["12", "msisdn", "Warning", "Same number and amount as row 2."],
  [
    "13",
    "msisdn",
    "Warning",
    '"241234569" has lost its leading 0 (spreadsheets drop it); read as 0241234569.',
  ],
];

async function openChecker(page: Page) {
  await page.goto("/bulk-pay");
  const checker = page.locator("[data-ready]");
  // Moving to the checker loads its code (the worker); a file chosen after that needs nothing.
  await checker.getByText("Choose a CSV file").hover();
  await expect(checker).toHaveAttribute("data-ready", "true", { timeout: 20_000 });
  return page.getByLabel("Choose a CSV file");
}

async function savedText(download: Download) {
  return readFile((await download.path())!, "utf8");
}

test("the template and the rules are there without JavaScript", async ({ browser, request }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/bulk-pay");
  const section = page.getByRole("region", { name: "Check your payout file" });
  await expect(section).toBeVisible();
  for (const column of PAYOUT_COLUMNS)
    await expect(section.locator("dt", { hasText: column })).toBeVisible();
  await expect(section.getByText(`The first row is the header, exactly: ${HEADER}`)).toBeVisible();
  await expect(section.getByText("The checker needs JavaScript.", { exact: false })).toBeVisible();
  await expect(section.getByLabel("Choose a CSV file")).toHaveCount(0);
  const link = section.getByRole("link", { name: "Download the CSV template" });
  await expect(link).toHaveAttribute("href", TEMPLATE_PATH);
  await context.close();

  const template = await request.get(TEMPLATE_PATH);
  expect(template.status()).toBe(200);
  expect(template.headers()["content-type"]).toMatch(/^text\/csv/);
  const text = await template.text();
  expect(text.split("\r\n")[0]).toBe(HEADER);
  expect(checkPayoutCsv(text, problemText)).toMatchObject({ rows: 2, errors: 0, warnings: 0 });
});

test("a file with every kind of problem: summary, table, downloads, and no request", async ({
  page,
  context,
}) => {
  const input = await openChecker(page);
  const requests: string[] = [];
  context.on("request", (req) => requests.push(req.url()));
  await input.setInputFiles(csvFile("november payroll.csv", [HEADER, ...ROWS].join("\r\n")));

  const result = page.getByTestId("check-result");
  await expect(
    result.getByRole("heading", { name: "Result for november payroll.csv" }),
  ).toBeFocused();
  await expect(page.getByTestId("check-summary")).toHaveText(
    "12 rows · 7 errors · 3 warnings · total GHS 1,785.50",
  );
  // Nothing left the browser between choosing the file and seeing the result.
  expect(requests).toEqual([]);

  const table = result.getByRole("table", { name: "Problems found, by row" });
  await expect(table.getByRole("columnheader")).toHaveText([
    "Row",
    "Column",
    "Kind",
    "What is wrong",
    "How to fix it",
  ]);
  const rows = table.locator("tbody tr");
  await expect(rows).toHaveCount(PROBLEMS.length);
  for (const [i, [row, column, kind, what]] of PROBLEMS.entries()) {
    await expect(rows.nth(i).locator("th, td").nth(0)).toHaveText(row);
    await expect(rows.nth(i).locator("th, td").nth(1)).toHaveText(column);
    await expect(rows.nth(i).locator("th, td").nth(2)).toHaveText(kind);
    await expect(rows.nth(i).locator("th, td").nth(3)).toHaveText(what);
  }
  // Still a table to assistive technology, even where it is laid out as cards (390 px).
  await expect(table.getByRole("row")).toHaveCount(PROBLEMS.length + 1);
  await expect(table.getByRole("rowheader")).toHaveText(PROBLEMS.map(([row]) => row));
  await expect(table.getByRole("cell")).toHaveCount(PROBLEMS.length * 4);
  // A long table scrolls down inside a region that the keyboard reaches, never sideways.
  const region = result.getByRole("region", { name: "Problems found, by row" });
  await page.keyboard.press("Tab");
  await expect(region).toBeFocused();
  const overflow = await region.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const pageOverflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(pageOverflow).toBeLessThanOrEqual(0);

  const [corrected] = await Promise.all([
    page.waitForEvent("download"),
    result.getByRole("button", { name: "Download corrected file" }).click(),
  ]);
  expect(corrected.suggestedFilename()).toBe("november payroll-corrected.csv");
  const fixed = Papa.parse<string[]>(await savedText(corrected)).data;
  expect(fixed[0]).toEqual([...PAYOUT_COLUMNS]);
  expect(fixed.slice(1).map((r) => r[1])).toEqual([
    "233241234567",
    "233201234567",
    "0302741800",
    "233261234567",
    "233271234567",
    "233241234568",
    "233551234567",
    "233541234567",
    "233591234567",
    "233501234567",
    "233241234567",
    "233241234569",
  ]);

  const [problems] = await Promise.all([
    page.waitForEvent("download"),
    result.getByRole("button", { name: "Download problems as CSV" }).click(),
  ]);
  expect(problems.suggestedFilename()).toBe("november payroll-problems.csv");
  const listed = Papa.parse<string[]>((await savedText(problems)).replace(/^\uFEFF/, "")).data;
  expect(listed[0]).toEqual(["row", "column", "kind", "problem", "fix"]);
  expect(listed.slice(1).map(([row, column, kind, what]) => [row, column, kind, what])).toEqual(
    PROBLEMS.map(([row, column, kind, what]) => [row, column, kind.toLowerCase(), what]),
  );
  expect(listed.flat().filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);

  const violations = await axeViolations(page);
  console.log(`axe on /bulk-pay with a result shown: ${violations.length} violations`, violations);
  expect(violations).toEqual([]);
});

test("a header that is not the template's is one error naming the expected columns", async ({
  page,
}) => {
  const input = await openChecker(page);
  await input.setInputFiles(csvFile("export.csv", "Name,Phone,Amount\nAma,0241234567,10\n"));
  await expect(page.getByTestId("check-summary")).toHaveText(
    "1 row · 1 error · 0 warnings · total GHS 0.00",
  );
  const rows = page.getByRole("table", { name: "Problems found, by row" }).locator("tbody tr");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Whole file");
  await expect(rows.first()).toContainText(`Use the template's header row: ${HEADER}`);
  await expect(page.getByRole("button", { name: "Download corrected file" })).toHaveCount(0);
});

test("a spreadsheet that is not CSV is refused, and a clean file says so", async ({ page }) => {
  const input = await openChecker(page);
  await input.setInputFiles({
    name: "payroll.xlsx",
    mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    buffer: Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]),
  });
  await expect(page.getByRole("table", { name: "Problems found, by row" })).toContainText(
    "This is not a CSV file.",
  );
  await input.setInputFiles(csvFile("clean.csv", [HEADER, ROWS[0], ROWS[1]].join("\n")));
  await expect(page.getByTestId("check-summary")).toHaveText(
    "2 rows · 0 errors · 0 warnings · total GHS 1,450.50",
  );
  await expect(page.getByText("No problems found: this file is ready to upload.")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

// "024 123 4567" in the msisdn rule broke across lines at 390. Every phone number a page
// shows from its content is held together (no-break spaces, or white-space: nowrap), and
// on screen each sits on one line.
test(
  "phone numbers stay on one line, in Bulk Pay's rules and on the pages that give one",
  { tag: "@phone" },
  async ({ page }) => {
    for (const path of [
      "/bulk-pay",
      "/contact-us",
      "/get-started",
      "/official-channels",
      "/terms-and-conditions",
    ]) {
      await page.goto(path);
      const numbers = await page.evaluate(() => {
        const PHONE = /(?<![\w+])(?:\+\d{1,3}|0\d{2,4})(?:[ \u00a0]\d{2,4}){2,4}(?!\w)/g;
        const found: { text: string; held: boolean; lines: number }[] = [];
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement!;
          if (parent.closest("script, style")) continue;
          for (const match of node.textContent!.matchAll(PHONE)) {
            const range = document.createRange();
            range.setStart(node, match.index);
            range.setEnd(node, match.index + match[0].length);
            const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
            const nowrap = /nowrap|pre/.test(getComputedStyle(parent).whiteSpace);
            found.push({
              text: match[0],
              held: nowrap || !match[0].includes(" "),
              lines: tops.size,
            });
          }
        }
        return found;
      });
      expect(numbers.length, path).toBeGreaterThan(0);
      for (const number of numbers) {
        expect(number.held, `${path}: "${number.text}" held together`).toBe(true);
        expect(number.lines, `${path}: "${number.text}" on one line`).toBeLessThanOrEqual(1);
      }
    }
    await page.goto("/bulk-pay");
    const rule = page.locator("dd", { hasText: "A Ghanaian mobile number" });
    await expect(rule).toContainText("024\u00a0123\u00a04567");
  },
);
