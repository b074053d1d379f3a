import { count, desc, isNotNull, max } from "drizzle-orm";
import { resolveFacts } from "#app/content/facts.server.ts";
import type { SiteFacts } from "#app/content/schemas/site-facts.ts";
import type { ContentSnapshot } from "#app/content/types.ts";
import type { Db } from "../db/database.ts";
import { contentVersions } from "../db/schema.ts";
import { FACTS_TYPE, registryEntries, seedStored } from "./entries.server.ts";
import { publishedRows } from "./versions.server.ts";

/**
 * What the pages show: the seed overlaid with each entry's published version, every
 * `{fact}` filled in with the published facts. An entry never published is its seed in
 * stored form, resolved the same way, so a renamed company reaches the untouched pages too.
 * Published versions of entries the registry no longer has are left out.
 */
export async function publishedSnapshot(db: Db): Promise<ContentSnapshot> {
  const rows = await publishedRows(db);
  const published = new Map(rows.map((r) => [`${r.type}\u0000${r.entryId}`, r.data]));
  const stored = (type: string, id: string, fallback: () => unknown) => {
    const key = `${type}\u0000${id}`;
    return published.has(key) ? published.get(key) : fallback();
  };
  const entries = [...registryEntries()];
  const factsEntry = entries.find((e) => e.contentType.type === FACTS_TYPE)!;
  const facts = stored(FACTS_TYPE, "main", () =>
    seedStored(factsEntry.contentType, "main"),
  ) as SiteFacts;
  const snapshot: Record<string, Record<string, unknown>> = {};
  for (const { contentType, id } of entries) {
    const value = stored(contentType.type, id, () => seedStored(contentType, id));
    (snapshot[contentType.type] ??= {})[id] =
      contentType.type === FACTS_TYPE ? value : resolveFacts(value, facts);
  }
  return snapshot as unknown as ContentSnapshot;
}

export interface PublishedStamp {
  /** Publications so far: grows by one with each (rows are never deleted). */
  publications: number;
  /** When the newest one was made; null before the first. */
  at: Date | null;
  /** Compare keys: a different key means something was published since. */
  key: string;
}

/** A cheap fingerprint of what is published, for a server to tell whether to re-read. */
export async function publishedStamp(db: Db): Promise<PublishedStamp> {
  const [totals] = await db
    .select({ publications: count(), at: max(contentVersions.publishedAt) })
    .from(contentVersions)
    .where(isNotNull(contentVersions.publishedAt));
  const [newest] = await db
    .select({ id: contentVersions.id })
    .from(contentVersions)
    .where(isNotNull(contentVersions.publishedAt))
    .orderBy(desc(contentVersions.publishedAt), desc(contentVersions.id))
    .limit(1);
  const publications = totals?.publications ?? 0;
  const at = totals?.at ? new Date(totals.at) : null;
  return { publications, at, key: `${publications}/${newest?.id ?? "seed"}` };
}
