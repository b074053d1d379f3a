import { productNames } from "#server/leads/mail-content.server.ts";
import type { InboxFilter } from "#server/staff/lead-inbox.server.ts";
import { isLeadStatus } from "#server/staff/lead-inbox.server.ts";
import { isLeadKind, isUuid } from "#server/staff/lead-work.server.ts";
import { MIN_SEARCH_LENGTH } from "./limits.ts";

function day(value: string | null): Date | undefined {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** The inbox's filter from the query: anything unknown or malformed is ignored. */
export function parseFilter(query: URLSearchParams): InboxFilter {
  const str = (name: string) => query.get(name) || undefined;
  const to = day(query.get("to"));
  const search = str("q")?.trim().slice(0, 100);
  const product = str("product");
  const assignee = str("assignee");
  const kind = str("kind");
  const status = str("status");
  // As the attribution is stored: trimmed, at most 253 characters (a host name).
  const source = str("source")?.trim().slice(0, 253) || undefined;
  const campaign = str("campaign")?.trim().slice(0, 100) || undefined;
  return {
    kind: isLeadKind(kind) ? kind : undefined,
    product: product && product in productNames ? product : undefined,
    status: isLeadStatus(status) ? status : undefined,
    assignee: assignee === "none" || isUuid(assignee) ? assignee : undefined,
    from: day(query.get("from")),
    to: to ? new Date(to.getTime() + 86_400_000) : undefined,
    search: search && search.length >= MIN_SEARCH_LENGTH ? search : undefined,
    source,
    campaign,
  };
}
