import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { leadSearchDocuments, leadStatuses, type LeadKind, type LeadStatus } from "../db/schema.ts";

/** What the inbox can be narrowed to; every field optional. */
export interface InboxFilter {
  kind?: LeadKind | undefined;
  product?: string | undefined;
  status?: LeadStatus | undefined;
  /** An account id, or "none" for unassigned leads. */
  assignee?: string | undefined;
  from?: Date | undefined;
  /** Exclusive: the day after the last day asked for. */
  to?: Date | undefined;
  search?: string | undefined;
  /**
   * Where the lead's visit came from, as the Traffic screen names a source: its
   * utm_source, else its referrer host, else "(direct)". Case does not matter.
   */
  source?: string | undefined;
  /** The visit's utm_campaign, case aside. */
  campaign?: string | undefined;
}

/** A lead's source as the Traffic screen's rollup names it (server/analytics/conversion-rollup.ts). */
const sourceOf = sql`lower(coalesce(utm_source, referrer_host, '(direct)'))`;

/** Keyset cursor: the (created_at, id) of the last row shown. */
export interface Cursor {
  at: Date;
  id: string;
}

export interface InboxRow {
  kind: LeadKind;
  id: string;
  createdAt: Date;
  name: string;
  email: string;
  company: string;
  product: string | null;
  status: LeadStatus;
  assigneeId: string | null;
  preview: string;
}

export const PAGE_SIZE = 50;

export function encodeCursor(c: Cursor): string {
  return Buffer.from(`${c.at.toISOString()}|${c.id}`).toString("base64url");
}

export function decodeCursor(raw: string | undefined): Cursor | undefined {
  if (!raw || raw.length > 200) return undefined;
  const [at, id] = Buffer.from(raw, "base64url").toString("utf8").split("|");
  const date = new Date(at ?? "");
  if (Number.isNaN(date.getTime()) || !/^[0-9a-f-]{36}$/.test(id ?? "")) return undefined;
  return { at: date, id: id! };
}

/** A whole address, as the forms accept it: searched by equality, not by its words. */
const WHOLE_ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** At most this many words of a search are used: enough for any name, and a bounded query. */
const SEARCH_WORDS_MAX = 8;

/**
 * The search as a full-text query: each word must be a word of the lead, the last one may
 * be the beginning of one ("volta pen" finds "Volta Pensions", "lead12" finds
 * "lead12@example.com"). Only the last is a prefix because GIN skips through the posting
 * lists of whole words, but must read every list a prefix matches in full (ten times
 * slower for "kofi:* & mensah:*" at a million leads). Words are letters and digits only,
 * so the quoted lexemes need no escaping, and '%' or '_' separate words.
 */
export function searchQuery(search: string): string {
  const words = searchWords(search);
  return words.map((w, i) => (i === words.length - 1 ? `'${w}':*` : `'${w}'`)).join(" & ");
}

function searchWords(search: string): string[] {
  return (search.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, SEARCH_WORDS_MAX);
}

/** How the search narrows the inbox: a whole address, words, or nothing to look for. */
type Search =
  | { by: "none" }
  | { by: "address"; address: string }
  | { by: "words"; query: string; words: string[] }
  | { by: "nothing" };

function parseSearch(search: string | undefined): Search {
  if (!search?.trim()) return { by: "none" };
  const address = search.trim().toLowerCase();
  if (WHOLE_ADDRESS.test(address)) return { by: "address", address };
  const query = searchQuery(search);
  // A search with no letters or digits matches nothing rather than everything.
  return query ? { by: "words", query, words: searchWords(search) } : { by: "nothing" };
}

function wordsMatch(kind: LeadKind, query: string): SQL {
  return sql`${leadSearchDocuments[kind]} @@ to_tsquery('simple', ${query})`;
}

/** A lead's searched text, lower-cased, for the walk's quick first test. */
const plainText: Record<LeadKind, SQL> = {
  contact: sql`lower(first_name || ' ' || last_name || ' ' || email || ' ' || message)`,
  demo: sql`lower(name || ' ' || email || ' ' || company)`,
};

/**
 * The walk's test of a lead. Re-parsing a lead into its words costs ~20 µs on PGlite; when
 * every word is plain ASCII, a lead whose lower-cased text does not even contain each word
 * cannot match, and `strpos` says so in a fraction of that (PostgreSQL runs the cheaper
 * condition first). Other letters are left to the parser alone: lower() and the parser
 * might not agree on their case in every locale.
 */
function walkMatch(kind: LeadKind, query: string, words: string[]): SQL {
  if (!words.every((w) => /^[a-z0-9]+$/.test(w))) return wordsMatch(kind, query);
  const contained = words.map((w) => sql`strpos(${plainText[kind]}, ${w}) > 0`);
  return sql`${sql.join(contained, sql` and `)} and ${wordsMatch(kind, query)}`;
}

/** The filter's conditions other than the search, and the keyset cursor. */
function conditions(kind: LeadKind, f: InboxFilter, cursor: Cursor | undefined): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.status) parts.push(sql`status = ${f.status}`);
  if (f.assignee === "none") parts.push(sql`assignee_id is null`);
  else if (f.assignee) parts.push(sql`assignee_id = ${f.assignee}`);
  if (f.from) parts.push(sql`created_at >= ${f.from.toISOString()}`);
  if (f.to) parts.push(sql`created_at < ${f.to.toISOString()}`);
  if (f.product && kind === "demo") parts.push(sql`product = ${f.product}`);
  if (f.source) parts.push(sql`${sourceOf} = ${f.source.toLowerCase()}`);
  if (f.campaign) parts.push(sql`lower(utm_campaign) = ${f.campaign.toLowerCase()}`);
  if (cursor) {
    parts.push(
      sql`(created_at, id) < (${cursor.at.toISOString()}::timestamptz, ${cursor.id}::uuid)`,
    );
  }
  return sql.join(parts, sql` and `);
}

const columns: Record<LeadKind, SQL> = {
  contact: sql`'contact' as kind, id, created_at, first_name || ' ' || last_name as name, email,
    '' as company, null::text as product, status, assignee_id, left(message, 140) as preview`,
  demo: sql`'demo' as kind, id, created_at, name, email, company, product, status, assignee_id,
    company || case when job_title <> '' then ' · ' || job_title else '' end as preview`,
};
const tables: Record<LeadKind, SQL> = {
  contact: sql`contact_messages`,
  demo: sql`demo_requests`,
};
// NULLS LAST as in the (created_at desc, id desc) indexes: the walk is then one index scan
// without a sort (the columns are NOT NULL, so the order itself is the same).
const newestFirst = sql`order by created_at desc nulls last, id desc nulls last`;

/**
 * A word search first looks at this many of the newest leads (of each table, within the
 * other filters): a frequent word ("Mensah", "bank") fills its page from them. Only a rarer
 * one goes to the full-text index. Reading a frequent word's posting list costs ~0.3 µs per
 * lead on PGlite (200 ms for a word in every lead); walking costs ~20 µs per lead looked at
 * (the document is re-parsed: a stored tsvector column was slower still, detoasting it), so
 * neither alone is fast for every word, and the walk is kept short.
 */
const SEARCH_WALK_ROWS = 500;

/**
 * More matches than this among the walked leads (more than 0.4% of them), and the index is
 * first asked for the last RECENT_DAYS only: enough matches there to fill a page, without
 * reading every match of the word to sort them.
 */
const COMMON_WORD_MATCHES = 2;
const RECENT_DAYS = 30;

async function rowsOf(db: Pick<Db, "execute">, parts: SQL[], limit: number): Promise<InboxRow[]> {
  if (parts.length === 0) return [];
  const result = (await db.execute(
    sql`select * from (${sql.join(parts, sql` union all `)}) as leads ${newestFirst} limit ${limit}`,
  )) as { rows: Record<string, unknown>[] };
  return result.rows.map((r) => ({
    kind: r.kind as LeadKind,
    id: String(r.id),
    createdAt: new Date(r.created_at as string),
    name: String(r.name),
    email: String(r.email),
    company: String(r.company ?? ""),
    product: (r.product as string | null) ?? null,
    status: r.status as LeadStatus,
    assigneeId: (r.assignee_id as string | null) ?? null,
    preview: String(r.preview ?? ""),
  }));
}

function newerFirst(a: InboxRow, b: InboxRow): number {
  return b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
}

/** The walk may be taken this far for a word it found common enough to fill a page soon. */
const SEARCH_WALK_MAX = 4000;

/** The newest `limit` rows of each kind that match `words`, walking first, then by index. */
async function wordSearchRows(
  db: Db,
  kinds: LeadKind[],
  where: (kind: LeadKind) => SQL,
  query: string,
  words: string[],
  limit: number,
  newest: Date,
): Promise<InboxRow[]> {
  const recentFrom = new Date(newest.getTime() - RECENT_DAYS * 86_400_000);
  const walk = (which: LeadKind[], rows: (kind: LeadKind) => number) =>
    rowsOf(
      db,
      which.map(
        (kind) => sql`(select ${columns[kind]} from (select * from ${tables[kind]}
          where ${where(kind)} ${newestFirst} limit ${rows(kind)}) as recent
          where ${walkMatch(kind, query, words)} ${newestFirst} limit ${limit})`,
      ),
      limit * which.length,
    );
  const done: InboxRow[] = [];
  // Kinds whose page is full go to `done`; the others come back with their match count.
  const settle = (rows: InboxRow[], which: LeadKind[]) =>
    which.flatMap((kind) => {
      const mine = rows.filter((r) => r.kind === kind);
      if (mine.length >= limit) {
        done.push(...mine);
        return [];
      }
      return [{ kind, matches: mine.length }];
    });
  let open = settle(await walk(kinds, () => SEARCH_WALK_ROWS), kinds);
  // A common word fills its page a little further on: walk that far, with room to spare.
  const further = new Map(
    open
      .filter((o) => o.matches > COMMON_WORD_MATCHES)
      .map((o) => [o.kind, Math.ceil((1.5 * limit * SEARCH_WALK_ROWS) / o.matches)] as const)
      .filter(([, rows]) => rows <= SEARCH_WALK_MAX),
  );
  if (further.size > 0) {
    const again = [...further.keys()];
    const settled = settle(await walk(again, (kind) => further.get(kind)!), again);
    open = [...open.filter((o) => !further.has(o.kind)), ...settled];
  }
  if (open.length === 0) return done.sort(newerFirst);
  // The planner cannot tell a rare word from a frequent one by its prefix (it guesses 2% of
  // the rows for any `word:*`) and would walk the whole table for a word found nowhere:
  // the walk above already showed the word is rare here, so the index is the way.
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_indexscan = off`);
    // Starting parallel workers costs more than the short lists they would share.
    await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
    for (const { kind, matches } of open) {
      const byIndex = (recent: SQL) =>
        rowsOf(
          tx,
          [
            sql`(select ${columns[kind]} from ${tables[kind]} where ${where(kind)}
              and ${wordsMatch(kind, query)}${recent} ${newestFirst} limit ${limit})`,
          ],
          limit,
        );
      // A word found a few times in the walk may still match tens of thousands of leads,
      // each a heap read to sort them: the recent ones first (the index lookup ANDed with
      // the created_at index) usually fill the page from a few hundred.
      const common = matches > COMMON_WORD_MATCHES;
      let found = common ? await byIndex(sql` and created_at >= ${recentFrom.toISOString()}`) : [];
      if (found.length < limit) found = await byIndex(sql``);
      done.push(...found);
    }
  });
  return done.sort(newerFirst);
}

/**
 * One page of the inbox: contact messages and demo requests together, newest first.
 * Each table gives its own first page (an index walk on (created_at, id)), then the two
 * are merged: the cost does not grow with the number of leads or the page number.
 */
export async function inboxPage(
  db: Db,
  filter: InboxFilter,
  cursor?: Cursor,
  limit = PAGE_SIZE,
): Promise<{ rows: InboxRow[]; next: Cursor | undefined }> {
  // A product filter only concerns demo requests: contact messages have none.
  const kinds = (["contact", "demo"] as const).filter(
    (k) => (!filter.kind || filter.kind === k) && !(k === "contact" && filter.product),
  );
  const search = parseSearch(filter.search);
  const where = (kind: LeadKind) => conditions(kind, filter, cursor);
  let rows: InboxRow[];
  if (search.by === "nothing") rows = [];
  else if (search.by === "words") {
    // The newest a match can be: the window of recent leads ends there.
    const newest = new Date(
      Math.min(cursor?.at.getTime() ?? Date.now(), filter.to?.getTime() ?? Date.now()),
    );
    rows = await wordSearchRows(db, kinds, where, search.query, search.words, limit + 1, newest);
  } else {
    const address = search.by === "address" ? sql` and email = ${search.address}` : sql``;
    rows = await rowsOf(
      db,
      kinds.map(
        (kind) => sql`(select ${columns[kind]} from ${tables[kind]}
          where ${where(kind)}${address} ${newestFirst} limit ${limit + 1})`,
      ),
      limit + 1,
    );
  }
  const more = rows.length > limit;
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { rows: page, next: more && last ? { at: last.createdAt, id: last.id } : undefined };
}

export function isLeadStatus(value: unknown): value is LeadStatus {
  return typeof value === "string" && (leadStatuses as readonly string[]).includes(value);
}
