import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { renderPages, dataPathOf } from "#server/content/page-renderer.server.ts";
import { contentStore, stampKey } from "#server/content/content-source.server.ts";
import { openDatabase } from "#server/db/database.ts";
import { NOT_FOUND_FILE } from "#server/page-manifest.ts";
import type { PrerenderedPage } from "#server/static-pages.ts";

/** The variable that points `npm run build` at a database's published content. */
export const CONTENT_DATABASE_VARIABLE = "CONTENT_DATABASE_URL";

const identity = (page: { representations: PrerenderedPage["representations"] }) =>
  page.representations.find(({ encoding }) => encoding === undefined)!.body;

/**
 * For a static host, which runs no server to re-render: the pages the prerenderer wrote
 * from the seed are written again from the content last published in the database at
 * CONTENT_DATABASE_URL (PostgreSQL), by the same renderer the server uses
 * (server/content/page-renderer.server.ts), the `.data` files and the not-found page too.
 * Postbuild then hashes, compresses and lists them as it does any prerendered page.
 * Returns the publication's stamp, or null when nothing was published (the seed's pages stay).
 */
export async function writePublishedPages(
  buildDir: string,
  siteUrl: string,
  routes: { route: string; file: string }[],
  databaseUrl: string,
): Promise<string | null> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "nkabom-build-content-"));
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    const stamp = stampKey(await contentStore.publishedStamp(database.db));
    if (stamp === null) return null;
    const content = await contentStore.publishedSnapshot(database.db);
    const entry = pathToFileURL(path.resolve(buildDir, "server", "index.js")).href;
    const build = (await import(entry)) as ServerBuild;
    const rendered = await renderPages({
      build,
      paths: routes.map(({ route }) => route),
      siteUrl,
      content,
    });
    const clientDir = path.join(buildDir, "client");
    for (const { route, file } of routes) {
      await writeFile(path.join(clientDir, file), identity(rendered.pages.get(route)!));
      const data = rendered.data.get(dataPathOf(route))!;
      await writeFile(path.join(clientDir, ...dataPathOf(route).split("/")), identity(data));
    }
    await writeFile(path.join(clientDir, NOT_FOUND_FILE), identity(rendered.notFound));
    return stamp;
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
