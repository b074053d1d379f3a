import { readdirSync } from "node:fs";
import path from "node:path";
import {
  ASSET_CACHE_CONTROL,
  FILE_CACHE_CONTROL,
  PAGE_CACHE_CONTROL,
} from "#server/cache-policy.ts";
import type { PageFile, PageManifest } from "#server/page-manifest.ts";
import { SECURITY_HEADERS, contentSecurityPolicy } from "#server/security.ts";

/**
 * The headers each file of build/client needs when a static host serves it, as the server
 * sends them. Cloudflare Pages reads at most 100 rules of at most 2,000 characters a line,
 * so pages are not given a rule each (two, with the trailing-slash twin): paths are grouped
 * under shared prefixes (`/articles/m*`), a group's policy allowing the inline scripts of
 * every page in it, split by the next character of the path while a group mixes caching
 * kinds or its policy line grows too long. No header name is set by two rules that can
 * match the same path, because hosts combine the values of overlapping rules (Cloudflare
 * Pages joins them with commas).
 */
export interface HeaderRule {
  path: string;
  headers: Record<string, string>;
}

/** Cloudflare Pages' limits on `_headers`; the build fails rather than write past them. */
export const MAX_RULES = 100;
export const MAX_LINE = 2000;

interface Served {
  url: string;
  cacheControl: string;
  /** A page's CSP script hashes; undefined for a file. */
  scriptHashes?: string[];
}

function servedPaths(clientDir: string, manifest: PageManifest): Served[] {
  const served: Served[] = [];
  for (const [route, { scriptHashes }] of Object.entries(manifest.pages)) {
    // Hosts answer a folder's page at both /about-us and /about-us/.
    for (const url of route === "/" ? ["/"] : [route, `${route}/`])
      served.push({ url, cacheControl: PAGE_CACHE_CONTROL, scriptHashes });
  }
  const files = readdirSync(clientDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(clientDir, path.join(entry.parentPath, entry.name)))
    .map((file) => "/" + file.split(path.sep).join("/"))
    .filter((url) => !/\/index\.html$|\.(br|gz)$|^\/assets\/|^\/_(headers|redirects)$/.test(url));
  for (const url of files) {
    // A page's .data file (React Router's client navigation) changes with the page.
    const cacheControl = url.endsWith(".data") ? PAGE_CACHE_CONTROL : FILE_CACHE_CONTROL;
    served.push({ url, cacheControl });
  }
  return served;
}

/** The not-found pages' script hashes: the catch-all's and the article route's. */
interface NotFoundHashes {
  any: string[];
  article: string[];
}

const ARTICLES = "/articles/";

/**
 * A host sends a not-found page at an unknown address with the headers of the rules that
 * match that address, so a splat rule's policy must allow the scripts of the not-found page
 * sent at the addresses it matches: under /articles/ the article route's (`_redirects`, or
 * the nearest 404.html), elsewhere the catch-all's.
 */
function notFoundHashesUnder(prefix: string, notFound: NotFoundHashes): string[] {
  if (prefix.startsWith(ARTICLES)) return notFound.article;
  if (ARTICLES.startsWith(prefix)) return [...notFound.any, ...notFound.article];
  return notFound.any;
}

function groupHeaders(
  group: Served[],
  extraHashes: string[] = [],
): Record<string, string> | undefined {
  const cacheControl = group[0]!.cacheControl;
  if (group.some((s) => s.cacheControl !== cacheControl)) return undefined;
  const pages = group.filter((s) => s.scriptHashes);
  if (!pages.length) return { "Cache-Control": cacheControl };
  const hashes = [...new Set([...pages.flatMap((s) => s.scriptHashes!), ...extraHashes])].sort();
  const csp = contentSecurityPolicy(hashes);
  if (`  Content-Security-Policy: ${csp}`.length > MAX_LINE) return undefined;
  return { "Content-Security-Policy": csp, "Cache-Control": cacheControl };
}

/** Rules for every served path starting with `prefix`: one splat rule, or split further. */
function groupRules(prefix: string, served: Served[], notFound: NotFoundHashes): HeaderRule[] {
  const headers =
    prefix === "/" ? undefined : groupHeaders(served, notFoundHashesUnder(prefix, notFound));
  if (headers) return [{ path: `${prefix}*`, headers }];
  const rules: HeaderRule[] = [];
  const exact = served.filter((s) => s.url === prefix);
  if (exact.length) {
    const own = groupHeaders(exact);
    if (!own) throw new Error(`static-headers: ${prefix} is served with two policies`);
    rules.push({ path: prefix, headers: own });
  }
  const byNext = Map.groupBy(
    served.filter((s) => s.url !== prefix),
    (s) => s.url[prefix.length]!,
  );
  for (const [next, group] of [...byNext].sort(([a], [b]) => (a < b ? -1 : 1))) {
    // `*` is the splat: a path with one in it cannot be a prefix.
    if (next === "*") throw new Error(`static-headers: cannot write a rule for ${group[0]!.url}`);
    rules.push(...groupRules(prefix + next, group, notFound));
  }
  return rules;
}

export function staticHeaderRules(clientDir: string, manifest: PageManifest): HeaderRule[] {
  const rules: HeaderRule[] = [
    { path: "/*", headers: { ...SECURITY_HEADERS } },
    { path: "/assets/*", headers: { "Cache-Control": ASSET_CACHE_CONTROL } },
    ...groupRules("/", servedPaths(clientDir, manifest), {
      any: manifest.notFound?.scriptHashes ?? [],
      article: manifest.articleNotFound?.scriptHashes ?? [],
    }),
  ];
  if (rules.length > MAX_RULES) {
    throw new Error(
      `static-headers: ${rules.length} rules, more than the ${MAX_RULES} Cloudflare Pages reads`,
    );
  }
  return rules;
}

/** Netlify and Cloudflare Pages `_headers`: a path, then its headers indented below it. */
export function netlifyHeaders(rules: HeaderRule[]): string {
  return rules
    .map(({ path: url, headers }) =>
      [url, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n"),
    )
    .join("\n")
    .concat("\n");
}

/**
 * The same rules for Caddy (deploy/Caddyfile imports it where it serves build/client): one
 * named path matcher and `header` block per rule. Caddy applies `header` before it rewrites
 * a page's path to its index.html, so the rules match the path the visitor asked for.
 */
export function caddyHeaders(rules: HeaderRule[]): string {
  return rules
    .map(({ path: url, headers }, i) => {
      const lines = Object.entries(headers).map(([name, value]) => `\t${name} \`${value}\``);
      const matcher = url === "/*" ? "" : ` @headers${i}`;
      const define = matcher ? `@headers${i} path ${url}\n` : "";
      return `${define}header${matcher} {\n${lines.join("\n")}\n}`;
    })
    .join("\n")
    .concat("\n");
}

/**
 * The headers of a page Caddy sends by itself where the app would (the article route's
 * not-found page while every instance is down: deploy/Caddyfile), as the app sends it: its
 * own hash-based policy and a page's caching.
 */
export function caddyPageHeaders(page: PageFile): string {
  const csp = contentSecurityPolicy(page.scriptHashes);
  return `header {\n\tContent-Security-Policy \`${csp}\`\n\tCache-Control \`${PAGE_CACHE_CONTROL}\`\n}\n`;
}

/**
 * The security headers for the answers Caddy writes itself (redirects, its 404s, 400s and
 * 502s; deploy/Caddyfile imports this at the site and for errors): the app's set and a CSP
 * that allows no inline script. `?` sets a header only where the answer has none, so the
 * app's answers and the static files keep their own (files that have no CSP get this one).
 */
export function caddySecurityHeaders(): string {
  const headers = {
    ...SECURITY_HEADERS,
    "Content-Security-Policy": contentSecurityPolicy([]),
  };
  // One directive per header: in one block Caddy would set them only if all were missing.
  return Object.entries(headers)
    .map(([name, value]) => `header ?${name} \`${value}\`\n`)
    .join("");
}
