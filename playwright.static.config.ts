import { defineConfig } from "@playwright/test";
import base from "./playwright.config.ts";

const PORT = Number(process.env.E2E_PORT ?? 4173);

/**
 * The pages as a CDN would publish them: build/client served by a plain static file server
 * that applies the build's `_headers` (scripts/static-host.ts), no Node app behind it.
 */
export default defineConfig({
  ...base,
  // No database behind a static host: the e2e run's template is not needed.
  globalSetup: undefined,
  testDir: "tests/static-host",
  use: { ...base.use, baseURL: `http://localhost:${PORT}` },
  webServer: {
    command: "node scripts/static-host.ts",
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: false,
    timeout: 30_000,
    env: { PORT: String(PORT) },
  },
});
