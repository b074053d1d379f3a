import path from "node:path";
import { pathToFileURL } from "node:url";
import { sql } from "drizzle-orm";
import type { ServerBuild } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { root } from "#scripts/built-server.ts";
import {
  contentStore,
  publicationNumber,
  stampKey,
  storeSource,
} from "#server/content/content-source.server.ts";
import { buildVersion, LiveSite } from "#server/content/live-site.ts";
import { recordReads, renderPages } from "#server/content/page-renderer.server.ts";
import { publicationServed, startPublishing } from "#server/content/publication.server.ts";
import { registryEntry, seedStored } from "#server/content/entries.server.ts";
import { publishedStamp } from "#server/content/published.server.ts";
import { publish } from "#server/content/review.server.ts";
import { getEntry, saveDraft } from "#server/content/store.server.ts";
import type { StaffActor } from "#server/content/versions.server.ts";
import type { PrerenderedPage } from "#server/static-pages.ts";
import { readPageManifest, type PageManifest } from "#server/page-manifest.ts";
import { memoryLogger, staffActor, useHarness } from "./support/harness.ts";

/**
 * Issue 51, N2: an instance restarted while the latest publication could not be rendered
 * served the build's pages and took them for the published content, so the next
 * publication re-rendered only its own pages and everything published before stayed
 * reverted, while the publication metric named the newest. Here an instance starts as
 * server/main.ts starts one (the store, the build's renderer, the reads it learns), on a
 * store whose newest publication holds a version no page can render, as an older release
 * could have stored; a correction is then published and every change must be on its page.
 * Needs `npm run build`.
 */
const PATHS = ["/about-us", "/help-center"];

describe("an instance restarted after a failed render", () => {
  const h = useHarness("pglite");
  let build: ServerBuild;
  let manifest: PageManifest;
  let marketer: StaffActor;

  beforeAll(async () => {
    build = (await import(
      pathToFileURL(path.join(root, "build/server/index.js")).href
    )) as ServerBuild;
    manifest = await readPageManifest(path.join(root, "build"));
    marketer = await staffActor(h.db, "restart@nkabompay.test", ["marketing"]);
  });

  /** Saves and publishes the entry as `edit` leaves a copy of its seed. */
  async function change(type: string, id: string, edit: (data: never) => void) {
    const entry = (await getEntry(h.db, type, id))!;
    const data = structuredClone(seedStored(registryEntry(type, id)!, id));
    edit(data as never);
    const saved = await saveDraft(h.db, {
      type,
      id,
      data,
      baseVersion: entry.newestVersion,
      author: marketer,
    });
    if (!saved.ok) throw new Error(`not saved: ${JSON.stringify(saved)}`);
    const published = await publish(h.db, { type, id, version: saved.version, actor: marketer });
    if (!published.ok) throw new Error(`not published: ${JSON.stringify(published)}`);
  }

  const html = (page: PrerenderedPage | undefined) =>
    page!.representations.find(({ encoding }) => encoding === undefined)!.body.toString("utf8");

  it("never takes the build's pages for the publication: every published change is on its page", async () => {
    type Faq = { question: string }[];
    await change("pageMeta", "/about-us", (meta: { title: string }) => {
      meta.title = "About the company, as published";
    });
    await change("notFound", "main", (copy: { eyebrow: string }) => {
      copy.eyebrow = "Lost, as published";
    });
    await change("faq", "main", (faq: Faq) => {
      faq[0]!.question = "A question published before the restart?";
    });
    // What an older release could have stored: a FAQ no page can show.
    await h.db.execute(
      sql`update content_versions set data = '42'::jsonb where type = 'faq' and state = 'published'`,
    );

    const { logger, logs } = memoryLogger();
    const live = new LiveSite(await buildVersion(path.join(root, "build/client"), manifest));
    const publishing = await startPublishing({
      live,
      source: storeSource(h.backend.database, h.config.databaseUrl, contentStore, logger),
      render: (content, previous) =>
        renderPages({ build, paths: PATHS, siteUrl: manifest.siteUrl, content, previous, logger }),
      learnReads: (content) => recordReads(build, PATHS, content),
      logger,
    });
    try {
      // The start-up render failed, said which publication and page, and the build's pages
      // are served as such.
      const newestBefore = stampKey(await publishedStamp(h.db))!;
      expect(logs.filter((l) => l.msg === "rendering the publication failed")).toEqual([
        expect.objectContaining({
          level: 50,
          stamp: newestBefore,
          reason: expect.stringContaining("/help-center"),
        }),
      ]);
      expect(live.current.stamp).toBeUndefined();
      expect(publicationNumber(live.current.stamp)).toBe(0);
      // What the console's publish waits for says so: it does not answer "published".
      expect(publishing.failed).toBe(true);
      expect(await publicationServed(publishing)).toBe(false);

      await change("faq", "main", (faq: Faq) => {
        faq[0]!.question = "A question corrected after the restart?";
      });
      expect(await publicationServed(publishing)).toBe(true);

      const newest = stampKey(await publishedStamp(h.db))!;
      expect(live.current.stamp).toBe(newest);
      expect(publicationNumber(live.current.stamp)).toBe(publicationNumber(newest));
      expect(html(live.current.pages.get("/about-us"))).toContain(
        "<title>About the company, as published | Nkabom Pay</title>",
      );
      expect(html(live.current.pages.get("/help-center"))).toContain(
        "A question corrected after the restart?",
      );
      expect(html(live.current.notFound)).toContain("Lost, as published");
    } finally {
      await publishing.stop();
    }
  });
});
