import type { ContentSnapshot } from "#app/content/types.ts";
import { logSafeError } from "../log-safe-error.ts";
import type { Logger } from "../logger.ts";
import type { LiveSite, SiteVersion } from "./live-site.ts";
import type { RenderedPages } from "./page-renderer.server.ts";

/** Where the published content comes from (the store, server/content/store.server.ts). */
export interface ContentSource {
  /** The latest publication's stamp; null while nothing was ever published. */
  stamp(): Promise<string | null>;
  snapshot(): Promise<ContentSnapshot>;
  /** Old article slug → current one (article-redirects.server.ts); none when absent. */
  articleRedirects?(): Promise<ReadonlyMap<string, string>>;
  /**
   * Calls `onPublished` for every publication (LISTEN content_published), and once after
   * each reconnection (a notification sent while disconnected is lost). Resolves with stop.
   */
  subscribe(onPublished: () => void): Promise<() => Promise<void>>;
}

export interface Publishing {
  /** Renders the latest publication unless it is already served. Coalesces calls. */
  refresh(): Promise<void>;
  /** Whether the last render failed: the pages served are then an older publication's. */
  readonly failed: boolean;
  stop(): Promise<void>;
}

/** A publication's render failed (not the store's read): which one, and why. */
class RenderFailed extends Error {
  readonly stamp: string;
  constructor(stamp: string, cause: unknown) {
    super(`rendering publication ${stamp} failed`, { cause });
    this.stamp = stamp;
  }
}

/** How long a publisher's request waits for this instance to serve their publication. */
export const PUBLICATION_WAIT_MS = 5000;

/**
 * Resolves once this instance serves the store's latest publication, or after `ms`: the
 * console's "Published: the site shows this version now." is then true of the instance that
 * says it (the others render on their own NOTIFY, within the same moment). A render that
 * takes longer than `ms` does not hold the editor's request; the message then comes as
 * before. One that failed resolves false, and the console says the site does not show the
 * version (issue 51, N2: it said "published" of a publication no page showed).
 */
export function publicationServed(publishing: Publishing, ms = PUBLICATION_WAIT_MS) {
  return new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(true), ms);
    void publishing.refresh().finally(() => {
      clearTimeout(timer);
      resolve(!publishing.failed);
    });
  });
}

/**
 * Keeps `live` on the latest publication. One render at a time: a notification arriving
 * during a render marks the state dirty and the loop renders again when it is done, each
 * round reading the store afresh. So the last swap is always of the newest publication,
 * and a slow render can never overwrite a newer one (there is no other render to race).
 */
export async function startPublishing(options: {
  live: LiveSite;
  source: ContentSource;
  /** Renders `content`; `previous` (the version served) lends the pages that did not change. */
  render: (content: ContentSnapshot, previous: SiteVersion) => Promise<RenderedPages>;
  /**
   * While the build's pages are served: which entries each reads, for the unpublished
   * content (the seed). Learnt at start-up; optional.
   */
  learnReads?: (content: ContentSnapshot) => Promise<Map<string, Set<string>>>;
  logger: Logger;
  /** Told how long each publication took, from the store's read to its swap (metrics). */
  onRendered?: (seconds: number) => void;
}): Promise<Publishing> {
  const { live, source, render, logger, learnReads } = options;
  let running: Promise<void> | undefined;
  let dirty = false;
  let failed = false;

  async function round() {
    const stamp = await source.stamp();
    if (stamp === null || stamp === live.current.stamp) return;
    const started = performance.now();
    const content = await source.snapshot();
    const redirects = await source.articleRedirects?.();
    let rendered: RenderedPages;
    try {
      rendered = await render(content, live.current);
    } catch (error) {
      throw new RenderFailed(stamp, error);
    }
    live.swap({ ...rendered, content, stamp, redirects });
    const ms = performance.now() - started;
    options.onRendered?.(ms / 1000);
    logger.info(
      { stamp, pages: rendered.pages.size, ms: Math.round(ms) },
      "publication rendered and served",
    );
  }

  async function loop() {
    do {
      dirty = false;
      try {
        await round();
        failed = false;
      } catch (error) {
        failed = true;
        // The pages served stay those of the last good publication. A render's own message
        // is kept (it names the page and what broke, from published words alone); the
        // store's errors may quote what they read, so of those only identifiers.
        const inRender = error instanceof RenderFailed;
        const cause = inRender ? error.cause : error;
        logger.error(
          {
            error: logSafeError(cause),
            ...(inRender && {
              stamp: error.stamp,
              reason: cause instanceof Error ? cause.message : String(cause),
            }),
          },
          "rendering the publication failed",
        );
      }
    } while (dirty);
  }

  function refresh(): Promise<void> {
    if (running) {
      dirty = true;
      return running;
    }
    running = loop().finally(() => {
      running = undefined;
    });
    return running;
  }

  // Before the server reports ready: a restarted instance serves the last publication.
  await refresh();
  // Serving the build's pages: learn which entries each reads (loader data only, about a
  // second), so that even the first publication re-renders only the pages it changes. Only
  // while nothing was published: the build's pages are then the store's content (the seed).
  // After a failed start-up render they are not, and taking them for it made every later
  // publication re-render only its own pages, the rest staying the build's (issue 51, N2).
  if (learnReads && live.current.stamp === undefined && (await source.stamp()) === null) {
    try {
      const content = await source.snapshot();
      live.adopt({ content, reads: await learnReads(content) });
    } catch (error) {
      logger.warn({ error: logSafeError(error) }, "learning the pages' content reads failed");
    }
  }
  const unsubscribe = await source.subscribe(() => void refresh());
  return {
    refresh,
    get failed() {
      return failed;
    },
    async stop() {
      await unsubscribe();
      await running;
    },
  };
}
