import type { Route } from "./+types/audit.export";
import { authorize, authorizeSignedIn } from "../lib/access.server";
import { auditExportWhenDone, download, streamed } from "../lib/download.server";
import { auditCsv } from "../../../server/staff/audit-log.ts";

/** Only POST: a GET here is not in the access table, so it is answered 404. */
export function loader(args: Route.LoaderArgs) {
  authorize(args);
  return null;
}

/** POST /staff/audit/export: the whole audit log as CSV, newest first, streamed. */
export function action(args: Route.ActionArgs) {
  const { console: ctx, session } = authorizeSignedIn(args);
  const onEnd = auditExportWhenDone(ctx, session, "audit_log", "audit log");
  return download(streamed(auditCsv(ctx.db, onEnd)), "text/csv; charset=utf-8", "audit-log");
}
