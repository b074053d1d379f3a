import type { Route } from "./+types/subscribers.export";
import { authorize, authorizeSignedIn } from "../lib/access.server";
import { auditExportWhenDone, download, streamed } from "../lib/download.server";
import { confirmedSubscribersCsv } from "../../../server/staff/subscriber-list.ts";

/** Only POST: a GET here is not in the access table, so it is answered 404. */
export function loader(args: Route.LoaderArgs) {
  authorize(args);
  return null;
}

/** POST /staff/subscribers/export: the confirmed subscribers as CSV, streamed. */
export function action(args: Route.ActionArgs) {
  const { console: ctx, session } = authorizeSignedIn(args);
  const onEnd = auditExportWhenDone(ctx, session, "subscribers", "confirmed subscribers");
  return download(
    streamed(confirmedSubscribersCsv(ctx.db, onEnd)),
    "text/csv; charset=utf-8",
    "subscribers-confirmed",
  );
}
