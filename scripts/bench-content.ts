/**
 * Publication to live, and what serving a published page costs. Two instances on one
 * PostgreSQL (DATABASE_URL, required), each with its own LISTEN connection, renderer and
 * page map, served by the server's own middlewares (servePrerendered, serveLiveData). A
 * publication is a committed row plus `pg_notify('content_published')` in its transaction,
 * as the store's publish() does; it is live when both instances answer /about-us with it.
 * Then the published page's requests/s against the build's prerendered page, taking turns
 * in short rounds as bench:http does. `-- --smoke`: 3 publications, a second of load.
 */
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import express from "express";
import type { ServerBuild } from "react-router";
import { seedSnapshot } from "#app/content/page-content.server.ts";
import type { ContentSnapshot } from "#app/content/types.ts";
import { storeSource, type PublishedStore } from "#server/content/content-source.server.ts";
import { buildVersion, LiveSite, serveLiveData } from "#server/content/live-site.ts";
import { renderPages } from "#server/content/page-renderer.server.ts";
import { startPublishing } from "#server/content/publication.server.ts";
import { openDatabase, type Db } from "#server/db/database.ts";
import { createLogger } from "#server/logger.ts";
import { readPageManifest } from "#server/page-manifest.ts";
import { servePrerendered } from "#server/static-pages.ts";
import { smoke } from "./bench-options.ts";
import { root } from "./built-server.ts";

const PUBLICATIONS = smoke ? 3 : 20;
const DURATION = smoke ? 1 : Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = smoke ? 1 : 5;
const CONNECTIONS = smoke ? 4 : 50;
const PAGE = "/about-us";
const TABLE = "bench_content_titles";

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error("bench:content needs DATABASE_URL=postgres://… (two instances share it)");
  process.exit(2);
}
const logger = createLogger("warn");
const buildDir = path.join(root, "build");
const manifest = await readPageManifest(buildDir);
const build = (await import(
  pathToFileURL(path.join(buildDir, "server/index.js")).href
)) as ServerBuild;
const database = await openDatabase({ databaseUrl, dataDir: root, logger });
await database.db.execute(sql.raw(`drop table if exists ${TABLE}`));
await database.db.execute(sql.raw(`create table ${TABLE} (id serial primary key, title text)`));

const store: PublishedStore = {
  async publishedStamp(db: Db) {
    const result = await db.execute(sql.raw(`select max(id) as id from ${TABLE}`));
    return (result as unknown as { rows: { id: number | null }[] }).rows[0]?.id ?? null;
  },
  async publishedSnapshot(db: Db): Promise<ContentSnapshot> {
    const result = await db.execute(sql.raw(`select title from ${TABLE} order by id desc limit 1`));
    const title = (result as unknown as { rows: { title: string }[] }).rows[0]!.title;
    const seed = seedSnapshot();
    return { ...seed, pageMeta: { ...seed.pageMeta, [PAGE]: { ...seed.pageMeta[PAGE]!, title } } };
  },
};

async function listen(app: express.Express): Promise<{ server: Server; base: string }> {
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const clientDir = path.join(buildDir, "client");
const instances = [];
for (let i = 0; i < 2; i++) {
  const live = new LiveSite(await buildVersion(clientDir, manifest));
  const publishing = await startPublishing({
    live,
    source: storeSource(database, databaseUrl, store, logger),
    render: (content, previous) =>
      renderPages({
        build,
        paths: Object.keys(manifest.pages),
        siteUrl: manifest.siteUrl,
        content,
        previous,
      }),
    logger,
  });
  const app = express().use(
    servePrerendered(() => live.current.pages),
    serveLiveData(live),
  );
  instances.push({ live, publishing, ...(await listen(app)) });
}
const buildSite = new LiveSite(await buildVersion(clientDir, manifest));
const prerendered = await listen(express().use(servePrerendered(() => buildSite.current.pages)));

async function publish(title: string) {
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`insert into ${sql.raw(TABLE)} (title) values (${title})`);
    await tx.execute(sql`select pg_notify('content_published', '')`);
  });
}

async function liveAt(base: string, title: string): Promise<number> {
  for (;;) {
    const page = await fetch(base + PAGE).then((r) => r.text());
    if (page.includes(`<title>${title} | `)) return performance.now();
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

// The first publication renders every page (nothing of the build's can be reused); later
// ones change one page's title, as an edit does.
await publish("Warm-up publication");
await Promise.all(instances.map(({ base }) => liveAt(base, "Warm-up publication")));
const delays: number[] = [];
for (let n = 1; n <= PUBLICATIONS; n++) {
  const title = `About us, publication ${n}`;
  const started = performance.now();
  await publish(title);
  const seen = await Promise.all(instances.map(({ base }) => liveAt(base, title)));
  delays.push(Math.max(...seen) - started);
}

async function measure(url: string, seconds: number) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { "accept-encoding": "gzip" },
  });
  return { requests: result.requests.total, seconds: result.duration, errors: result.non2xx };
}
const targets = [
  { target: `published ${PAGE}`, url: instances[0]!.base + PAGE },
  { target: `prerendered ${PAGE}`, url: prerendered.base + PAGE },
];
for (const { url } of targets) await measure(url, smoke ? 0.2 : 2);
const runs = targets.map(() => [] as Awaited<ReturnType<typeof measure>>[]);
for (let round = 0; round < ROUNDS; round++) {
  for (const [i, { url }] of targets.entries())
    runs[i]!.push(await measure(url, DURATION / ROUNDS));
}

for (const { publishing, server } of instances) {
  await publishing.stop();
  server.close();
}
prerendered.server.close();
await database.db.execute(sql.raw(`drop table ${TABLE}`));
await database.close();

const sorted = [...delays].sort((a, b) => a - b);
console.log(
  `\n${PUBLICATIONS} publications, 2 instances on PostgreSQL: publication to live median ${Math.round(sorted[Math.floor(sorted.length / 2)]!)} ms, worst ${Math.round(sorted.at(-1)!)} ms (goal: at most 5000 ms)`,
);
const rps = runs.map(
  (r) => r.reduce((s, x) => s + x.requests, 0) / r.reduce((s, x) => s + x.seconds, 0),
);
console.table(
  targets.map(({ target }, i) => ({
    target,
    rps: Math.round(rps[i]!),
    errors: runs[i]!.reduce((s, x) => s + x.errors, 0),
  })),
);
const ratio = rps[0]! / Math.max(rps[1]!, 1);
console.log(`Published / prerendered page (req/s): ${ratio.toFixed(2)}× (goal: at least 0.90×)`);
if (sorted.at(-1)! > 5000 || ratio < 0.9) process.exitCode = 1;
