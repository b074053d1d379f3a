import type { ContentSnapshot } from "#app/content/types.ts";
import type { Database, Db } from "../db/database.ts";
import type { Logger } from "../logger.ts";
import { articleRedirects } from "./article-redirects.server.ts";
import { listenPglite, listenPostgres } from "./listen.server.ts";
import type { ContentSource } from "./publication.server.ts";
import { publishedSnapshot, publishedStamp } from "./published.server.ts";

/** What the store answers about the published content (published.server.ts). */
export interface PublishedStore {
  /**
   * Changes with every publication; null, undefined or a stamp of 0 publications while
   * nothing was published.
   */
  publishedStamp(db: Db): Promise<unknown>;
  publishedSnapshot(db: Db): Promise<ContentSnapshot>;
  /** Old article slug → current one (article-redirects.server.ts). */
  articleRedirects?(db: Db): Promise<ReadonlyMap<string, string>>;
}

/** The content store's own answers. */
export const contentStore: PublishedStore = {
  publishedStamp,
  publishedSnapshot,
  articleRedirects,
};

/** A stamp as one comparable string; null while nothing was published. */
export function stampKey(stamp: unknown): string | null {
  if (stamp === null || stamp === undefined) return null;
  if (typeof stamp === "object" && "key" in stamp) {
    const { key, publications } = stamp as { key: string; publications?: number };
    return publications === 0 ? null : key;
  }
  return stamp instanceof Date ? stamp.toISOString() : String(stamp);
}

/**
 * The number of the publication a stamp key names (the store's count of publications, which
 * only grows), for the metric of the publication each instance serves; 0 for none.
 */
export function publicationNumber(key: string | undefined): number {
  const counted = key === undefined ? undefined : /^(\d+)\//.exec(key)?.[1];
  return counted === undefined ? 0 : Number(counted);
}

/**
 * The store's publications, announced by LISTEN content_published: on PostgreSQL over a
 * connection of its own to DATABASE_URL, on the embedded database by PGlite's listener (the
 * console that publishes is this process).
 */
export function storeSource(
  database: Database,
  databaseUrl: string | undefined,
  store: PublishedStore,
  logger: Logger,
): ContentSource {
  return {
    stamp: async () => stampKey(await store.publishedStamp(database.db)),
    snapshot: () => store.publishedSnapshot(database.db),
    articleRedirects: store.articleRedirects && (() => store.articleRedirects!(database.db)),
    subscribe(onPublished) {
      if (database.driver === "postgres" && databaseUrl) {
        return listenPostgres(databaseUrl, onPublished, logger);
      }
      if (database.pglite) return listenPglite(database.pglite, onPublished);
      throw new Error("content publications: no database to listen to");
    },
  };
}
