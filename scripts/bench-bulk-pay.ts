/**
 * How long the Bulk Pay file check takes on a file of 50,000 rows (the most it accepts).
 * Prints the times; no pass or fail.
 *
 *   npm run bench:bulk-pay                # the worker's code, in Node on the same V8
 *   npm run bench:bulk-pay -- --browser   # the page itself in Chromium, from choosing the
 *                                          # file to the summary on screen (needs a build)
 *   -- --smoke                            # one round of 100 rows (npm test runs both ways)
 */
import { chromium } from "@playwright/test";
import { problemText } from "#app/content/bulk-pay-checker.ts";
import { checkPayoutFile, correctedCsv, problemsCsv } from "#app/lib/bulk-pay/check-payout-file.ts";
import { MAX_ROWS, PAYOUT_COLUMNS } from "#app/lib/bulk-pay/payout-columns.ts";
import { serverNodeArgs, smoke, template } from "./bench-options.ts";
import { startServer } from "./built-server.ts";
import { chromiumFlags, chromiumPath } from "./chromium.ts";

const ROUNDS = smoke ? 1 : 5;
const ROWS = smoke ? 100 : MAX_ROWS;
const networks = [
  ["MTN", "024"],
  ["Telecel", "020"],
  ["AT", "027"],
] as const;

/** Realistic rows: numbers written three ways, one row in fifty with a problem. */
function payoutFile(rows: number): Uint8Array {
  const lines = [PAYOUT_COLUMNS.join(",")];
  for (let i = 0; i < rows; i++) {
    const [network, prefix] = networks[i % 3]!;
    const local = prefix + String(i).padStart(7, "0");
    const msisdn = [
      local,
      `+233 ${local.slice(1, 3)} ${local.slice(3, 6)} ${local.slice(6)}`,
      `233${local.slice(1)}`,
    ][i % 3]!;
    const amount =
      i % 50 === 0 ? "1,250.00" : `${(i % 900) + 1}.${String(i % 100).padStart(2, "0")}`;
    lines.push(`Recipient ${i},${msisdn},${network},"${amount}",Payroll ${i}`);
  }
  return new TextEncoder().encode(lines.join("\r\n") + "\r\n");
}

const file = payoutFile(ROWS);
console.log(`${ROWS.toLocaleString("en")} rows, ${(file.byteLength / 1024 / 1024).toFixed(1)} MB`);
if (process.argv.includes("--browser")) await inTheBrowser();
else inNode();

function inNode() {
  for (let round = 1; round <= ROUNDS; round++) {
    const started = performance.now();
    const result = checkPayoutFile(file, "payouts.csv", problemText);
    const checked = performance.now();
    correctedCsv(result.corrected!);
    problemsCsv(result.problems);
    const done = performance.now();
    console.log(
      `round ${round}: check ${(checked - started).toFixed(0)} ms, both downloads ${(done - checked).toFixed(0)} ms` +
        ` (${result.errors} errors, ${result.warnings} warnings)`,
    );
  }
}

/**
 * The visitor's view: a fresh /bulk-pay each round, the checker's code loaded (as pointing
 * at it does), then the time from the input's change event to the summary's first paint,
 * and the longest main-thread task meanwhile (the page stays responsive while the worker
 * runs if that stays short).
 */
async function inTheBrowser() {
  const port = Number(process.env.BENCH_PORT ?? 4394);
  const server = await startServer({ port, template, nodeArgs: serverNodeArgs, stdio: "inherit" });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    for (let round = 1; round <= ROUNDS; round++) {
      const page = await browser.newPage();
      await page.addInitScript(() => {
        const w = window as unknown as {
          bench: { start?: number; shown?: number; longest: number };
        };
        w.bench = { longest: 0 };
        document.addEventListener("change", () => (w.bench.start = performance.now()), true);
        new PerformanceObserver((list) => {
          for (const task of list.getEntries())
            // Tasks from the change event on (Playwright's own work of setting the file
            // comes before it, in the same task as the event).
            if (w.bench.start !== undefined && task.startTime > w.bench.start)
              if (w.bench.shown === undefined || task.startTime < w.bench.shown)
                w.bench.longest = Math.max(w.bench.longest, task.duration);
        }).observe({ type: "longtask" });
        new MutationObserver(() => {
          if (w.bench.start === undefined || w.bench.shown !== undefined) return;
          if (!document.querySelector("[data-testid=check-summary]")) return;
          requestAnimationFrame(() => setTimeout(() => (w.bench.shown ??= performance.now())));
        }).observe(document, { subtree: true, childList: true });
      });
      await page.goto(`http://127.0.0.1:${port}/bulk-pay`);
      const checker = page.locator("[data-ready]");
      await checker.getByText("Choose a CSV file").hover();
      await checker.and(page.locator("[data-ready=true]")).waitFor({ timeout: 30_000 });
      await page.getByLabel("Choose a CSV file").setInputFiles({
        name: "payouts.csv",
        mimeType: "text/csv",
        buffer: Buffer.from(file),
      });
      await page.getByTestId("check-summary").waitFor({ timeout: 60_000 });
      type Bench = { start: number; shown?: number; longest: number };
      // Written out in each page function: they run in the page, where no Node closure exists.
      await page.waitForFunction(
        () => (window as unknown as { bench: Bench }).bench.shown !== undefined,
      );
      const { start, shown, longest } = await page.evaluate(
        () => (window as unknown as { bench: Bench }).bench,
      );
      console.log(
        `round ${round}: chosen to summary on screen ${(shown! - start!).toFixed(0)} ms, ` +
          `longest main-thread task meanwhile ${longest.toFixed(0)} ms`,
      );
      await page.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}
