import { redirect } from "react-router";
import type { Route } from "./+types/audit.export";
import { authorizeSignedIn, postOnly } from "../lib/access.server.ts";
import { parseAuditQuery } from "../lib/audit-filter.server.ts";
import { auditExportWhenDone, download } from "../lib/download.server.ts";
import { readForm } from "../lib/input.server.ts";
import { auditCsv } from "#server/staff/audit-log.server.ts";

/** Only POST: a GET is answered 404. */
export const loader = postOnly;

/**
 * POST /staff/audit/export: the audit log as CSV, newest first, streamed; narrowed by the
 * screen's filters (actor, action, from, to) when the form carries them.
 */
export async function action(args: Route.ActionArgs) {
  const { console: ctx, session } = authorizeSignedIn(args);
  const form = await readForm(args.request);
  form.delete("after");
  const parsed = parseAuditQuery(form);
  // A file cannot carry the message: the screen, with the same filters, says what is wrong.
  if (!parsed.ok) throw redirect(`/audit?${form.toString()}`, 303);
  // The log says which entries went out: the filter as the screen's address shows it.
  const narrowed = new URLSearchParams([...form].filter(([, value]) => value.trim() !== ""));
  const what = narrowed.size ? `audit log (${narrowed.toString()})` : "audit log";
  const onEnd = auditExportWhenDone(ctx, session, "audit_log", what);
  return download(auditCsv(ctx.db, parsed.filter, onEnd), "csv", "audit-log");
}
