import { and, desc, eq, inArray } from "drizzle-orm";
import { isLegal, type ContentType } from "#app/content/seed.server.ts";
import type { Db } from "../db/database.ts";
import { contentVersions, staffAccounts, type ContentState } from "../db/schema.ts";
import type { Tx } from "../staff/audit-log.server.ts";
import {
  complianceNeeded,
  legalEntriesReached,
  type LegalPageReach,
} from "./legal-reach.server.ts";
import { mediaProblems } from "./media-references.server.ts";
import {
  FACTS_TYPE,
  entryLabel,
  entryProblems,
  registryEntries,
  registryEntry,
  seedStored,
  typeLabel,
  withNewFields,
} from "./entries.server.ts";
import {
  asJson,
  auditContent,
  conflict,
  entryIs,
  entryVersions,
  lockEntry,
  openStates,
  publishedFacts,
  publishedRows,
  selectSummaries,
  type Outcome,
  type Refusal,
  type StaffActor,
  type VersionRow,
  type VersionSummary,
} from "./versions.server.ts";

/**
 * The content store's reads and the editor's save (docs/content-store.md). Every function
 * takes the database; the review and publication steps are in review.server.ts.
 */

export interface EntryListItem {
  type: string;
  typeLabel: string;
  id: string;
  label: string;
  /** A legal text, or facts whose open change alters a legal page: needs compliance. */
  legal: boolean;
  /** The version the site shows; 0 is the seed. */
  publishedVersion: number;
  publishedAt: Date | null;
  /** The open version (draft, in review or approved), if any. */
  open: { version: number; state: ContentState; author: string | null } | null;
  /** The newest version's last step: who, when, to what state. Null while only the seed. */
  lastChange: { version: number; state: ContentState; by: string | null; at: Date } | null;
}

/** The last step a version went through, and who took it. */
function lastStep(v: VersionSummary): { by: string | null; at: Date } {
  if (v.publishedAt && (!v.reviewedAt || v.publishedAt >= v.reviewedAt)) {
    return { by: v.publishedBy, at: v.publishedAt };
  }
  if (v.reviewedAt) return { by: v.reviewer, at: v.reviewedAt };
  return { by: v.author, at: v.createdAt };
}

/** Every entry of the registry, in its order, with where it stands. */
export async function listEntries(db: Db): Promise<EntryListItem[]> {
  const newest = await selectSummaries(db).orderBy(
    contentVersions.type,
    contentVersions.entryId,
    desc(contentVersions.version),
  );
  const byEntry = new Map<string, typeof newest>();
  for (const row of newest) {
    const key = `${row.type}\u0000${row.entryId}`;
    byEntry.set(key, [...(byEntry.get(key) ?? []), row]);
  }
  const items: EntryListItem[] = [];
  const factsOpen = byEntry
    .get(`${FACTS_TYPE}\u0000main`)
    ?.find((v) => openStates.includes(v.state));
  // Only the facts' open change is read for its data: whether it alters a legal page.
  const factsLegal = factsOpen
    ? (
        await complianceNeeded(
          db,
          registryEntry(FACTS_TYPE, "main")!,
          "main",
          await getVersion(db, FACTS_TYPE, "main", factsOpen.version),
        )
      ).needed
    : false;
  for (const { contentType, id } of registryEntries()) {
    const versions = byEntry.get(`${contentType.type}\u0000${id}`) ?? [];
    const published = versions.find((v) => v.state === "published");
    const open = versions.find((v) => openStates.includes(v.state));
    const latest = versions[0];
    items.push({
      type: contentType.type,
      typeLabel: typeLabel(contentType.type),
      id,
      label: entryLabel(contentType, id),
      legal: isLegal(contentType, id) || (contentType.type === FACTS_TYPE && factsLegal),
      publishedVersion: published?.version ?? 0,
      publishedAt: published?.publishedAt ?? null,
      open: open ? { version: open.version, state: open.state, author: open.author } : null,
      lastChange: latest
        ? { version: latest.version, state: latest.state, ...lastStep(latest) }
        : null,
    });
  }
  return items;
}

export interface EntryDetail {
  type: string;
  id: string;
  label: string;
  /** A legal text, or facts whose open change alters a legal page: needs compliance. */
  legal: boolean;
  /** The facts: the legal pages their open change alters (empty for any other entry). */
  legalReach: LegalPageReach[];
  /**
   * A legal entry: the open change of the facts that alters what it shows, with the facts
   * it changes (paths in the facts entry); null when there is none.
   */
  factsChange: { version: number; state: ContentState; facts: string[] } | null;
  /** What the site shows, in stored form; version 0 is the seed. */
  published: {
    version: number;
    data: unknown;
    publishedAt: Date | null;
    publishedBy: string | null;
  };
  /** The open version with its data, if any. */
  open: (VersionSummary & { data: unknown }) | null;
  /** The number a save must name as its base (the newest version, 0 for none). */
  newestVersion: number;
  /** Every version, newest first, without data (getVersion reads one). */
  history: VersionSummary[];
}

/** One entry for the editor; null for a type or id the registry does not have. */
export async function getEntry(db: Db, type: string, id: string): Promise<EntryDetail | null> {
  const contentType = registryEntry(type, id);
  if (!contentType) return null;
  const rows = await selectSummaries(db)
    .where(entryIs(type, id))
    .orderBy(desc(contentVersions.version));
  const history: VersionSummary[] = rows.map(({ type: _t, entryId: _e, ...summary }) => summary);
  const published = history.find((v) => v.state === "published");
  const open = history.find((v) => openStates.includes(v.state));
  const wanted = [published?.version, open?.version].filter((v) => v !== undefined);
  const data = new Map(
    wanted.length === 0
      ? []
      : (
          await db
            .select({ version: contentVersions.version, data: contentVersions.data })
            .from(contentVersions)
            .where(and(entryIs(type, id), inArray(contentVersions.version, wanted)))
        ).map((r) => [r.version, r.data]),
  );
  const openData = open ? withNewFields(contentType, id, data.get(open.version)) : null;
  const reach = open ? await complianceNeeded(db, contentType, id, openData) : null;
  return {
    type,
    id,
    label: entryLabel(contentType, id),
    legal: isLegal(contentType, id) || reach?.needed === true,
    legalReach: reach?.pages ?? [],
    factsChange: isLegal(contentType, id) ? await factsChangeOf(db, type, id) : null,
    published: published
      ? {
          version: published.version,
          data: withNewFields(contentType, id, data.get(published.version)),
          publishedAt: published.publishedAt,
          publishedBy: published.publishedBy,
        }
      : { version: 0, data: seedStored(contentType, id), publishedAt: null, publishedBy: null },
    open: open ? { ...open, data: openData } : null,
    newestVersion: history[0]?.version ?? 0,
    history,
  };
}

/** The facts' open change, if it alters what legal entry `type` › `id` shows. */
async function factsChangeOf(db: Db, type: string, id: string) {
  const [open] = await db
    .select({
      version: contentVersions.version,
      state: contentVersions.state,
      data: contentVersions.data,
    })
    .from(contentVersions)
    .where(and(entryIs(FACTS_TYPE, "main"), inArray(contentVersions.state, [...openStates])));
  if (!open) return null;
  const reached = await legalEntriesReached(db, open.data);
  const mine = reached.find((r) => r.type === type && r.id === id);
  return mine ? { version: open.version, state: open.state, facts: mine.facts } : null;
}

/** One version's data in stored form (0: the seed); null when there is no such version. */
export async function getVersion(
  db: Db,
  type: string,
  id: string,
  version: number,
): Promise<unknown> {
  const contentType = registryEntry(type, id);
  if (!contentType || !Number.isInteger(version) || version < 0) return null;
  if (version === 0) return seedStored(contentType, id);
  const [row] = await db
    .select({ data: contentVersions.data })
    .from(contentVersions)
    .where(and(entryIs(type, id), eq(contentVersions.version, version)));
  return row?.data ?? null;
}

export const unknownEntry = (type: string, id: string): Refusal => ({
  ok: false,
  reason: "unknown-entry",
  message: `There is no content entry ${type} › ${id}.`,
});

/** Every entry as it stands published, in stored form, but `skip`: the facts' knock-on check. */
export async function publishedStoredEntries(db: Db | Tx) {
  const rows = await publishedRows(db);
  const published = new Map(rows.map((r) => [`${r.type}\u0000${r.entryId}`, r.data]));
  return [...registryEntries()].map(({ contentType, id }) => ({
    contentType,
    id,
    stored: published.has(`${contentType.type}\u0000${id}`)
      ? published.get(`${contentType.type}\u0000${id}`)
      : seedStored(contentType, id),
  }));
}

/** The problems of `data` as entry `id`, against the published facts and entries. */
export async function validate(tx: Db | Tx, contentType: ContentType, id: string, data: unknown) {
  const facts = await publishedFacts(tx);
  // Only a change of the facts is checked against every other entry.
  const others = contentType.type === FACTS_TYPE ? await publishedStoredEntries(tx) : [];
  const problems = entryProblems(contentType, id, data, facts, () => others);
  return [...problems, ...(await mediaProblems(tx, contentType.type, id, data))];
}

/** The address of the newest version's author, for a conflict answer. */
export async function conflictWith(
  tx: Tx,
  contentType: ContentType,
  id: string,
  newest: VersionRow | undefined,
) {
  let email: string | null = null;
  if (newest) {
    const [row] = await tx
      .select({ email: staffAccounts.email })
      .from(staffAccounts)
      .where(eq(staffAccounts.id, newest.authorId));
    email = row?.email ?? null;
  }
  return conflict(newest, seedStored(contentType, id), email);
}

export interface SaveDraft {
  type: string;
  id: string;
  /** The entry in stored form (facts as `{site.name}`). */
  data: unknown;
  /** The newest version the editor started from (EntryDetail.newestVersion). */
  baseVersion: number;
  author: StaffActor;
}

/**
 * Saves a new draft version. Refused with nothing stored: an entry the registry lacks,
 * data its schema or the facts refuse (every problem, by field), and a base that is not the
 * entry's newest version any more (someone saved meanwhile: the answer carries their
 * version and data). An open version (draft, in review, approved) it follows becomes
 * `replaced`: a change after a review needs a new review.
 */
export async function saveDraft(db: Db, input: SaveDraft): Promise<Outcome<{ version: number }>> {
  const contentType = registryEntry(input.type, input.id);
  if (!contentType) return unknownEntry(input.type, input.id);
  const json = asJson(input.data);
  if (!json.ok) {
    return {
      ok: false,
      reason: "invalid",
      problems: [
        { type: input.type, id: input.id, field: "(the entry)", message: "is not JSON data" },
      ],
    };
  }
  return db.transaction(async (tx) => {
    await lockEntry(tx, input.type, input.id);
    const [newest] = await entryVersions(tx, input.type, input.id);
    if ((newest?.version ?? 0) !== input.baseVersion) {
      return conflictWith(tx, contentType, input.id, newest);
    }
    const problems = await validate(tx, contentType, input.id, json.data);
    if (problems.length > 0) return { ok: false, reason: "invalid", problems } as const;
    const version = input.baseVersion + 1;
    await closeOpen(tx, input.type, input.id);
    await tx.insert(contentVersions).values({
      type: input.type,
      entryId: input.id,
      version,
      data: json.data,
      state: "draft",
      basedOn: input.baseVersion,
      authorId: input.author.id,
    });
    await auditContent(tx, input.author, "content-saved", input.type, input.id, {
      version,
      basedOn: input.baseVersion,
    });
    return { ok: true, version } as const;
  });
}

/** Marks the entry's open version, if any, `replaced` by the one about to be inserted. */
export async function closeOpen(tx: Tx, type: string, id: string): Promise<void> {
  await tx
    .update(contentVersions)
    .set({ state: "replaced" })
    .where(and(entryIs(type, id), inArray(contentVersions.state, [...openStates])));
}
