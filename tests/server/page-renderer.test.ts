import { readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { ServerBuild } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { seedSnapshot } from "#app/content/page-content.server.ts";
import type { ContentSnapshot } from "#app/content/types.ts";
import { inlineScriptHashes as jsdomHashes } from "#scripts/page-hashes.ts";
import { root } from "#scripts/built-server.ts";
import { inlineScriptHashes } from "#server/content/script-hashes.ts";
import { dataPathOf, pagePathsOf, renderPages } from "#server/content/page-renderer.server.ts";
import type { PageManifest } from "#server/page-manifest.ts";

/**
 * The publication renderer against the production build (`npm run build`): the same
 * requests as the prerenderer, so unchanged content gives the build's bytes, and changed
 * content changes the page, its loader data, its ETag, never its CSP's agreement.
 */
const buildDir = path.join(root, "build");
const clientDir = path.join(buildDir, "client");
const manifest = JSON.parse(
  readFileSync(path.join(buildDir, "page-manifest.json"), "utf8"),
) as PageManifest;
const PAGE = "/about-us";

function withTitle(title: string, seed = seedSnapshot()): ContentSnapshot {
  return {
    ...seed,
    pageMeta: { ...seed.pageMeta, [PAGE]: { ...seed.pageMeta[PAGE]!, title } },
  };
}

const html = (page: { representations: { encoding?: string; body: Buffer }[] }) =>
  page.representations.find((r) => r.encoding === undefined)!.body;

describe("page renderer", () => {
  let build: ServerBuild;
  const render = (content: ContentSnapshot | undefined, paths = [PAGE, "/"]) =>
    renderPages({ build, paths, siteUrl: manifest.siteUrl, content });

  beforeAll(async () => {
    const entry = pathToFileURL(path.join(buildDir, "server", "index.js")).href;
    build = (await import(entry)) as ServerBuild;
  });

  it("renders the build's own bytes from the seed: page, .data and not-found page", async () => {
    const site = await render(undefined);
    for (const route of [PAGE, "/"]) {
      const built = readFileSync(path.join(clientDir, manifest.pages[route]!.file));
      expect(html(site.pages.get(route)!).toString()).toBe(built.toString());
      const data = readFileSync(path.join(clientDir, dataPathOf(route)));
      expect(html(site.data.get(dataPathOf(route))!).toString()).toBe(data.toString());
    }
    expect(html(site.notFound).toString()).toBe(
      readFileSync(path.join(clientDir, "404.html"), "utf8"),
    );
    expect(site.data.get("/about-us/_.data")).toBe(site.data.get("/about-us.data"));
  });

  it("a changed publication changes the page, its .data and ETags; CSP and twins still match", async () => {
    const title = "About Nkabom Pay – published from the console";
    // The seed as this process reads it (its keys in source order: the build's bundle lists
    // a module's exports alphabetically, so the bytes differ from the build's files).
    const [before, after] = [await render(seedSnapshot()), await render(withTitle(title))];
    const page = after.pages.get(PAGE)!;
    const text = html(page).toString();
    expect(text).toContain(`<title>${title} | Nkabom Pay</title>`);
    expect(text).not.toContain("Our story, leadership and team | Nkabom Pay</title>");
    const data = html(after.data.get("/about-us.data")!).toString();
    expect(data).toContain(title);
    expect(html(before.data.get("/about-us.data")!).toString()).not.toContain(title);
    // Every representation's ETag moved; the home page, which does not show it, kept its own.
    const etags = (p: typeof page) => p.representations.map((r) => r.etag);
    for (const etag of etags(page)) expect(etags(before.pages.get(PAGE)!)).not.toContain(etag);
    expect(etags(after.pages.get("/")!)).toEqual(etags(before.pages.get("/")!));
    // The CSP lists exactly the inline scripts a browser (jsdom) runs on the new page.
    for (const hash of jsdomHashes(text)) expect(page.csp).toContain(hash);
    const [br, gz] = page.representations;
    expect(br!.encoding).toBe("br");
    expect(brotliDecompressSync(br!.body).toString()).toBe(text);
    expect(gz!.encoding).toBe("gzip");
    expect(gunzipSync(gz!.body).toString()).toBe(text);
  });

  it("renders the articles the publication has: an added one gets its page, a removed one none", async () => {
    const seed = seedSnapshot();
    const [kept, removed, ...rest] = seed.articles.main!;
    const added = {
      ...kept!,
      slug: "cards-in-ghana",
      title: "Card payments in Ghana, from the console",
      date: "2099-01-01",
      body: "Cards are **everywhere** now.\n\n## Why\n\n[bad](javascript:alert(1))\n",
    };
    const content = { ...seed, articles: { main: [kept!, ...rest, added] } };
    const built = Object.keys(manifest.pages);
    const paths = pagePathsOf(built, content);
    expect(paths).toContain("/articles/cards-in-ghana");
    expect(paths).not.toContain(`/articles/${removed!.slug}`);
    expect(paths.filter((p) => !p.startsWith("/articles/"))).toEqual(
      built.filter((p) => !p.startsWith("/articles/")),
    );
    // Asked for the build's article pages (the seed's), it renders the publication's.
    const site = await render(
      content,
      built.filter((p) => p.startsWith("/articles")),
    );
    expect([...site.pages.keys()].sort()).toEqual(
      paths.filter((p) => p.startsWith("/articles")).sort(),
    );
    const page = html(site.pages.get("/articles/cards-in-ghana")!).toString();
    expect(page).toContain("Card payments in Ghana, from the console</h1>");
    expect(page).toContain("<strong>everywhere</strong>");
    expect(page).not.toContain("javascript:");
    expect(site.data.get("/articles/cards-in-ghana.data")).toBeDefined();
    expect(site.pages.has(`/articles/${removed!.slug}`)).toBe(false);
    expect(site.data.has(`/articles/${removed!.slug}.data`)).toBe(false);
    // The newest article opens /articles.
    expect(html(site.pages.get("/articles")!).toString()).toContain("<strong>everywhere</strong>");
  });

  it("hashes every built page's scripts as jsdom reads them", () => {
    const files = [...Object.values(manifest.pages), manifest.notFound!];
    for (const { file } of files) {
      const page = readFileSync(path.join(clientDir, file), "utf8");
      expect(inlineScriptHashes(page).sort(), file).toEqual(jsdomHashes(page).sort());
    }
  });

  it("renders the whole site within the publication budget, and one changed page alone", async () => {
    const paths = Object.keys(manifest.pages);
    const seed = seedSnapshot();
    const timed = async (
      content: ContentSnapshot,
      previous?: Awaited<ReturnType<typeof render>>,
    ) => {
      const started = performance.now();
      const site = await renderPages({
        build,
        paths,
        siteUrl: manifest.siteUrl,
        content,
        previous,
      });
      return { site, ms: Math.round(performance.now() - started) };
    };
    // The company's name is on every page: everything is rendered again.
    const renamed = { ...seed, siteFacts: { main: { ...seed.siteFacts.main!, name: "Nkabom" } } };
    const full = await timed(renamed);
    const one = await timed(withTitle("Timing", renamed), full.site);
    console.log(`publication render: every page ${full.ms} ms, one page changed ${one.ms} ms`);
    expect(full.site.pages.size).toBe(paths.length);
    // The pages the title does not show are the previous render's, the same objects.
    expect(one.site.pages.get("/")).toBe(full.site.pages.get("/"));
    expect(one.site.pages.get(PAGE)).not.toBe(full.site.pages.get(PAGE));
    expect(one.ms).toBeLessThan(5000);
  });
});
