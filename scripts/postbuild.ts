import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { site } from "../app/config/site.ts";
import { generatePublishing } from "./generate-publishing.ts";
import { precompress } from "./precompress.ts";

const clientDir = "build/client";

// Build-time artwork (favicons, manifest, share image) goes into the client build.
await import("./generate-assets.ts");

// The document renderer defers every page's scripts (app/lib/defer-scripts.server.ts); a
// prerendered page that still lets the parser fetch JavaScript means that step was skipped.
const pages = readdirSync(clientDir, { recursive: true, encoding: "utf8" }).filter(
  (file) => path.basename(file) === "index.html",
);
const eager = pages.filter((file) =>
  /<link rel="modulepreload"|<script[^>]*type="module"/.test(
    readFileSync(path.join(clientDir, file), "utf8"),
  ),
);
if (pages.length === 0 || eager.length > 0) {
  throw new Error(
    `postbuild: ${pages.length} prerendered pages, of which these load scripts before the first paint: ${eager.join(", ") || "(none)"}`,
  );
}
console.log(
  `${pages.length} prerendered pages, each asking for its JavaScript after the first paint`,
);

// The feed, the articles' share images and security.txt carry absolute URLs: the build's
// SITE_URL (the server's default when unset).
const origin = (process.env.SITE_URL ?? site.url).replace(/\/+$/, "");
const articles = await generatePublishing(clientDir, origin);
console.log(`Atom feed and share images of ${articles} articles, and security.txt, for ${origin}`);

const files = await precompress(clientDir);
console.log(`${files} static text files precompressed (.br at quality 11, .gz at level 9)`);
