import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import type { ContentSnapshot } from "#app/content/types.ts";
import { articleRedirects } from "#server/content/article-redirects.server.ts";
import {
  contentHandler,
  dataPathOf,
  fetchText,
  renderPages,
} from "#server/content/page-renderer.server.ts";
import { unmatchedPathOf } from "#server/content/route-not-found.server.ts";
import { contentStore, stampKey } from "#server/content/content-source.server.ts";
import { openDatabase } from "#server/db/database.ts";
import { ARTICLE_NOT_FOUND_FILE, NOT_FOUND_FILE } from "#server/page-manifest.ts";
import type { PrerenderedPage } from "#server/static-pages.ts";
import { ARTICLE_ROUTE } from "./not-found-page.ts";

/** The variable that points `npm run build` at a database's published content. */
export const CONTENT_DATABASE_VARIABLE = "CONTENT_DATABASE_URL";

const identity = (page: { representations: PrerenderedPage["representations"] }) =>
  page.representations.find(({ encoding }) => encoding === undefined)!.body;

/**
 * For a static host, which runs no server to re-render: the pages the prerenderer wrote
 * from the seed are written again from the content last published in the database at
 * CONTENT_DATABASE_URL (PostgreSQL), by the same renderer the server uses
 * (server/content/page-renderer.server.ts), the `.data` files and the not-found pages too.
 * The publication's articles replace the seed's: an added one gets its page, a removed one's
 * files are deleted. Postbuild then hashes, compresses and lists them as it does any
 * prerendered page. Returns the publication's stamp and content, and the old addresses of
 * renamed articles (for `_redirects`), or null when nothing was published (the seed's pages
 * stay).
 */
export async function writePublishedPages(
  buildDir: string,
  siteUrl: string,
  routes: { route: string; file: string }[],
  databaseUrl: string,
): Promise<{
  stamp: string;
  content: ContentSnapshot;
  redirects: ReadonlyMap<string, string>;
} | null> {
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
    const dataFile = (route: string) => path.join(clientDir, ...dataPathOf(route).split("/"));
    for (const { route, file } of routes) {
      if (rendered.pages.has(route)) continue;
      // Only an article's page can be missing from a publication: its folder holds its page.
      await rm(path.dirname(path.join(clientDir, file)), { recursive: true, force: true });
      await rm(dataFile(route), { force: true });
    }
    for (const [route, page] of rendered.pages) {
      const file = path.join(clientDir, ...route.split("/"), "index.html");
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, identity(page));
      await writeFile(dataFile(route), identity(rendered.data.get(dataPathOf(route))!));
    }
    await writeFile(path.join(clientDir, NOT_FOUND_FILE), identity(rendered.notFound));
    const unknownArticle = new URL(unmatchedPathOf(build, ARTICLE_ROUTE), siteUrl);
    await writeFile(
      path.join(clientDir, ARTICLE_NOT_FOUND_FILE),
      await fetchText(contentHandler(build, content), unknownArticle, 404),
    );
    return { stamp, content, redirects: await articleRedirects(database.db) };
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
