/**
 * A plain static file server for build/client that applies the build's `_headers` file the
 * way Netlify and Cloudflare Pages do: every rule whose path matches adds its headers (a
 * trailing `*` matches the rest of the path; a header set by two matching rules gets both
 * values joined, as Cloudflare does, so an overlap shows). A folder's index.html answers
 * for the folder. Where no file is, the build's `_redirects` as Netlify reads it (the first
 * rule that matches: a 301 redirects, a 404 sends the file it names), else 404.html with
 * status 404, as both hosts do. Nothing else: no compression, no Node app behind it. The static-host
 * end-to-end tests run the pages against it (playwright.static.config.ts); it is also a
 * quick way to preview what a CDN would publish: `PORT=8080 npx node scripts/static-host.ts`.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { FEED_CONTENT_TYPE, FEED_PATH } from "#app/content/feed.ts";

const root = path.resolve(process.env.STATIC_ROOT ?? "build/client");
const port = Number(process.env.PORT ?? 8080);

interface Rule {
  path: string;
  headers: [string, string][];
}

export function parseHeadersFile(text: string): Rule[] {
  const rules: Rule[] = [];
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) rules.push({ path: line.trim(), headers: [] });
    else {
      const colon = line.indexOf(":");
      rules.at(-1)!.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
    }
  }
  return rules;
}

interface Redirect {
  from: string;
  to: string;
  status: number;
}

/** `_redirects`: `from to [status]` a line (status 301 unless given). */
export function parseRedirectsFile(text: string): Redirect[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => {
      const [from = "", to = "", status = "301"] = line.split(/\s+/);
      return { from, to, status: Number(status) };
    });
}

function matches(rulePath: string, urlPath: string): boolean {
  return rulePath.endsWith("*") ? urlPath.startsWith(rulePath.slice(0, -1)) : rulePath === urlPath;
}

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".webmanifest": "application/manifest+json",
  ".json": "application/json",
  ".pdf": "application/pdf",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml",
};

function fileFor(urlPath: string): string | undefined {
  const full = path.join(root, urlPath);
  if (full !== root && !full.startsWith(root + path.sep)) return undefined;
  for (const candidate of [full, path.join(full, "index.html")]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not there
    }
  }
  return undefined;
}

const rules = parseHeadersFile(readFileSync(path.join(root, "_headers"), "utf8"));
const redirectsFile = path.join(root, "_redirects");
const redirects = existsSync(redirectsFile)
  ? parseRedirectsFile(readFileSync(redirectsFile, "utf8"))
  : [];
const HOST_FILES = new Set(["/_headers", "/_redirects"]);

const server = http.createServer((req, res) => {
  let urlPath: string;
  try {
    urlPath = decodeURIComponent(new URL(req.url ?? "/", "http://host").pathname);
  } catch {
    res.writeHead(400).end("Bad request.");
    return;
  }
  if (req.method !== "GET" && req.method !== "HEAD") {
    res.writeHead(405, { Allow: "GET, HEAD" }).end();
    return;
  }
  let file = HOST_FILES.has(urlPath) ? undefined : fileFor(urlPath);
  let status = 200;
  if (!file) {
    const rule = redirects.find((r) => matches(r.from, urlPath));
    if (rule && rule.status >= 300 && rule.status < 400) {
      res.writeHead(rule.status, { Location: rule.to }).end();
      return;
    }
    file = (rule && fileFor(rule.to)) ?? fileFor("/404.html");
    status = 404;
  }
  if (!file) {
    res.writeHead(404, { "Content-Type": "text/plain" }).end("Not found.");
    return;
  }
  const headers = new Map<string, string>();
  for (const rule of rules.filter((r) => matches(r.path, urlPath))) {
    for (const [name, value] of rule.headers) {
      const before = headers.get(name);
      headers.set(name, before === undefined ? value : `${before}, ${value}`);
    }
  }
  const body = readFileSync(file);
  res.writeHead(status, {
    ...Object.fromEntries(headers),
    "Content-Type":
      urlPath === FEED_PATH
        ? FEED_CONTENT_TYPE
        : (TYPES[path.extname(file)] ?? "application/octet-stream"),
    "Content-Length": body.length,
  });
  res.end(req.method === "HEAD" ? undefined : body);
});

server.listen(port, "127.0.0.1", () => console.log(`static host on http://127.0.0.1:${port}`));
for (const signal of ["SIGTERM", "SIGINT"])
  process.on(signal, () => server.close(() => process.exit(0)));
