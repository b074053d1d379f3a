import { defineConfig } from "vitest/config";

// Unit and integration tests. Playwright owns tests/e2e. Three workers on the CI machine's
// two cores: a server test file waits on its child processes, sockets and timers for much of
// its time, and with two workers the cores stood idle 15 % of the run; three kept them busy
// (1,094 → 773 s for the whole of Vitest, docs/performance.md "Test suite time").
export default defineConfig({
  test: {
    maxWorkers: 3,
    projects: [
      {
        test: {
          name: "server",
          include: ["tests/server/**/*.test.ts"],
          environment: "node",
          // A worker runs its files one after another in one process: each file in a fresh
          // one loaded Vitest, the server's modules and PGlite's WebAssembly again (the
          // project 750 → 524 CPU-s, 400 → 290 s alone). The files share no state: each opens
          // its own databases and servers, and none changes process.env or mocks a module.
          isolate: false,
          // One throwaway PostgreSQL cluster for the run (skipped without binaries), and one
          // migrated PGlite database that each test copies instead of creating its own.
          globalSetup: [
            "tests/server/support/postgres-cluster.ts",
            "tests/server/support/pglite-template.ts",
          ],
          // Generous: the embedded database and child processes are slow on a busy machine.
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          // The docs' runnable commands against the production build (docs/operations.md).
          name: "docs",
          include: ["tests/docs/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/server/support/postgres-cluster.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          // The built server as a child process, attacked over HTTP (needs `npm run build`).
          name: "abuse",
          include: ["tests/abuse/**/*.test.ts"],
          environment: "node",
          // As the server project's (360 → 342 CPU-s alone: its files load little themselves).
          isolate: false,
          globalSetup: [
            "tests/server/support/postgres-cluster.ts",
            "tests/server/support/pglite-template.ts",
          ],
          // Each start runs the embedded database's first-time set-up: slow on a busy machine.
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          // Every `npm run bench:*` once, tiny, against the production build (needs
          // `npm run build`): a benchmark that no longer runs fails the build.
          name: "bench",
          include: ["tests/bench/**/*.test.ts"],
          environment: "node",
          // The benchmarks' servers start from the run's migrated database (BENCH_PGLITE_TEMPLATE).
          globalSetup: ["tests/server/support/pglite-template.ts"],
          testTimeout: 300_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "app",
          include: ["app/**/*.test.{ts,tsx}", "tests/**/*.test.{ts,tsx}"],
          exclude: [
            "tests/server/**",
            "tests/abuse/**",
            "tests/bench/**",
            "tests/docs/**",
            "tests/e2e/**",
            "tests/topology/**",
            "node_modules/**",
          ],
          environment: "jsdom",
          // As the server project's (86 → 35 CPU-s, 45 → 19 s alone): pure functions and
          // components rendered into jsdom, no module mocked.
          isolate: false,
        },
      },
    ],
  },
});
