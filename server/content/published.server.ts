import type { PublishedStore } from "./content-source.server.ts";

/**
 * The store's answers about publications (server/content/store.server.ts, branch `store`).
 * Until that store is merged nothing is ever published, and the server serves the build.
 */
export const publishedStore: PublishedStore = {
  publishedStamp: () => Promise.resolve(null),
  publishedSnapshot: () => Promise.reject(new Error("no content store")),
};
