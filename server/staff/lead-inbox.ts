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
}

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
 * The search as a full-text query: every word must begin a word of the lead ("volta pen"
 * finds "Volta Pensions"). Words are letters and digits only, so the quoted lexemes need
 * no escaping, and '%' or '_' are separators, not wildcards.
 */
export function searchQuery(search: string): string {
  const words = search.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words
    .slice(0, SEARCH_WORDS_MAX)
    .map((w) => `'${w}':*`)
    .join(" & ");
}

function searchCondition(kind: LeadKind, search: string): SQL {
  const address = search.trim().toLowerCase();
  if (WHOLE_ADDRESS.test(address)) return sql`email = ${address}`;
  const query = searchQuery(search);
  // A search with no letters or digits matches nothing rather than everything.
  if (!query) return sql`false`;
  return sql`${leadSearchDocuments[kind]} @@ to_tsquery('simple', ${query})`;
}

function conditions(kind: LeadKind, f: InboxFilter, cursor: Cursor | undefined): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.status) parts.push(sql`status = ${f.status}`);
  if (f.assignee === "none") parts.push(sql`assignee_id is null`);
  else if (f.assignee) parts.push(sql`assignee_id = ${f.assignee}`);
  if (f.from) parts.push(sql`created_at >= ${f.from.toISOString()}`);
  if (f.to) parts.push(sql`created_at < ${f.to.toISOString()}`);
  if (f.product && kind === "demo") parts.push(sql`product = ${f.product}`);
  if (f.search) parts.push(searchCondition(kind, f.search));
  if (cursor) {
    parts.push(
      sql`(created_at, id) < (${cursor.at.toISOString()}::timestamptz, ${cursor.id}::uuid)`,
    );
  }
  return sql.join(parts, sql` and `);
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
  const wantContacts = !filter.kind || filter.kind === "contact";
  const wantDemos = (!filter.kind || filter.kind === "demo") && true;
  // A product filter only concerns demo requests: contact messages have none.
  const contacts = wantContacts && !filter.product;
  const parts: SQL[] = [];
  if (contacts) {
    parts.push(sql`(select 'contact' as kind, id, created_at, first_name || ' ' || last_name as name,
      email, '' as company, null::text as product, status, assignee_id, left(message, 140) as preview
      from contact_messages where ${conditions("contact", filter, cursor)}
      order by created_at desc, id desc limit ${limit + 1})`);
  }
  if (wantDemos) {
    parts.push(sql`(select 'demo' as kind, id, created_at, name, email, company, product, status,
      assignee_id, company || case when job_title <> '' then ' · ' || job_title else '' end as preview
      from demo_requests where ${conditions("demo", filter, cursor)}
      order by created_at desc, id desc limit ${limit + 1})`);
  }
  if (parts.length === 0) return { rows: [], next: undefined };
  const result = (await db.execute(
    sql`select * from (${sql.join(parts, sql` union all `)}) as leads
      order by created_at desc, id desc limit ${limit + 1}`,
  )) as { rows: Record<string, unknown>[] };
  const rows = result.rows.map((r): InboxRow => ({
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
  const more = rows.length > limit;
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { rows: page, next: more && last ? { at: last.createdAt, id: last.id } : undefined };
}

export function isLeadStatus(value: unknown): value is LeadStatus {
  return typeof value === "string" && (leadStatuses as readonly string[]).includes(value);
}
