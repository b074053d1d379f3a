import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type ConsoleMessage, type Page } from "@playwright/test";

/**
 * Every end-to-end test fails on a console error, an uncaught exception or a CSP
 * violation, so no page can quietly break in a visitor's browser.
 */
interface TestFixtures {
  consoleErrors: string[];
  expectedConsoleErrors: RegExp[];
  reusePage: boolean;
}

export const test = base.extend<TestFixtures, { workerPage: Page }>({
  // A test that only loads a page and reads it (axe) may take the worker's one page instead
  // of a fresh one, its cookies and storage cleared first, so that each page is still a first
  // visit. A renderer that has run our scripts and axe before compiles neither again: 12
  // pages with axe took 18 CPU-s instead of 30 (docs/performance.md, "Test suite time"). A
  // retry gets a fresh page, with its trace.
  reusePage: [false, { option: true }],
  workerPage: [
    async ({ browser }, provide, workerInfo) => {
      const { baseURL, viewport, screen, userAgent, deviceScaleFactor, isMobile, hasTouch } =
        workerInfo.project.use;
      const context = await browser.newContext({
        baseURL,
        viewport,
        screen,
        userAgent,
        deviceScaleFactor,
        isMobile,
        hasTouch,
      });
      await provide(await context.newPage());
      await context.close();
    },
    { scope: "worker" },
  ],
  // Pages fetch their scripts after the first paint (app/lib/defer-scripts.server.ts), so the load
  // event comes before React owns the page. `goto` waits for hydration as a visitor waits for
  // a page to respond; `waitUntil: "commit"` opts out (tests that control the page's clock).
  page: async ({ context, javaScriptEnabled, reusePage, workerPage }, provide, testInfo) => {
    const reused = reusePage && testInfo.retry === 0;
    let page = workerPage;
    if (reused) {
      await page.context().clearCookies();
      await page.evaluate(() => {
        try {
          localStorage.clear();
          sessionStorage.clear();
        } catch {
          // about:blank, the worker's first test: nothing stored yet.
        }
      });
    } else {
      page = await context.newPage();
    }
    const hydrated = async (waitUntil: string | undefined) => {
      if (javaScriptEnabled !== false && waitUntil !== "commit") await waitForHydration(page);
    };
    const goto = page.goto;
    const reload = page.reload;
    page.goto = async (url, options) => {
      const response = await goto.call(page, url, options);
      await hydrated(options?.waitUntil);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload.call(page, options);
      await hydrated(options?.waitUntil);
      return response;
    };
    await provide(page);
    page.goto = goto;
    page.reload = reload;
  },
  // Tests that cut the network on purpose list the browser messages they provoke (matched
  // against "<message> (<url>)").
  expectedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      const onConsole = (msg: ConsoleMessage) => {
        if (msg.type() !== "error") return;
        // A 404 page's own document status is deliberate, not a broken resource.
        const documentStatus =
          msg.text().startsWith("Failed to load resource") && msg.location().url === page.url();
        const message = `${msg.text()} (${msg.location().url})`;
        const expected = expectedConsoleErrors.some((re) => re.test(message));
        if (!documentStatus && !expected) errors.push(message);
      };
      const onPageError = (err: Error) => errors.push(`pageerror: ${err.message}`);
      page.on("console", onConsole);
      page.on("pageerror", onPageError);
      await use(errors);
      page.off("console", onConsole);
      page.off("pageerror", onPageError);
      expect(errors, "console errors, exceptions or CSP violations").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Resolves once React owns the page (root Layout marks <html> with data-hydrated). */
export async function waitForHydration(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/**
 * Holds the page's scripts back, as a slow link does, until the returned function lets them
 * through and waits for hydration. Load the page with `waitUntil: "commit"` meanwhile.
 */
export async function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/*.js", async (route) => {
    await released;
    await route.continue();
  });
  return async () => {
    release();
    await waitForHydration(page);
  };
}

/** Runs axe with the WCAG 2.2 A/AA rules and returns the violations (expect them empty). */
export async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    // axe in the page itself, as before axe 4.3: the default opens a blank page per run to
    // put frames' results together (a second renderer, half of each run's time), for
    // cross-origin frames, which no page of ours has.
    .setLegacyMode()
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    // Experimental in axe, but Lighthouse checks it: WCAG 2.5.3, the visible text of a
    // control is part of its accessible name (voice-control users say what they see).
    .options({
      rules: { "label-content-name-mismatch": { enabled: true } },
      // Violations come back whole; passes and the rest, which no test reads, are not
      // gathered (a fifth of axe's time on a page).
      resultTypes: ["violations"],
    })
    .analyze();
  return results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    targets: v.nodes.map((n) => n.target.join(" ")).slice(0, 5),
  }));
}

export function isMobile(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1440) < 1024;
}
