import { and, eq, sql } from "drizzle-orm";
import type { ContentType } from "#app/content/seed.server.ts";
import type { Db } from "../db/database.ts";
import { contentVersions, staffAccounts, type ContentState } from "../db/schema.ts";
import type { Tx } from "../staff/audit-log.server.ts";
import { registryEntry, seedStored } from "./entries.server.ts";
import { complianceNeeded, type LegalPageReach } from "./legal-reach.server.ts";
import { closeOpen, conflictWith, unknownEntry, validate } from "./store.server.ts";
import {
  auditContent,
  entryIs,
  entryVersions,
  lockEntry,
  openStates,
  type Outcome,
  type Refusal,
  type StaffActor,
  type VersionRow,
} from "./versions.server.ts";

/**
 * Review, publication and rollback (docs/content-store.md has the state machine). Each step
 * names the version its caller saw: a step on a version someone has since replaced is a
 * conflict, answered with the newest version. Legal entries (`legalPages` in the
 * registry) publish only once someone holding the compliance role other than any of the
 * change's authors approved them, and so does a change of the facts that alters what a
 * legal page shows (legal-reach.server.ts); other entries publish straight from a draft.
 */

/** The channel publish and rollback notify (server/content's listener re-reads the snapshot). */
export const PUBLISHED_CHANNEL = "content_published";

const MAX_COMMENT = 2000;

export interface Step {
  type: string;
  id: string;
  /** The version the caller acts on, as it saw it. */
  version: number;
}

interface Locked {
  contentType: ContentType;
  versions: VersionRow[];
  subject: VersionRow;
}

/**
 * Opens the step's transaction: locks the entry and finds the version, which must be the
 * entry's newest and in one of `states`. `run` makes the change; a refusal stores nothing.
 */
async function step<T>(
  db: Db,
  input: Step,
  states: readonly ContentState[],
  run: (tx: Tx, locked: Locked) => Promise<Outcome<T>>,
): Promise<Outcome<T>> {
  const contentType = registryEntry(input.type, input.id);
  if (!contentType) return unknownEntry(input.type, input.id);
  return db.transaction(async (tx) => {
    await lockEntry(tx, input.type, input.id);
    const versions = await entryVersions(tx, input.type, input.id);
    const [newest] = versions;
    if (!newest || newest.version !== input.version) {
      return conflictWith(tx, contentType, input.id, newest);
    }
    if (!states.includes(newest.state)) {
      return {
        ok: false,
        reason: "state",
        message: `Version ${newest.version} is ${newest.state.replace("_", " ")}; this step needs it ${states.join(" or ").replaceAll("_", " ")}.`,
      } as const;
    }
    return run(tx, { contentType, versions, subject: newest });
  });
}

/**
 * Everyone who wrote the change a version makes: its author, and the authors of the
 * unpublished versions it was based on, back to a published version, the seed or the
 * version a rollback restored. Saving one word over a colleague's draft does not make the
 * colleague its reviewer.
 */
function changeAuthors(versions: readonly VersionRow[], subject: VersionRow): Set<string> {
  const byVersion = new Map(versions.map((v) => [v.version, v]));
  const authors = new Set<string>();
  let at: VersionRow | undefined = subject;
  while (at) {
    authors.add(at.authorId);
    if (at.restoredFrom !== null || at.basedOn === 0) break;
    const base = byVersion.get(at.basedOn);
    if (!base || base.publishedAt !== null) break;
    at = base;
  }
  return authors;
}

/** Whether the account holds the compliance role now (read from the database, not the caller). */
async function holdsCompliance(tx: Tx, accountId: string | null): Promise<boolean> {
  if (accountId === null) return false;
  const [account] = await tx
    .select({ roles: staffAccounts.roles, disabledAt: staffAccounts.disabledAt })
    .from(staffAccounts)
    .where(eq(staffAccounts.id, accountId));
  return !!account && !account.disabledAt && account.roles.includes("compliance");
}

/** Why `reviewer` may not review `subject`, or null when they may. */
async function reviewRefusal(
  tx: Tx,
  locked: Locked,
  reviewer: StaffActor,
  legal: boolean,
): Promise<Refusal | null> {
  if (changeAuthors(locked.versions, locked.subject).has(reviewer.id)) {
    return { ok: false, reason: "forbidden", message: "Nobody reviews a change they wrote." };
  }
  if (legal && !(await holdsCompliance(tx, reviewer.id))) {
    return {
      ok: false,
      reason: "forbidden",
      message: "Legal texts are reviewed by someone holding the compliance role.",
    };
  }
  return null;
}

/** Whether the version under review needs compliance: legal, or facts a legal page shows. */
const needsCompliance = (tx: Tx, { contentType, subject }: Locked) =>
  complianceNeeded(tx, contentType, subject.entryId, subject.data);

const pagesNamed = (pages: readonly LegalPageReach[]) => pages.map((p) => p.path).join(", ");

const setState = (tx: Tx, v: VersionRow, values: Partial<typeof contentVersions.$inferInsert>) =>
  tx
    .update(contentVersions)
    .set(values)
    .where(and(entryIs(v.type, v.entryId), eq(contentVersions.version, v.version)));

/** A reviewer's decision on the version under review, with their comment. */
function recordReview(
  tx: Tx,
  subject: VersionRow,
  state: "approved" | "rejected",
  reviewer: { id: string },
  comment: string | null,
) {
  return setState(tx, subject, {
    state,
    reviewerId: reviewer.id,
    reviewComment: comment,
    reviewedAt: sql`now()` as unknown as Date,
  });
}

/** Draft → in review. Any author may submit; nothing else changes. */
export function submitForReview(
  db: Db,
  input: Step & { actor: StaffActor },
): Promise<Outcome<{ version: number }>> {
  return step(db, input, ["draft"], async (tx, { subject }) => {
    await setState(tx, subject, { state: "in_review" });
    await auditContent(tx, input.actor, "content-submitted", input.type, input.id, {
      version: subject.version,
    });
    return { ok: true, version: subject.version };
  });
}

/** In review → approved, by someone who wrote none of it (and, for legal text, compliance). */
export function approve(
  db: Db,
  input: Step & { reviewer: StaffActor; comment?: string | undefined },
): Promise<Outcome<{ version: number }>> {
  const comment = input.comment?.trim() || null;
  if (comment && comment.length > MAX_COMMENT) return Promise.resolve(commentTooLong());
  return step(db, input, ["in_review"], async (tx, locked) => {
    const { needed } = await needsCompliance(tx, locked);
    const refused = await reviewRefusal(tx, locked, input.reviewer, needed);
    if (refused) return refused;
    await recordReview(tx, locked.subject, "approved", input.reviewer, comment);
    await auditContent(tx, input.reviewer, "content-approved", input.type, input.id, {
      version: locked.subject.version,
      legal: needed,
    });
    return { ok: true, version: locked.subject.version };
  });
}

const commentTooLong = (): Refusal => ({
  ok: false,
  reason: "invalid",
  problems: [
    { type: "", id: "", field: "comment", message: `is longer than ${MAX_COMMENT} characters` },
  ],
});

/**
 * In review (or approved, on second thoughts) → rejected, with a comment saying why: the
 * author reads it in the history. The next save starts a new version from the base it names.
 */
export function reject(
  db: Db,
  input: Step & { reviewer: StaffActor; comment: string },
): Promise<Outcome<{ version: number }>> {
  const comment = input.comment.trim();
  if (!comment) {
    return Promise.resolve({
      ok: false,
      reason: "invalid",
      problems: [
        { type: input.type, id: input.id, field: "comment", message: "says why: it is empty" },
      ],
    });
  }
  if (comment.length > MAX_COMMENT) return Promise.resolve(commentTooLong());
  return step(db, input, ["in_review", "approved"], async (tx, locked) => {
    const { needed } = await needsCompliance(tx, locked);
    const refused = await reviewRefusal(tx, locked, input.reviewer, needed);
    if (refused) return refused;
    await recordReview(tx, locked.subject, "rejected", input.reviewer, comment);
    await auditContent(tx, input.reviewer, "content-rejected", input.type, input.id, {
      version: locked.subject.version,
      commentCharacters: comment.length,
    });
    return { ok: true, version: locked.subject.version };
  });
}

/** Makes `subject` the live version: the previous one becomes superseded; others hear of it. */
async function makeLive(tx: Tx, subject: VersionRow, actor: StaffActor): Promise<number> {
  const previous = await tx
    .update(contentVersions)
    .set({ state: "superseded" })
    .where(and(entryIs(subject.type, subject.entryId), eq(contentVersions.state, "published")))
    .returning({ version: contentVersions.version });
  await setState(tx, subject, {
    state: "published",
    publishedBy: actor.id,
    publishedAt: sql`now()` as unknown as Date,
  });
  // Delivered at commit, and only then: a rolled-back publication tells no one.
  const payload = JSON.stringify({
    type: subject.type,
    id: subject.entryId,
    version: subject.version,
  });
  await tx.execute(sql`select pg_notify(${PUBLISHED_CHANNEL}, ${payload})`);
  return previous[0]?.version ?? 0;
}

/**
 * Publishes the open version. Legal entries, and a change of the facts that alters a legal
 * page: only one a compliance reviewer approved (the facts' pages are found against the
 * facts published now: a legal text may have started showing one since the review).
 * Others: a draft, one in review or an approved one. The data is checked again against the
 * facts published now (they may have changed since the save).
 */
export function publish(
  db: Db,
  input: Step & { actor: StaffActor },
): Promise<Outcome<{ version: number; previous: number }>> {
  return step<{ version: number; previous: number }>(db, input, openStates, async (tx, locked) => {
    const { contentType, subject } = locked;
    const { needed, pages } = await needsCompliance(tx, locked);
    if (
      needed &&
      !(subject.state === "approved" && (await holdsCompliance(tx, subject.reviewerId)))
    ) {
      const what =
        pages.length > 0
          ? `This change alters what the legal pages say (${pagesNamed(pages)})`
          : "This is a legal text";
      return {
        ok: false,
        reason: "state",
        message: `${what}: someone holding the compliance role approves it before it is published.`,
      } as const;
    }
    const problems = await validate(tx, contentType, input.id, subject.data);
    if (problems.length > 0) return { ok: false, reason: "invalid", problems } as const;
    const previous = await makeLive(tx, subject, input.actor);
    await auditContent(tx, input.actor, "content-published", input.type, input.id, {
      version: subject.version,
      previous,
      legal: needed,
    });
    return { ok: true, version: subject.version, previous } as const;
  });
}

export interface Rollback {
  type: string;
  id: string;
  /** A version that was published once (published or superseded), or 0 for the seed. */
  toVersion: number;
  /** The newest version the caller saw, as for a save. */
  baseVersion: number;
  actor: StaffActor;
}

/**
 * Restores an earlier publication as a new version (history is never rewritten). Other
 * entries: published at once. Legal entries, and facts that would change what a legal page
 * shows: the copy goes to review (in review), and is published like any legal change once a
 * compliance reviewer approved it: the law or the company may have changed since that text
 * was approved. An open version it follows becomes `replaced`.
 */
export async function rollback(
  db: Db,
  input: Rollback,
): Promise<Outcome<{ version: number; state: "published" | "in_review" }>> {
  const contentType = registryEntry(input.type, input.id);
  if (!contentType) return unknownEntry(input.type, input.id);
  return db.transaction(async (tx) => {
    await lockEntry(tx, input.type, input.id);
    const versions = await entryVersions(tx, input.type, input.id);
    const [newest] = versions;
    if ((newest?.version ?? 0) !== input.baseVersion) {
      return conflictWith(tx, contentType, input.id, newest);
    }
    const source = versions.find((v) => v.version === input.toVersion);
    if (input.toVersion !== 0 && source?.publishedAt == null) {
      return {
        ok: false,
        reason: "state",
        message: `Version ${input.toVersion} was never published: only a publication is restored.`,
      } as const;
    }
    const data = input.toVersion === 0 ? seedStored(contentType, input.id) : source!.data;
    const problems = await validate(tx, contentType, input.id, data);
    if (problems.length > 0) return { ok: false, reason: "invalid", problems } as const;
    const version = input.baseVersion + 1;
    const { needed: legal } = await complianceNeeded(tx, contentType, input.id, data);
    await closeOpen(tx, input.type, input.id);
    const [copy] = await tx
      .insert(contentVersions)
      .values({
        type: input.type,
        entryId: input.id,
        version,
        data,
        state: legal ? "in_review" : "draft",
        basedOn: input.baseVersion,
        restoredFrom: input.toVersion,
        authorId: input.actor.id,
      })
      .returning();
    if (!legal) await makeLive(tx, copy!, input.actor);
    await auditContent(tx, input.actor, "content-rolled-back", input.type, input.id, {
      version,
      restoredFrom: input.toVersion,
      published: !legal,
    });
    return { ok: true, version, state: legal ? "in_review" : "published" } as const;
  });
}
