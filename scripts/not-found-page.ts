import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, type ServerBuild } from "react-router";
import { unmatchedPathOf } from "#server/content/route-not-found.server.ts";
import { ARTICLE_NOT_FOUND_FILE, NOT_FOUND_FILE } from "#server/page-manifest.ts";

/** An address that only the catch-all route matches. */
const UNMATCHED_PATH = "/__not-found__";

/** The article route's id: the one route of the public site with a parameter. */
export const ARTICLE_ROUTE = "routes/article";

async function render(build: ServerBuild, pathname: string, siteUrl: string): Promise<string> {
  const response = await createRequestHandler(
    build,
    "production",
  )(new Request(new URL(pathname, siteUrl)));
  const html = await response.text();
  if (response.status !== 404) {
    throw new Error(`not-found page: rendering ${pathname} gave ${response.status}`);
  }
  return html;
}

/**
 * Renders the not-found pages once, at build time, into build/client: 404.html for any
 * address, articles/404.html for an unknown article (hydrating as the article route's
 * 404, where the browser matches the address). React Router's prerenderer refuses any
 * status but 200, so the server build renders them here as it would per request, without
 * a nonce (their inline scripts are allowed by hash, like the other pages'). The server
 * answers every unknown address with the first instead of a render costing milliseconds
 * and memory per request (docs/operations.md#load-shedding); static hosts send both.
 */
export async function writeNotFoundPage(buildDir: string, siteUrl: string): Promise<void> {
  const entry = pathToFileURL(path.resolve(buildDir, "server", "index.js")).href;
  const build = (await import(entry)) as ServerBuild;
  const clientDir = path.join(buildDir, "client");
  await writeFile(
    path.join(clientDir, NOT_FOUND_FILE),
    await render(build, UNMATCHED_PATH, siteUrl),
  );
  const articleFile = path.join(clientDir, ARTICLE_NOT_FOUND_FILE);
  await mkdir(path.dirname(articleFile), { recursive: true });
  await writeFile(articleFile, await render(build, unmatchedPathOf(build, ARTICLE_ROUTE), siteUrl));
}
