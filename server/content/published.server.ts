import { count, desc, isNotNull, max } from "drizzle-orm";
import { site } from "#app/config/site.ts";
import { resolveFacts } from "#app/content/facts.server.ts";
import type { SiteFacts } from "#app/content/schemas/site-facts.ts";
import type { ContentType } from "#app/content/seed.server.ts";
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
  const entries = [...registryEntries()];
  const facts = (published.get(`${FACTS_TYPE}\u0000main`) as SiteFacts | undefined) ?? site;
  const seed = resolvedSeed(facts);
  const snapshot: Record<string, Record<string, unknown>> = {};
  for (const { contentType, id } of entries) {
    const key = `${contentType.type}\u0000${id}`;
    (snapshot[contentType.type] ??= {})[id] = !published.has(key)
      ? seed(contentType, id)
      : contentType.type === FACTS_TYPE
        ? published.get(key)
        : resolveFacts(published.get(key), facts);
  }
  return snapshot as unknown as ContentSnapshot;
}

let seedFacts: string | undefined;
let lastResolved: { facts: string; entries: Map<string, unknown> } | undefined;

/**
 * The never-published entries under `facts`. Under the seed's own facts they are the seed
 * modules as they are (stored form resolved gives them back unchanged: decision 025's
 * round-trip test); under other facts each is resolved once and kept until the facts change
 * again. Resolving the whole seed takes a tenth of a second or more, on every publication.
 */
function resolvedSeed(facts: SiteFacts) {
  const key = JSON.stringify(facts);
  seedFacts ??= JSON.stringify(site);
  if (key === seedFacts) return (t: ContentType, id: string) => t.entries[id];
  if (lastResolved?.facts !== key) lastResolved = { facts: key, entries: new Map() };
  const cache = lastResolved.entries;
  return (t: ContentType, id: string) => {
    const entryKey = `${t.type}\u0000${id}`;
    if (!cache.has(entryKey)) {
      const value = seedStored(t, id);
      cache.set(entryKey, t.type === FACTS_TYPE ? value : resolveFacts(value, facts));
    }
    return cache.get(entryKey);
  };
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
