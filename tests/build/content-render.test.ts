// @vitest-environment node
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { seedSnapshot } from "#app/content/page-content.server.ts";
import type { ContentSnapshot } from "#app/content/types.ts";
import type { SiteContext } from "#app/lib/load-context.ts";
import { buildContext } from "#server/build-context.ts";

// Published content is text an editor typed: the server renders it into the page, its
// structured data and the page's embedded loader data. A text that closes the script
// element must stay text everywhere (issue 31), rendered as the server renders a page
// after a publication: the production build, with the snapshot in SiteContext.content.
const root = path.resolve(import.meta.dirname, "../..");
const entry = path.join(root, "build/server/index.js");
const built = existsSync(entry);

const HOSTILE = "</script><script>alert(1)</script>";
const ANSWER = `Before ${HOSTILE} after.`;

let build: ServerBuild;
beforeAll(async () => {
  if (built) build = (await import(pathToFileURL(entry).href)) as ServerBuild;
});

async function render(pathname: string, content: ContentSnapshot): Promise<Response> {
  const context = new RouterContextProvider();
  context.set(buildContext<SiteContext>(build, "siteContext"), { content });
  return createRequestHandler(build, "production")(
    new Request(new URL(pathname, "https://www.nkabompay.com.gh")),
    context,
  );
}

/** The seed with the first FAQ answer replaced, as a publication would change it. */
function withHostileAnswer(): ContentSnapshot {
  const seed = seedSnapshot();
  const [first, ...rest] = seed.faq.main!;
  return { ...seed, faq: { main: [{ ...first!, answer: [ANSWER] }, ...rest] } };
}

function jsonLdBlocks(html: string): string[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => m[1]!,
  );
}

describe.skipIf(!built)("published text in the rendered page", () => {
  it("shows an FAQ answer holding </script> as text, in the page and its FAQPage data", async () => {
    const response = await render("/help-center", withHostileAnswer());
    expect(response.status).toBe(200);
    const html = await response.text();

    // No element was opened by the answer: not in the page, the JSON-LD or the loader data.
    expect(html).not.toContain("<script>alert(1)");
    expect(html).not.toContain("alert(1)</script>");

    // The visitor reads the answer as written, in the FAQ panel.
    expect(html).toContain(
      "<p>Before &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; after.</p>",
    );

    // Search engines read the same text in the FAQPage block, escaped inside the script.
    const faqPage = jsonLdBlocks(html)
      .map((json) => JSON.parse(json) as { "@type"?: string; mainEntity?: unknown[] })
      .find((data) => data["@type"] === "FAQPage");
    expect(faqPage?.mainEntity?.[0]).toMatchObject({ acceptedAnswer: { text: ANSWER } });
    expect(jsonLdBlocks(html).join("")).toContain("\\u003c/script>\\u003cscript>alert(1)");
  });

  it("renders the page from the snapshot it is given, not from the seed", async () => {
    const html = await (await render("/help-center", seedSnapshot())).text();
    expect(html).not.toContain("alert(1)");
    expect(html).toContain(seedSnapshot().faq.main![0]!.answer[0]!.slice(0, 60));
  });
});
