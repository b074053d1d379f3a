// @vitest-environment node
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { site } from "#app/config/site.ts";
import {
  changedFacts,
  factsBehind,
  isShown,
  placeholdersIn,
  resolveFacts,
} from "#app/content/facts.server.ts";
import { contentTypes, factsShownBy, legalPagesOf } from "#app/content/seed.server.ts";
import type { SiteFacts } from "#app/content/schemas/site-facts.ts";
import type { ContentSnapshot } from "#app/content/types.ts";
import type { SiteContext } from "#app/lib/load-context.ts";
import { buildContext } from "#server/build-context.ts";
import { FACTS_TYPE, seedStored } from "#server/content/entries.server.ts";

// Issue 40, F1: a change of a fact a legal page shows needs a compliance approval. Which
// facts a legal page shows is what its texts name by placeholder and what its code shows,
// declared in the registry (`factsShown`, and the layout's LAYOUT_FACTS_SHOWN). Each legal page
// is rendered by the production build with every other fact changed: the whole page must not
// change (head, header, main content, footer and trust strip, JSON-LD; issue 51, N1: the
// footer's licence line was a marketer's alone), or a fact reaches the page that a marketer
// could change alone.
const root = path.resolve(import.meta.dirname, "../..");
const serverEntry = path.join(root, "build/server/index.js");
const built = existsSync(serverEntry);

let build: ServerBuild;

async function render(pathname: string, content: ContentSnapshot): Promise<string> {
  const context = new RouterContextProvider();
  context.set(buildContext<SiteContext>(build, "siteContext"), { content });
  const response = await createRequestHandler(build, "production")(
    new Request(new URL(pathname, "https://www.nkabompay.com.gh")),
    context,
  );
  expect(response.status, pathname).toBe(200);
  return response.text();
}

/**
 * The whole page as it shows: head, header, main content, footer and trust strip, JSON-LD.
 * Less the loader data React Router streams for hydration, which carries the facts entry
 * whole whether the page shows a fact or not (the page the browser hydrates is this one).
 */
const said = (html: string) =>
  html.replace(/<script>window\.__reactRouterContext\.streamController\.enqueue\([\s\S]*?<\/script>/g, "");

/** Every entry as the store resolves it under `facts` (a publication of those facts). */
function snapshotUnder(facts: SiteFacts): ContentSnapshot {
  const snapshot: Record<string, Record<string, unknown>> = {};
  for (const type of contentTypes) {
    for (const id of Object.keys(type.entries)) {
      (snapshot[type.type] ??= {})[id] =
        type.type === FACTS_TYPE ? facts : resolveFacts(seedStored(type, id), facts);
    }
  }
  return snapshot as unknown as ContentSnapshot;
}

/** `facts` with every fact but those `shown` changed to another value of its kind. */
function changedExcept(shown: ReadonlySet<string>): SiteFacts {
  const facts = structuredClone(site) as unknown as Record<string, unknown>;
  for (const fact of changedFacts({}, site)) {
    if (isShown(fact, shown)) continue;
    const keys = fact.split(".");
    let at = facts;
    for (const key of keys.slice(0, -1)) at = at[key] as Record<string, unknown>;
    const last = keys.at(-1)!;
    const was = at[last];
    at[last] =
      typeof was === "number"
        ? was + 1
        : typeof was === "string" && /^\d\d:\d\d$/.test(was)
          ? "10:30"
          : typeof was === "string" && /@/.test(was)
            ? `other.${was}`
            : typeof was === "string" && /^\+\d+$/.test(was)
              ? `${was}9`
              : `${String(was ?? "")}Z`;
  }
  return facts as unknown as SiteFacts;
}

const legalPages = [
  ...new Set(
    contentTypes.flatMap((type) => Object.keys(type.entries).flatMap((id) => legalPagesOf(type, id))),
  ),
];

describe.skipIf(!built)("the facts each legal page shows (needs npm run build)", () => {
  beforeAll(async () => {
    build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  });

  it("covers the seven legal pages", () => {
    expect(legalPages).toHaveLength(7);
  });

  it.each(legalPages)("%s shows no fact it does not declare", async (page) => {
    const shown = new Set<string>();
    for (const type of contentTypes) {
      for (const id of Object.keys(type.entries)) {
        if (!legalPagesOf(type, id).includes(page)) continue;
        for (const fact of factsShownBy(type)) shown.add(fact);
        for (const name of placeholdersIn(seedStored(type, id))) {
          for (const fact of factsBehind(name)) shown.add(fact);
        }
      }
    }
    const changed = changedExcept(shown);
    // The change is real: most facts changed.
    expect(changedFacts(site, changed).length).toBeGreaterThan(10);
    const before = said(await render(page, snapshotUnder(site)));
    const after = said(await render(page, snapshotUnder(changed)));
    expect(before).toMatch(/<main[\s\S]*<\/main>/);
    expect(after).toEqual(before);
  });
});
