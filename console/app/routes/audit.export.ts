import type { Route } from "./+types/audit.export";
import { authorizeSignedIn, postOnly } from "../lib/access.server";
import { auditExportWhenDone, download } from "../lib/download.server";
import { auditCsv } from "../../../server/staff/audit-log.ts";

/** Only POST: a GET is answered 404. */
export const loader = postOnly;

/** POST /staff/audit/export: the whole audit log as CSV, newest first, streamed. */
export function action(args: Route.ActionArgs) {
  const { console: ctx, session } = authorizeSignedIn(args);
  const onEnd = auditExportWhenDone(ctx, session, "audit_log", "audit log");
  return download(auditCsv(ctx.db, onEnd), "csv", "audit-log");
}
