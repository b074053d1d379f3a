import { writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, type ServerBuild } from "react-router";
import { NOT_FOUND_FILE } from "#server/page-manifest.ts";

/** An address that only the catch-all route matches. */
const UNMATCHED_PATH = "/__not-found__";

/**
 * Renders the not-found page once, at build time, into build/client/404.html. React
 * Router's prerenderer refuses any status but 200, so the server build renders it here as
 * it would per request, without a nonce (its inline scripts are allowed by hash, like the
 * other pages'). The server then answers every unknown address with these bytes instead
 * of a render costing milliseconds and memory per request (docs/operations.md#load-shedding).
 */
export async function writeNotFoundPage(buildDir: string, siteUrl: string): Promise<void> {
  const entry = pathToFileURL(path.resolve(buildDir, "server", "index.js")).href;
  const build = (await import(entry)) as ServerBuild;
  const response = await createRequestHandler(
    build,
    "production",
  )(new Request(new URL(UNMATCHED_PATH, siteUrl)));
  const html = await response.text();
  if (response.status !== 404) {
    throw new Error(`not-found page: rendering ${UNMATCHED_PATH} gave ${response.status}`);
  }
  await writeFile(path.join(buildDir, "client", NOT_FOUND_FILE), html);
}
