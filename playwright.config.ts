import { defineConfig, devices } from "@playwright/test";
import { chromiumFlags, headlessShellPath } from "./scripts/chromium.ts";
import { E2E_DATA_DIR } from "./tests/e2e/data-dir.ts";
import { PHONE_SCREEN } from "./tests/e2e/phone.ts";

const PORT = Number(process.env.E2E_PORT ?? 4173);

/**
 * End-to-end tests drive Debian's Chromium (never a downloaded browser) against the
 * production build, started exactly as `npm start` would, with a throwaway data folder.
 */
export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : "list",
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    // A trace costs every test its recording; the first retry's is the one that explains a failure.
    trace: "on-first-retry",
    launchOptions: {
      executablePath: headlessShellPath,
      args: chromiumFlags,
    },
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } },
    },
    {
      // Only what differs by width runs at 390 px too (layout, touch, the phone menu, sticky
      // bars, overflow, axe): tests and groups tagged @phone. The staff console's flows run
      // at 1440, and one pass takes every console screen at phone width.
      name: "mobile",
      grep: /@phone/,
      use: { ...devices["Desktop Chrome"], ...PHONE_SCREEN },
    },
  ],
  webServer: {
    command: `rm -rf ${E2E_DATA_DIR} && node server/main.ts`,
    url: `http://localhost:${PORT}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: E2E_DATA_DIR,
      LOG_LEVEL: "warn",
      RATE_LIMIT_MAX: "100000",
      // Every test's browser is one address, and a publication keeps the event loop busy for
      // seconds on a loaded machine: neither may refuse a test's renders.
      RENDERS_PER_CLIENT: "1000000",
      MAX_EVENT_LOOP_UTILIZATION: "1",
      // Every test's browser is one address: the analytics limit is per address.
      ANALYTICS_EVENTS_PER_MINUTE: "1000000",
      MIN_FILL_MS: "0",
      OUTBOX_INTERVAL_MS: "500",
      BLOCK_LIST: "blocked.example",
    },
  },
});
