import { OPERATOR } from "#server/staff/accounts.server.ts";
import type { AuditAction, AuditFilter } from "#server/staff/audit-log.server.ts";
import { decodeCursor, type Cursor } from "#server/staff/lead-inbox.server.ts";

/** Every action the log records, for the filter's choices. */
export const auditActions = [
  "sign-in",
  "sign-in-recovery-code",
  "sign-out",
  "sign-out-everywhere",
  "re-verify",
  "invitation",
  "invitation-accepted",
  "passkey-added",
  "passkey-removed",
  "recovery-codes-issued",
  "role-change",
  "account-disabled",
  "lead-status",
  "lead-assignee",
  "lead-note",
  "export",
  "request-search",
  "erasure",
  "webhook-added",
  "webhook-disabled",
  "webhook-enabled",
  "webhook-secret-rotated",
  "webhook-redelivered",
  "content-saved",
  "content-submitted",
  "content-approved",
  "content-rejected",
  "content-published",
  "content-rolled-back",
  "image-uploaded",
] as const satisfies readonly AuditAction[];

// A new action in AuditAction fails the type check here until it is offered as a choice.
type Unlisted = Exclude<AuditAction, (typeof auditActions)[number]>;
export const everyActionListed: [Unlisted] extends [never] ? true : Unlisted = true;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day (UTC), or undefined if the text is not one. */
export function day(value: string): Date | undefined {
  if (!DAY.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  // Month 13 is no date at all, and 31 February rolls over into March: the day must come
  // back as it was given.
  if (Number.isNaN(date.getTime())) return undefined;
  return date.toISOString().slice(0, 10) === value ? date : undefined;
}

export type ParsedAuditQuery =
  { ok: true; filter: AuditFilter; cursor: Cursor | undefined } | { ok: false; error: string };

/**
 * The audit log's filter and page from the query. Unlike the inbox, a value that is not
 * understood is refused with a message rather than dropped: a compliance officer reading
 * "no entries" must be able to trust that the filter they typed is the one applied.
 */
export function parseAuditQuery(query: URLSearchParams): ParsedAuditQuery {
  const get = (name: string) => query.get(name)?.trim() ?? "";
  const who = get("actor").toLowerCase();
  // The command line's changes are recorded under a name, not an address: it is a choice too.
  const actor = who === OPERATOR.email.toLowerCase() ? OPERATOR.email : who;
  if (
    actor &&
    actor !== OPERATOR.email &&
    (actor.length > 320 || !/^[^\s@]+@[^\s@]+$/.test(actor))
  ) {
    return {
      ok: false,
      error: `Who must be a whole e-mail address, such as ama@nkabompay.com.gh, or ${OPERATOR.email} for changes made on the command line.`,
    };
  }
  const action = get("action");
  if (action && !(auditActions as readonly string[]).includes(action)) {
    return { ok: false, error: "Choose an action from the list." };
  }
  const [fromText, toText] = [get("from"), get("to")];
  const from = fromText ? day(fromText) : undefined;
  if (fromText && !from) return { ok: false, error: "From must be a date (YYYY-MM-DD)." };
  const to = toText ? day(toText) : undefined;
  if (toText && !to) return { ok: false, error: "To must be a date (YYYY-MM-DD)." };
  if (from && to && from > to) return { ok: false, error: "From must not be after To." };
  const after = query.get("after");
  const cursor = after ? decodeCursor(after) : undefined;
  if (after && !cursor) {
    return { ok: false, error: "This page link is broken: start again from the newest entries." };
  }
  return {
    ok: true,
    filter: {
      actor: actor || undefined,
      action: action || undefined,
      from,
      to: to ? new Date(to.getTime() + 86_400_000) : undefined,
    },
    cursor,
  };
}
