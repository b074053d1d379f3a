import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { site } from "#app/config/site.ts";
import type { SiteFacts } from "#app/content/schemas/site-facts.ts";
import type { Db } from "../db/database.ts";
import { contentVersions, staffAccounts, type ContentState } from "../db/schema.ts";
import { audit, type AuditAction, type Tx } from "../staff/audit-log.server.ts";
import { FACTS_TYPE, registryEntry, withNewFields, type FieldProblem } from "./entries.server.ts";

/** Who saves, reviews or publishes: a staff account (content has no anonymous author). */
export interface StaffActor {
  id: string;
  email: string;
}

/** The versions that are still open to work: at most one per entry (an index holds it). */
export const openStates: readonly ContentState[] = ["draft", "in_review", "approved"];

export type VersionRow = typeof contentVersions.$inferSelect;

/** A version without its data, as the history lists it. */
export interface VersionSummary {
  version: number;
  state: ContentState;
  basedOn: number;
  /** A rollback's copy: the version it restores (0: the seed); null otherwise. */
  restoredFrom: number | null;
  authorId: string;
  author: string | null;
  createdAt: Date;
  reviewerId: string | null;
  reviewer: string | null;
  reviewComment: string | null;
  reviewedAt: Date | null;
  publishedById: string | null;
  publishedBy: string | null;
  publishedAt: Date | null;
}

/** Why a step was refused; nothing was stored. */
export type Refusal =
  | { ok: false; reason: "unknown-entry"; message: string }
  | { ok: false; reason: "invalid"; problems: FieldProblem[] }
  /** The entry moved on since the caller read it: here is its newest version, data and all. */
  | {
      ok: false;
      reason: "conflict";
      newest: {
        version: number;
        state: ContentState | "seed";
        author: string | null;
        data: unknown;
      };
    }
  /** The version is not in a state this step applies to (approve a draft, publish unapproved legal text). */
  | { ok: false; reason: "state"; message: string }
  /** Nobody approves their own change; legal entries need the compliance role. */
  | { ok: false; reason: "forbidden"; message: string };

export type Outcome<T> = ({ ok: true } & T) | Refusal;

const author = alias(staffAccounts, "author");
const reviewer = alias(staffAccounts, "reviewer");
const publisher = alias(staffAccounts, "publisher");

export const summaryColumns = {
  version: contentVersions.version,
  state: contentVersions.state,
  basedOn: contentVersions.basedOn,
  restoredFrom: contentVersions.restoredFrom,
  authorId: contentVersions.authorId,
  author: author.email,
  createdAt: contentVersions.createdAt,
  reviewerId: contentVersions.reviewerId,
  reviewer: reviewer.email,
  reviewComment: contentVersions.reviewComment,
  reviewedAt: contentVersions.reviewedAt,
  publishedById: contentVersions.publishedBy,
  publishedBy: publisher.email,
  publishedAt: contentVersions.publishedAt,
};

/** Versions with their people's addresses; `where` narrows, newest first within an entry. */
export function selectSummaries(db: Db | Tx, extra: Record<string, unknown> = {}) {
  return db
    .select({
      ...summaryColumns,
      type: contentVersions.type,
      entryId: contentVersions.entryId,
      ...extra,
    })
    .from(contentVersions)
    .leftJoin(author, eq(author.id, contentVersions.authorId))
    .leftJoin(reviewer, eq(reviewer.id, contentVersions.reviewerId))
    .leftJoin(publisher, eq(publisher.id, contentVersions.publishedBy));
}

export const entryIs = (type: string, id: string) =>
  and(eq(contentVersions.type, type), eq(contentVersions.entryId, id));

// Any constant: the first key of the two-key advisory locks the store takes.
const LOCK_SPACE = 31_004;

/** The advisory lock `lockEntry` takes: its two keys, as SQL arguments. */
export const entryLockKeys = (type: string, id: string) =>
  sql`${LOCK_SPACE}, hashtext(${`${type}:${id}`})`;

/**
 * Serialises every change of one entry for the rest of the transaction: two saves on the
 * same base must not both become version n+1 (the unique key would fail the second; with
 * the lock it sees the first and gets a conflict). PGlite has one connection, so the lock
 * is free there; PostgreSQL instances share it.
 */
export async function lockEntry(tx: Tx, type: string, id: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${entryLockKeys(type, id)})`);
}

/** Every version of an entry, newest first, data included (an entry has few). */
export async function entryVersions(db: Db | Tx, type: string, id: string): Promise<VersionRow[]> {
  return db
    .select()
    .from(contentVersions)
    .where(entryIs(type, id))
    .orderBy(desc(contentVersions.version));
}

/** The facts published now (the seed's until a version of them is published). */
export async function publishedFacts(db: Db | Tx): Promise<SiteFacts> {
  const [row] = await db
    .select({ data: contentVersions.data })
    .from(contentVersions)
    .where(and(entryIs(FACTS_TYPE, "main"), eq(contentVersions.state, "published")));
  return (row?.data as SiteFacts | undefined) ?? site;
}

/** Every published version's data, for the snapshot and the facts' knock-on check. */
export async function publishedRows(db: Db | Tx) {
  const rows = await db
    .select({
      type: contentVersions.type,
      entryId: contentVersions.entryId,
      data: contentVersions.data,
    })
    .from(contentVersions)
    .where(inArray(contentVersions.state, ["published"]));
  // A publication older than a field its type has now gets the seed's value for it.
  return rows.map((row) => {
    const contentType = registryEntry(row.type, row.entryId);
    return contentType ? { ...row, data: withNewFields(contentType, row.entryId, row.data) } : row;
  });
}

export const target = (type: string, id: string) => `content:${type}:${id}`;

/** The audit row of a step; the entry's text never goes into the log, only numbers. */
export function auditContent(
  tx: Tx,
  actor: StaffActor,
  action: Extract<AuditAction, `content-${string}`>,
  type: string,
  id: string,
  detail: Record<string, unknown>,
): Promise<void> {
  return audit(tx, {
    actorId: actor.id,
    actorEmail: actor.email,
    action,
    target: target(type, id),
    detail,
  });
}

/** The conflict answer: the newest version with its data, or the seed when none is stored. */
export function conflict(
  newest: VersionRow | undefined,
  seed: unknown,
  authorEmail: string | null,
): Refusal {
  return {
    ok: false,
    reason: "conflict",
    newest: newest
      ? { version: newest.version, state: newest.state, author: authorEmail, data: newest.data }
      : { version: 0, state: "seed", author: null, data: seed },
  };
}

/** Data as it will be stored and read back: JSON, nothing else (no functions, no dates). */
export function asJson(data: unknown): { ok: true; data: unknown } | { ok: false } {
  try {
    const text = JSON.stringify(data);
    return text === undefined ? { ok: false } : { ok: true, data: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}
