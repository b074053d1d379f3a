import path from "node:path";
import { pathToFileURL } from "node:url";
import os from "node:os";
import { mkdtemp } from "node:fs/promises";
const mb = (n: number) => Math.round(n / 1048576);
function show(stage: string) {
  globalThis.gc?.();
  const m = process.memoryUsage();
  console.log(stage.padEnd(28), "rss", mb(m.rss), "heapUsed", mb(m.heapUsed), "heapTotal", mb(m.heapTotal), "external", mb(m.external), "arrayBuffers", mb(m.arrayBuffers));
}
show("start");
const build = await import(pathToFileURL(path.resolve("build/server/index.js")).href);
show("react-router build");
const { PGlite } = await import("@electric-sql/pglite");
const dir = await mkdtemp(path.join(os.tmpdir(), "memprobe-"));
const db = await PGlite.create(path.join(dir, "db"));
await db.query("select 1");
show("pglite open");
const { loadPrerenderedPages, servePrerendered } = await import("../server/static-pages.ts");
const pages = await loadPrerenderedPages(path.resolve("build/client"));
show("pages read");
servePrerendered(pages, "https://x.example");
show("pages prepared (nonce gzip)");
void build;
