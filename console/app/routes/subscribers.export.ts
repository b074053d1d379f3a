import type { Route } from "./+types/subscribers.export";
import { authorizeSignedIn, postOnly } from "../lib/access.server.ts";
import { auditExportWhenDone, download } from "../lib/download.server.ts";
import { confirmedSubscribersCsv } from "#server/staff/subscriber-list.server.ts";

/** Only POST: a GET is answered 404. */
export const loader = postOnly;

/** POST /staff/subscribers/export: the confirmed subscribers as CSV, streamed. */
export function action(args: Route.ActionArgs) {
  const { console: ctx, session } = authorizeSignedIn(args);
  const onEnd = auditExportWhenDone(ctx, session, "subscribers", "confirmed subscribers");
  return download(confirmedSubscribersCsv(ctx.db, onEnd), "csv", "subscribers-confirmed");
}
