import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { checkContentSeed } from "#app/content/seed.server.ts";
import { TEMPLATE_PATH, templateCsv } from "#app/lib/bulk-pay/payout-columns.ts";
import { loadConfig } from "#server/config.ts";
import { site } from "#app/config/site.ts";
import {
  ARTICLE_NOT_FOUND_FILE,
  NOT_FOUND_FILE,
  PAGE_MANIFEST_FILE,
  type PageManifest,
} from "#server/page-manifest.ts";
import { generatePublishing } from "./generate-publishing.ts";
import { writeNotFoundPage } from "./not-found-page.ts";
import { inlineScriptHashes } from "#server/content/script-hashes.ts";
import { inlineScriptHashes as jsdomScriptHashes } from "./page-hashes.ts";
import { CONTENT_DATABASE_VARIABLE, writePublishedPages } from "./published-pages.ts";
import { precompress } from "./precompress.ts";
import { netlifyRedirects, redirectRules } from "./static-redirects.ts";
import {
  caddyHeaders,
  caddyPageHeaders,
  caddySecurityHeaders,
  netlifyHeaders,
  staticHeaderRules,
} from "./static-headers.ts";

const buildDir = "build";
const clientDir = path.join(buildDir, "client");
// The same value vite.config.ts wrote into the pages.
const { siteUrl } = loadConfig({ SITE_URL: process.env.SITE_URL });

// Every entry of the content model against its schema (docs/decisions/025-content-model.md):
// an invalid text, link or picture fails the build with its type, entry and field.
await checkContentSeed();

// Build-time artwork (favicons, manifest, share image) goes into the client build.
await import("./generate-assets.ts");

// Beside the prerendered pages: the not-found pages (any address, and an unknown article),
// which React Router's prerenderer cannot write (status 404).
await writeNotFoundPage(buildDir, siteUrl);

const pageFiles = () =>
  readdirSync(clientDir, { recursive: true, encoding: "utf8" }).filter(
    (file) => path.basename(file) === "index.html",
  );
const routeOf = (file: string) => {
  const dir = path.dirname(file);
  return dir === "." ? "/" : "/" + dir.split(path.sep).join("/");
};

// A static host re-renders nothing: with CONTENT_DATABASE_URL the pages are written again
// from the content last published there (docs/deploying.md), before they are checked,
// hashed and compressed below like any prerendered page.
const contentDatabase = process.env[CONTENT_DATABASE_VARIABLE];
let published: Awaited<ReturnType<typeof writePublishedPages>> = null;
if (contentDatabase) {
  const routes = pageFiles().map((file) => ({ route: routeOf(file), file }));
  published = await writePublishedPages(buildDir, siteUrl, routes, contentDatabase);
  console.log(
    published === null
      ? `${CONTENT_DATABASE_VARIABLE}: nothing published yet; the pages show the seed content`
      : `${pageFiles().length} pages rendered from the publication ${published.stamp} of ${CONTENT_DATABASE_VARIABLE}`,
  );
}
// Listed after that step: a publication may add or remove articles.
const files = pageFiles();

// The document renderer defers every page's scripts (app/lib/defer-scripts.server.ts); a
// prerendered page that still lets the parser fetch JavaScript means that step was skipped.
// Each page's CSP lists the hashes of the inline scripts it runs (scripts/page-hashes.ts).
const manifest: PageManifest = { siteUrl, pages: {} };
const problems: string[] = [];
function checkedPage(file: string, canonical: boolean) {
  const html = readFileSync(path.join(clientDir, file), "utf8");
  if (/<link rel="modulepreload"|<script[^>]*type="module"/.test(html)) {
    problems.push(`${file} loads scripts before the first paint`);
  }
  if (/\snonce=/.test(html)) problems.push(`${file} carries a nonce, which no response can match`);
  if (canonical && !html.includes(`<link rel="canonical" href="${siteUrl}`)) {
    problems.push(`${file} was not built for SITE_URL ${siteUrl}`);
  }
  // The server hashes the pages it renders without a DOM (server/content/script-hashes.ts);
  // jsdom, running the page's boot script as a browser would, checks it reads them alike.
  const scriptHashes = inlineScriptHashes(html);
  const checked = jsdomScriptHashes(html);
  if ([...scriptHashes].sort().join() !== [...checked].sort().join()) {
    problems.push(`${file}: the run-time script hashes differ from jsdom's`);
  }
  return { file, scriptHashes };
}
for (const file of files.sort()) manifest.pages[routeOf(file)] = checkedPage(file, true);
// Served at every unknown address, so it names no canonical address of its own.
manifest.notFound = checkedPage(NOT_FOUND_FILE, false);
manifest.articleNotFound = checkedPage(ARTICLE_NOT_FOUND_FILE, false);
if (files.length === 0 || problems.length > 0) {
  throw new Error(`postbuild: ${files.length} prerendered pages; ${problems.join("; ")}`);
}
writeFileSync(path.join(buildDir, PAGE_MANIFEST_FILE), JSON.stringify(manifest, null, 2) + "\n");
console.log(
  `${files.length} prerendered pages for ${siteUrl}, each asking for its JavaScript after the first paint, with a hash-based CSP`,
);

// The feed, the articles' share images and security.txt carry absolute URLs: the build's
// SITE_URL, like the pages.
// From the publication the pages were rendered from, when there is one.
const articles = generatePublishing(clientDir, siteUrl, published?.content);
console.log(`Atom feed and share images of ${articles} articles, and security.txt, for ${siteUrl}`);

// The Bulk Pay template, from the same column list as the rules on /bulk-pay and the checker.
const templateFile = path.join(clientDir, TEMPLATE_PATH);
mkdirSync(path.dirname(templateFile), { recursive: true });
writeFileSync(templateFile, templateCsv());
console.log(`Bulk Pay payout file template: ${TEMPLATE_PATH}`);

const compressed = await precompress(clientDir);
console.log(`${compressed} static text files precompressed (.br at quality 11, .gz at level 9)`);

// What the server answers itself and a static host must be told: renamed articles' old
// addresses (from the publication's history), the API docs' old paths, an unknown article.
const facts = published?.content.siteFacts.main ?? site;
writeFileSync(
  path.join(clientDir, "_redirects"),
  netlifyRedirects(redirectRules(published?.redirects ?? new Map(), facts)),
);
console.log(
  `Redirects for static hosts: ${clientDir}/_redirects (${published?.redirects.size ?? 0} renamed articles)`,
);

// After precompression, so that the twins are left out of the rules.
const rules = staticHeaderRules(clientDir, manifest);
writeFileSync(path.join(clientDir, "_headers"), netlifyHeaders(rules));
writeFileSync(path.join(buildDir, "caddy-headers.caddy"), caddyHeaders(rules));
writeFileSync(path.join(buildDir, "caddy-security-headers.caddy"), caddySecurityHeaders());
writeFileSync(
  path.join(buildDir, "caddy-article-not-found-headers.caddy"),
  caddyPageHeaders(manifest.articleNotFound),
);
console.log(`Headers for static hosts: ${clientDir}/_headers, ${buildDir}/caddy-headers.caddy`);
