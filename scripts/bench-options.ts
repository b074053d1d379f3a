/** What every benchmark reads from its command line and environment (scripts/built-server.ts starts the server). */

/**
 * `--smoke`: every benchmark runs tiny (one round, a few rows, one route, one interaction, a
 * second of load) so `npm test` can run each one and a broken benchmark fails the build
 * (tests/bench). The figures of a smoke run mean nothing.
 */
export const smoke = process.argv.includes("--smoke");

/**
 * A smoke run's migrated embedded database to start the server from (tests/bench gives the
 * test run's), so that the smoke run does not spend its time on the database's first start.
 */
export const template = smoke ? process.env.BENCH_PGLITE_TEMPLATE || undefined : undefined;

/**
 * Node's flags for a smoke run's servers: V8's baseline WebAssembly compiler only, as the
 * tests' servers (tests/server/support/processes.ts). Optimising the embedded database's code
 * costs each start a second or two of CPU; a real run keeps V8's defaults, as production.
 */
export const serverNodeArgs = smoke ? ["--liftoff-only"] : [];

/** Where benchmarks write their reports (the smoke test points it at a temporary folder). */
export const resultsDir = process.env.BENCH_RESULTS_DIR ?? "bench-results";
