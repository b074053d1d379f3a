import { defineConfig } from "vitest/config";

// Unit and integration tests. Playwright owns tests/e2e. Two workers at most: the CI
// machine has two cores, and every server test file starts an embedded database.
export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: "server",
          include: ["tests/server/**/*.test.ts"],
          environment: "node",
          // Starts one throwaway PostgreSQL cluster for the run (skipped without binaries).
          globalSetup: ["tests/server/support/postgres-cluster.ts"],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: "app",
          include: ["app/**/*.test.{ts,tsx}", "tests/**/*.test.{ts,tsx}"],
          exclude: ["tests/server/**", "tests/e2e/**", "node_modules/**"],
          environment: "jsdom",
        },
      },
    ],
  },
});
