import { and, inArray } from "drizzle-orm";
import { changedFacts, factsBehind, isShown, placeholdersIn } from "#app/content/facts.server.ts";
import type { ContentType } from "#app/content/seed.server.ts";
import { factsShownBy, isLegal, legalPagesOf } from "#app/content/seed.server.ts";
import type { SiteFacts } from "#app/content/schemas/site-facts.ts";
import type { Db } from "../db/database.ts";
import { contentVersions } from "../db/schema.ts";
import type { Tx } from "../staff/audit-log.server.ts";
import { FACTS_TYPE, registryEntries, seedStored, withNewFields } from "./entries.server.ts";
import { openStates, publishedFacts } from "./versions.server.ts";

/**
 * Which legal pages a change of the facts alters (issue 40, F1; decision 039). A legal
 * entry shows the facts its texts name by placeholder, those its page's code shows
 * (`factsShown` in the registry) and the layout's around it (LAYOUT_FACTS_SHOWN: the footer's
 * licence line and certifications, issue 51, N1); a change of any is a change of that legal page,
 * and takes the legal path: a compliance approval before it is published.
 */

/** A legal entry a change of the facts alters: its pages and the changed facts it shows. */
export interface LegalEntryReach {
  type: string;
  id: string;
  pages: readonly string[];
  /** Paths in the facts entry (`emails.security`), in the facts' order. */
  facts: string[];
}

/** A legal page a change of the facts alters, and the changed facts it shows. */
export interface LegalPageReach {
  path: string;
  facts: string[];
}

/**
 * Every legal entry with the facts it shows: its type's `factsShown`, and the facts behind
 * each placeholder of its published version (the seed's while none is) and of its open
 * version, which compliance may approve and publish at any time.
 */
async function legalQuotes(db: Db | Tx) {
  const legal = [...registryEntries()].filter(({ contentType, id }) => isLegal(contentType, id));
  const types = [...new Set(legal.map(({ contentType }) => contentType.type))];
  const rows = await db
    .select({
      type: contentVersions.type,
      entryId: contentVersions.entryId,
      data: contentVersions.data,
      state: contentVersions.state,
    })
    .from(contentVersions)
    .where(
      and(
        inArray(contentVersions.type, types),
        inArray(contentVersions.state, ["published", ...openStates]),
      ),
    );
  return legal.map(({ contentType, id }) => {
    const own = rows.filter((row) => row.type === contentType.type && row.entryId === id);
    const texts = own.map((row) => withNewFields(contentType, id, row.data));
    if (!own.some((row) => row.state === "published")) texts.push(seedStored(contentType, id));
    const shown = new Set(factsShownBy(contentType));
    for (const name of placeholdersIn(texts)) for (const fact of factsBehind(name)) shown.add(fact);
    return { contentType, id, shown };
  });
}

/**
 * The legal entries that `next` (a version of the facts) alters against `base` (the facts
 * published now, by default): none when it changes only facts no legal page shows.
 */
export async function legalEntriesReached(
  db: Db | Tx,
  next: unknown,
  base?: SiteFacts,
): Promise<LegalEntryReach[]> {
  const changed = changedFacts(base ?? (await publishedFacts(db)), next);
  if (changed.length === 0) return [];
  const reached: LegalEntryReach[] = [];
  for (const { contentType, id, shown } of await legalQuotes(db)) {
    const facts = changed.filter((path) => isShown(path, shown));
    if (facts.length > 0) {
      reached.push({ type: contentType.type, id, pages: legalPagesOf(contentType, id), facts });
    }
  }
  return reached;
}

/** The same, by page: each legal page once, with every changed fact any of its entries shows. */
export function pagesReached(entries: readonly LegalEntryReach[]): LegalPageReach[] {
  const byPage = new Map<string, Set<string>>();
  for (const entry of entries) {
    for (const path of entry.pages) {
      const facts = byPage.get(path) ?? new Set();
      for (const fact of entry.facts) facts.add(fact);
      byPage.set(path, facts);
    }
  }
  // In the facts' order, whichever entry named a fact first.
  const order = entries.flatMap((e) => e.facts);
  return [...byPage].map(([path, facts]) => ({
    path,
    facts: [...new Set(order)].filter((f) => facts.has(f)),
  }));
}

/**
 * Whether a change of this entry needs a compliance approval: a legal entry's always, the
 * facts' when `data` alters a legal page (the pages it alters, else an empty list).
 */
export async function complianceNeeded(
  db: Db | Tx,
  contentType: ContentType,
  id: string,
  data: unknown,
): Promise<{ needed: boolean; pages: LegalPageReach[] }> {
  if (isLegal(contentType, id)) return { needed: true, pages: [] };
  if (contentType.type !== FACTS_TYPE) return { needed: false, pages: [] };
  const pages = pagesReached(await legalEntriesReached(db, data));
  return { needed: pages.length > 0, pages };
}
