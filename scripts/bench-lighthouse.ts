/**
 * Lighthouse (mobile preset, default simulated throttling) on every route against the
 * production server, in Debian's Chromium. Prints the four scores and LCP, TBT, CLS per
 * route with the minimum of each column, and writes the JSON reports to
 * bench-results/lighthouse/. `npm run bench:lighthouse -- /about-us /careers` limits routes.
 *
 * `-- --runs=3` audits each route three times and reports its median run (by performance
 * score), as Lighthouse's own variability guide advises; the "runs" column lists every
 * run's performance score so the spread stays visible. `-- --smoke`: /about-us once.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { publicPages } from "#app/content/public-pages.server.ts";
import { resultsDir, serverNodeArgs, smoke, template } from "./bench-options.ts";
import { startServer } from "./built-server.ts";
import { chromiumFlags, chromiumPath } from "./chromium.ts";

const PORT = Number(process.env.BENCH_PORT ?? 4392);
const outDir = `${resultsDir}/lighthouse`;
mkdirSync(outDir, { recursive: true });
const args = process.argv.slice(2);
const runsArg = args.find((a) => a.startsWith("--runs="));
const runs = runsArg && !smoke ? Number(runsArg.slice("--runs=".length)) : 1;
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer`);
const routeArgs = args.filter((a) => !a.startsWith("--"));
const routes = smoke
  ? ["/about-us"]
  : routeArgs.length
    ? routeArgs
    : (await publicPages()).map((p) => p.path);

const server = await startServer({
  port: PORT,
  template,
  nodeArgs: serverNodeArgs,
  env: { RATE_LIMIT_MAX: "100000" },
  stdio: "inherit",
});
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ["--headless=new", ...chromiumFlags],
});

interface Row {
  route: string;
  performance: number;
  accessibility: number;
  "best-practices": number;
  seo: number;
  "LCP ms": number;
  "TBT ms": number;
  CLS: number;
  runs?: string;
}
/** One Lighthouse run; a run whose trace failed (e.g. NO_NAVSTART) is repeated, not scored 0. */
async function audit(route: string, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(`http://localhost:${PORT}${route}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    if (!result) throw new Error(`no result for ${route}`);
    const failure = result.lhr.runtimeError;
    if (!failure) return result;
    if (attempt === attempts) throw new Error(`${route}: ${failure.code} ${failure.message}`);
    console.warn(`${route}: ${failure.code}, running it again`);
  }
}

const rows: Row[] = [];
try {
  for (const route of routes) {
    const results: Awaited<ReturnType<typeof audit>>[] = [];
    for (let i = 0; i < runs; i++) results.push(await audit(route));
    const perf = (r: (typeof results)[number]) => r.lhr.categories.performance?.score ?? 0;
    const ranked = [...results].sort((a, b) => perf(a) - perf(b));
    const result = ranked[Math.floor((ranked.length - 1) / 2)]!;
    const lhr = result.lhr;
    const name = route === "/" ? "home" : route.slice(1).replaceAll("/", "_");
    writeFileSync(`${outDir}/${name}.json`, result.report as string);
    const score = (k: string) => Math.round((lhr.categories[k]?.score ?? 0) * 100);
    const metric = (k: string) => lhr.audits[k]?.numericValue ?? NaN;
    rows.push({
      route,
      performance: score("performance"),
      accessibility: score("accessibility"),
      "best-practices": score("best-practices"),
      seo: score("seo"),
      "LCP ms": Math.round(metric("largest-contentful-paint")),
      "TBT ms": Math.round(metric("total-blocking-time")),
      CLS: Math.round(metric("cumulative-layout-shift") * 1000) / 1000,
      ...(runs > 1 && { runs: results.map((r) => Math.round(perf(r) * 100)).join(" ") }),
    });
    console.log(
      `${route}: ${rows.at(-1)!.performance}/${rows.at(-1)!.accessibility}/${rows.at(-1)!["best-practices"]}/${rows.at(-1)!.seo}`,
    );
  }
} finally {
  chrome.kill();
  await server.stop();
}

const min = (k: keyof Row) => Math.min(...rows.map((r) => r[k] as number));
const max = (k: keyof Row) => Math.max(...rows.map((r) => r[k] as number));
console.table(rows);
console.log(
  `minimum scores: performance ${min("performance")}, accessibility ${min("accessibility")}, best practices ${min("best-practices")}, SEO ${min("seo")}; worst LCP ${max("LCP ms")} ms, TBT ${max("TBT ms")} ms, CLS ${max("CLS")}`,
);
