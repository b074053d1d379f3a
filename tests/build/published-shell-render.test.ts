// @vitest-environment node
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { site } from "#app/config/site.ts";
import { resolveFacts, toPlaceholders } from "#app/content/facts.server.ts";
import { seedSnapshot } from "#app/content/page-content.server.ts";
import type { ContentSnapshot } from "#app/content/types.ts";
import type { SiteContext } from "#app/lib/load-context.ts";
import { buildContext } from "#server/build-context.ts";

// Issue 31: marketing publishes in the console and the pages change without a build. The
// production server build renders the home page from whatever snapshot the server hands
// it (SiteContext.content): the texts must come from there, not from the JavaScript.
const root = path.resolve(import.meta.dirname, "../..");
const serverEntry = path.join(root, "build/server/index.js");
const built = existsSync(serverEntry);

const newTitle = "Payments that arrive, every single time";

/** The seed as the store would publish it after an edit: a new name, a new hero title. */
function editedSnapshot(): ContentSnapshot {
  const seed = seedSnapshot();
  const facts = {
    ...site,
    name: "Adom Pay",
    legalName: "Adom Pay Limited",
    description: site.description.replace("Nkabom Pay", "Adom Pay"),
  };
  const published = Object.fromEntries(
    Object.entries(seed).map(([type, entries]) => [
      type,
      type === "siteFacts" ? { main: facts } : resolveFacts(toPlaceholders(entries), facts),
    ]),
  ) as unknown as ContentSnapshot;
  const home = published.home.main!;
  return {
    ...published,
    home: { main: { ...home, homeHero: { ...home.homeHero, title: newTitle } } },
  };
}

async function render(
  pathname: string,
  content?: ContentSnapshot,
): Promise<{ status: number; html: string }> {
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const context = new RouterContextProvider();
  context.set(buildContext<SiteContext>(build, "siteContext"), { content });
  const response = await createRequestHandler(build, "production")(
    new Request(new URL(pathname, site.url)),
    context,
  );
  // Without React's markers between text parts: the text as a reader sees it.
  return { status: response.status, html: (await response.text()).replaceAll("<!-- -->", "") };
}

async function renderHome(content?: ContentSnapshot): Promise<string> {
  const { status, html } = await render("/", content);
  expect(status).toBe(200);
  return html;
}

/** The main heading's text, as a reader sees it (its last words are in a span). */
const h1 = (html: string) =>
  /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]*>/g, "");

describe.skipIf(!built)("the built home page with published content", { timeout: 30_000 }, () => {
  it("renders the seed when nothing is published", async () => {
    const html = await renderHome();
    expect(h1(html)).toBe(site.tagline);
    expect(html).toContain('aria-label="Nkabom Pay home"');
  });

  it("renders an edited snapshot, the shell included, with no old text left", async () => {
    const html = await renderHome(editedSnapshot());
    expect(h1(html)).toBe(newTitle);
    // The header's and footer's logo, the footer's copyright, the company's JSON-LD.
    expect(html).toContain('aria-label="Adom Pay home"');
    expect(html).toContain("Adom Pay Limited. All rights reserved.");
    expect(html).toMatch(/"@type":"FinancialService","name":"Adom Pay"/);
    // The embedded loader data carries the same snapshot, so hydration renders it too.
    expect(html).toContain(newTitle);
    expect(html).not.toContain("Nkabom Pay");
  });
});

describe.skipIf(!built)("the built shell's error pages", { timeout: 30_000 }, () => {
  it("the not-found page says what was published", async () => {
    const seed = seedSnapshot();
    const notFound = { ...seed.notFound.main!, message: "This page has moved or never was" };
    const { status, html } = await render("/no-such-page", {
      ...seed,
      notFound: { main: notFound },
    });
    expect(status).toBe(404);
    expect(html).toMatch(/<h1[^>]*>This page has moved or never was<\/h1>/);
    expect(html).not.toContain(seed.notFound.main!.message);
    expect(html).toContain("<title>Page not found | Nkabom Pay</title>");
  });

  it("a page whose loader fails shows the error inside the shell", async () => {
    const { home: _home, ...withoutHome } = seedSnapshot();
    const { status, html } = await render("/", withoutHome as ContentSnapshot);
    expect(status).toBe(500);
    expect(html).toMatch(/<h1[^>]*>Something went wrong<\/h1>/);
    expect(html).toContain('aria-label="Nkabom Pay home"');
  });

  it("without the root loader's content it still says something went wrong", async () => {
    const { siteFacts: _facts, ...withoutFacts } = seedSnapshot();
    const { status, html } = await render("/", withoutFacts as ContentSnapshot);
    expect(status).toBe(500);
    expect(html).toMatch(/<h1[^>]*>Something went wrong<\/h1>/);
    expect(html).not.toContain('aria-label="Nkabom Pay home"');
  });
});
