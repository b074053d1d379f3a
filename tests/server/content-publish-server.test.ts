import { rm } from "node:fs/promises";
import os from "node:os";
import { afterAll, describe, expect, it } from "vitest";
import { publish } from "#server/content/review.server.ts";
import { getEntry, saveDraft } from "#server/content/store.server.ts";
import { openDatabase, type Database } from "#server/db/database.ts";
import { inviteStaff, OPERATOR } from "#server/staff/accounts.server.ts";
import { createPostgresDatabase, seedDataDir } from "./support/harness.ts";
import { hasBuild, startServer, waitFor, type RunningServer } from "./support/server-process.ts";

/**
 * The production server (`npm run build`) and the content store: a publication shows on
 * the running server's page without a restart, and a restarted server serves it at once.
 */
const PAGE = "/about-us";

/** Publishes one entry changed by `change`, as a marketer would in the console. */
async function publishChange(
  database: Database,
  type: string,
  id: string,
  change: (data: unknown) => unknown,
) {
  const { account } = await inviteStaff(database.db, {
    email: `editor-${Date.now()}@nkabompay.test`,
    roles: ["marketing"],
    siteUrl: "https://www.nkabompay.com.gh",
    actor: OPERATOR,
  });
  const actor = { id: account.id, email: account.email };
  const entry = (await getEntry(database.db, type, id))!;
  const saved = await saveDraft(database.db, {
    type,
    id,
    data: change(entry.published.data),
    baseVersion: entry.newestVersion,
    author: actor,
  });
  if (!saved.ok) throw new Error(`save refused: ${JSON.stringify(saved)}`);
  const published = await publish(database.db, { type, id, version: saved.version, actor });
  if (!published.ok) throw new Error(`publish refused: ${JSON.stringify(published)}`);
}

const publishTitle = (database: Database, title: string) =>
  publishChange(database, "pageMeta", PAGE, (data) => ({
    ...(data as Record<string, unknown>),
    title,
  }));

const title = async (server: RunningServer) =>
  /<title>([^<]*)<\/title>/.exec(await (await fetch(server.base + PAGE)).text())?.[1];

describe.skipIf(!hasBuild)("publishing to the running server", () => {
  const cleanup: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step().catch(() => undefined);
  });

  it("PostgreSQL: a publication is live within 5 s without a restart, and after one", async () => {
    const pg = await createPostgresDatabase();
    cleanup.push(() => pg.drop());
    const env = { DATABASE_URL: pg.url };
    let server = await startServer({ env });
    cleanup.push(() => server.stop());
    expect(await title(server)).toContain("Our story");
    const database = await openDatabase({ databaseUrl: pg.url, dataDir: os.tmpdir() });
    cleanup.push(() => database.close());

    const started = Date.now();
    await publishTitle(database, "Published while running");
    await waitFor(
      "the publication on the page",
      async () => ((await title(server))?.startsWith("Published while running") ? true : undefined),
      5000,
    );
    expect(Date.now() - started).toBeLessThan(5000);

    await server.stop();
    server = await startServer({ env });
    // Ready means rendered: the first answer is the publication, not the build's page.
    expect(await title(server)).toMatch(/^Published while running/);
  }, 240_000);

  it("PGlite: a server restarted on the same data dir serves the last publication", async () => {
    const dataDir = await seedDataDir();
    cleanup.push(() => rm(dataDir, { recursive: true, force: true }));
    const first = await startServer({ dataDir });
    expect(await title(first)).toContain("Our story");
    await first.stop();
    // The embedded database is free once the server has stopped: publish as the console would.
    const database = await openDatabase({ dataDir });
    await publishTitle(database, "Published before the restart");
    await database.close();
    const second = await startServer({ dataDir });
    cleanup.push(() => second.stop());
    expect(await title(second)).toMatch(/^Published before the restart/);
    const data = await (await fetch(second.base + PAGE + ".data")).text();
    expect(data).toContain("Published before the restart");
  }, 240_000);

  it("an article added and one removed: pages, 404, sitemap, feed and share cards follow", async () => {
    const dataDir = await seedDataDir();
    cleanup.push(() => rm(dataDir, { recursive: true, force: true }));
    const database = await openDatabase({ dataDir });
    let removed = "";
    await publishChange(database, "articles", "main", (data) => {
      const [first, second, ...rest] = data as { slug: string; title: string; body: string }[];
      removed = second!.slug;
      const added = {
        ...first!,
        slug: "cards-in-ghana",
        title: "Card payments in Ghana, published",
        body: "Cards are **everywhere**.\n\n[bad](javascript:alert(1))\n",
      };
      return [first, ...rest, added];
    });
    await database.close();
    const server = await startServer({ dataDir });
    cleanup.push(() => server.stop());
    const get = (p: string) => fetch(server.base + p);

    const added = await get("/articles/cards-in-ghana");
    expect(added.status).toBe(200);
    const page = await added.text();
    expect(page).toContain("<strong>everywhere</strong>");
    expect(page).not.toContain("javascript:");
    expect((await get("/articles/cards-in-ghana.data")).status).toBe(200);
    // The removed article's page, loader data and card: none is sent from the build's files.
    expect((await get(`/articles/${removed}`)).status).toBe(404);
    expect((await get(`/articles/${removed}.data`)).status).toBe(404);
    expect((await get(`/og/articles/${removed}.png`)).status).toBe(404);

    const sitemap = await (await get("/sitemap.xml")).text();
    const articles = [...sitemap.matchAll(/<loc>[^<]*(\/articles\/[^<]+)<\/loc>/g)].map(
      (m) => m[1],
    );
    expect(articles).toHaveLength(3);
    expect(articles).toContain("/articles/cards-in-ghana");
    expect(articles).not.toContain(`/articles/${removed}`);

    const feed = await get("/articles/feed.xml");
    expect(feed.headers.get("content-type")).toBe("application/atom+xml; charset=utf-8");
    expect(feed.headers.get("cache-control")).toBe("public, max-age=86400");
    expect(feed.headers.get("etag")).toMatch(/^"/);
    const xml = await feed.text();
    expect(xml).toContain("/articles/cards-in-ghana</id>");
    expect(xml).not.toContain(`/articles/${removed}</id>`);
    const again = await fetch(server.base + "/articles/feed.xml", {
      // fetch adds `Cache-Control: no-cache` to a conditional request unless one is given.
      headers: { "if-none-match": feed.headers.get("etag")!, "cache-control": "max-age=0" },
    });
    expect(again.status).toBe(304);

    const card = await get("/og/articles/cards-in-ghana.png");
    expect(card.status).toBe(200);
    expect(card.headers.get("content-type")).toBe("image/png");
    const png = Buffer.from(await card.arrayBuffer());
    expect(png.subarray(1, 4).toString()).toBe("PNG");
    expect(png.readUInt32BE(16)).toBe(1200);
  }, 240_000);

  it("an article whose slug changed: its old address redirects, on a load and a navigation", async () => {
    const dataDir = await seedDataDir();
    cleanup.push(() => rm(dataDir, { recursive: true, force: true }));
    const database = await openDatabase({ dataDir });
    let old = "";
    await publishChange(database, "articles", "main", (data) =>
      (data as { slug: string }[]).map((article, i) => {
        if (i > 0) return article;
        old = article.slug;
        return { ...article, slug: "renamed-article" };
      }),
    );
    await database.close();
    const server = await startServer({ dataDir });
    cleanup.push(() => server.stop());
    const get = (p: string, method = "GET") =>
      fetch(server.base + p, { method, redirect: "manual" });

    expect((await get("/articles/renamed-article")).status).toBe(200);
    for (const [from, to] of [
      [`/articles/${old}`, "/articles/renamed-article"],
      [`/articles/${old}/`, "/articles/renamed-article"],
      [`/articles/${old}?utm_source=newsletter`, "/articles/renamed-article?utm_source=newsletter"],
    ]) {
      const answer = await get(from!);
      expect(answer.status, from).toBe(301);
      expect(answer.headers.get("location"), from).toBe(to);
    }
    expect((await get(`/articles/${old}`, "HEAD")).status).toBe(301);
    // A client-side navigation from an old link: React Router's redirect, to the new page.
    const data = await get(`/articles/${old}.data`);
    expect(data.status).toBeLessThan(400);
    expect(await data.text()).toContain("/articles/renamed-article");
    expect((await get("/articles/never-was")).status).toBe(404);
  }, 240_000);
});
