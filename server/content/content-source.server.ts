import type { ContentSnapshot } from "#app/content/types.ts";
import type { Database, Db } from "../db/database.ts";
import type { Logger } from "../logger.ts";
import { listenPglite, listenPostgres } from "./listen.server.ts";
import type { ContentSource } from "./publication.server.ts";

/** What the store (store.server.ts) answers about the published content. */
export interface PublishedStore {
  /** Changes with every publication; null (or undefined) while nothing was published. */
  publishedStamp(db: Db): Promise<unknown>;
  publishedSnapshot(db: Db): Promise<ContentSnapshot>;
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
    async stamp() {
      const stamp = await store.publishedStamp(database.db);
      if (stamp === null || stamp === undefined) return null;
      return stamp instanceof Date ? stamp.toISOString() : String(stamp);
    },
    snapshot: () => store.publishedSnapshot(database.db),
    subscribe(onPublished) {
      if (database.driver === "postgres" && databaseUrl) {
        return listenPostgres(databaseUrl, onPublished, logger);
      }
      if (database.pglite) return listenPglite(database.pglite, onPublished);
      throw new Error("content publications: no database to listen to");
    },
  };
}
