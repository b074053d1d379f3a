import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { sql } from "drizzle-orm";
import express from "express";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedSnapshot } from "#app/content/page-content.server.ts";
import type { ContentSnapshot } from "#app/content/types.ts";
import { root } from "#scripts/built-server.ts";
import { storeSource, type PublishedStore } from "#server/content/content-source.server.ts";
import { buildVersion, LiveSite, serveLiveData } from "#server/content/live-site.ts";
import { renderPages } from "#server/content/page-renderer.server.ts";
import {
  publicationServed,
  startPublishing,
  type Publishing,
} from "#server/content/publication.server.ts";
import type { Db } from "#server/db/database.ts";
import { readPageManifest, type PageManifest } from "#server/page-manifest.ts";
import { servePrerendered } from "#server/static-pages.ts";
import { memoryLogger, useHarness, type StorageKind } from "./support/harness.ts";
import { waitFor } from "./support/processes.ts";

/**
 * A publication reaches the served pages by NOTIFY content_published, without a restart:
 * on the embedded database in the same process, on PostgreSQL on every instance (two here,
 * each with its own LISTEN connection). The store is stood in for by a table of titles; the
 * notification, rendering and serving are the server's own (needs `npm run build`).
 */
const PAGE = "/about-us";
const PATHS = [PAGE, "/"];
const TABLE = "publication_test_titles";

const testStore: PublishedStore = {
  async publishedStamp(db: Db) {
    const { rows } = (await db.execute(sql.raw(`select max(id) as id from ${TABLE}`))) as {
      rows: { id: number | null }[];
    };
    return rows[0]?.id ?? null;
  },
  async publishedSnapshot(db: Db): Promise<ContentSnapshot> {
    const { rows } = (await db.execute(
      sql.raw(`select title from ${TABLE} order by id desc limit 1`),
    )) as { rows: { title: string }[] };
    const seed = seedSnapshot();
    const title = rows[0]?.title ?? seed.pageMeta[PAGE]!.title;
    return { ...seed, pageMeta: { ...seed.pageMeta, [PAGE]: { ...seed.pageMeta[PAGE]!, title } } };
  },
};

async function publish(db: Db, title: string) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`insert into ${sql.raw(TABLE)} (title) values (${title})`);
    await tx.execute(sql`select pg_notify('content_published', '')`);
  });
}

async function instance(
  db: Parameters<typeof storeSource>[0],
  url: string | undefined,
  build: ServerBuild,
  manifest: PageManifest,
) {
  const { logger } = memoryLogger();
  const live = new LiveSite(await buildVersion(path.join(root, "build/client"), manifest));
  const publishing = await startPublishing({
    live,
    source: storeSource(db, url, testStore, logger),
    render: (content, previous) =>
      renderPages({ build, paths: PATHS, siteUrl: manifest.siteUrl, content, previous }),
    logger,
  });
  const app = express().use(
    servePrerendered(() => live.current.pages),
    serveLiveData(live),
  );
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { live, publishing, server, base };
}

async function shows(base: string, title: string) {
  const [page, data] = await Promise.all([
    fetch(base + PAGE).then((r) => r.text()),
    fetch(base + PAGE + ".data").then((r) => r.text()),
  ]);
  return page.includes(`<title>${title} | Nkabom Pay</title>`) && data.includes(title);
}

for (const kind of ["pglite", "postgres"] as StorageKind[]) {
  describe(`publication to live (${kind})`, () => {
    const harness = useHarness(kind);
    const running: { publishing: Publishing; server: Server }[] = [];
    let bases: string[] = [];

    beforeAll(async () => {
      const build = (await import(
        pathToFileURL(path.join(root, "build/server/index.js")).href
      )) as ServerBuild;
      const manifest = await readPageManifest(path.join(root, "build"));
      await harness.db.execute(
        sql.raw(`create table ${TABLE} (id serial primary key, title text not null)`),
      );
      // PostgreSQL: two instances on one database. PGlite: one process holds it.
      const count = kind === "postgres" ? 2 : 1;
      for (let i = 0; i < count; i++) {
        running.push(
          await instance(harness.backend.database, harness.config.databaseUrl, build, manifest),
        );
      }
      bases = (running as Awaited<ReturnType<typeof instance>>[]).map((r) => r.base);
    });
    afterAll(async () => {
      for (const { publishing, server } of running) {
        await publishing.stop();
        await new Promise((resolve) => server.close(resolve));
      }
    });

    it("serves a publication on every instance within 5 s, page and .data alike", async () => {
      expect(await shows(bases[0]!, "First publication")).toBe(false);
      const started = Date.now();
      await publish(harness.db, "First publication");
      for (const base of bases) {
        await waitFor(
          "the publication",
          async () => (await shows(base, "First publication")) || undefined,
          5000,
        );
      }
      expect(Date.now() - started).toBeLessThan(5000);
    });

    it("ends with the newest of two publications in quick succession", async () => {
      await publish(harness.db, "Second publication");
      await publish(harness.db, "Third publication");
      for (const base of bases) {
        await waitFor(
          "the newest publication",
          async () => (await shows(base, "Third publication")) || undefined,
          5000,
        );
      }
      // Nothing older comes back once the renders settle.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      for (const base of bases) expect(await shows(base, "Third publication")).toBe(true);
    });

    it("serves the publication on the publisher's instance when their wait ends", async () => {
      // What the console's publish action awaits before it says "the site shows this
      // version now": one load right after it, no polling.
      await publish(harness.db, "Fourth publication");
      await publicationServed(running[0]!.publishing);
      expect(await shows(bases[0]!, "Fourth publication")).toBe(true);
    });
  });
}

describe("waiting for a publication to be served", () => {
  it("gives up when the render does not end, so a publisher's request is not held", async () => {
    const stuck: Publishing = {
      refresh: () => new Promise(() => {}),
      failed: false,
      stop: async () => {},
    };
    await expect(publicationServed(stuck, 20)).resolves.toBe(true);
  });
});
