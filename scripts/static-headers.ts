import { readdirSync } from "node:fs";
import path from "node:path";
import {
  ASSET_CACHE_CONTROL,
  FILE_CACHE_CONTROL,
  PAGE_CACHE_CONTROL,
} from "../server/cache-policy.ts";
import type { PageManifest } from "../server/page-manifest.ts";
import { SECURITY_HEADERS, contentSecurityPolicy } from "../server/security.ts";

/**
 * The headers each file of build/client needs when a static host serves it, as the server
 * sends them: one rule per path (a trailing `*` matches the rest of the path). No header
 * name is set by two rules that can match the same path, because hosts combine the values
 * of overlapping rules (Cloudflare Pages joins them with commas).
 */
export interface HeaderRule {
  path: string;
  headers: Record<string, string>;
}

export function staticHeaderRules(clientDir: string, manifest: PageManifest): HeaderRule[] {
  const rules: HeaderRule[] = [
    { path: "/*", headers: { ...SECURITY_HEADERS } },
    { path: "/assets/*", headers: { "Cache-Control": ASSET_CACHE_CONTROL } },
  ];
  for (const [route, { scriptHashes }] of Object.entries(manifest.pages)) {
    const headers = {
      "Content-Security-Policy": contentSecurityPolicy(scriptHashes),
      "Cache-Control": PAGE_CACHE_CONTROL,
    };
    // Hosts answer a folder's page at both /about-us and /about-us/.
    for (const url of route === "/" ? ["/"] : [route, `${route}/`])
      rules.push({ path: url, headers });
  }
  // Other files: one rule per file, or per top folder when no page lives under it (hosts
  // cap the number of rules: Cloudflare Pages at 100).
  const routes = Object.keys(manifest.pages);
  const filePaths = readdirSync(clientDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(clientDir, path.join(entry.parentPath, entry.name)))
    .map((file) => "/" + file.split(path.sep).join("/"))
    .filter((url) => !/\/index\.html$|\.(br|gz)$|^\/assets\/|^\/_headers$/.test(url))
    .map((url) => {
      const folder = /^\/[^/]+\//.exec(url)?.[0];
      const pageInside = folder && routes.some((route) => `${route}/`.startsWith(folder));
      return folder && !pageInside ? `${folder}*` : url;
    });
  for (const url of [...new Set(filePaths)].sort()) {
    rules.push({ path: url, headers: { "Cache-Control": FILE_CACHE_CONTROL } });
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
