import { redirect } from "react-router";
import type { Route } from "./+types/traffic.export";
import { authorizeSignedIn, postOnly } from "../lib/access.server.ts";
import { download } from "../lib/download.server.ts";
import { readForm } from "../lib/input.server.ts";
import { parseTrafficRange } from "../lib/traffic-range.server.ts";
import { trafficCsv } from "#server/analytics/traffic-csv.ts";
import { trafficReport } from "#server/analytics/traffic-report.ts";
import { recordEvent } from "#server/staff/audit-log.server.ts";

/** Only POST: a GET is answered 404. */
export const loader = postOnly;

/**
 * POST /staff/traffic/export: the Traffic screen's figures for the form's days (`from`,
 * `to`) as CSV. Daily totals only, naming nobody; audited like every export all the same.
 */
export async function action(args: Route.ActionArgs) {
  const { console: ctx, session } = authorizeSignedIn(args);
  const form = await readForm(args.request);
  const parsed = parseTrafficRange(form);
  // A file cannot carry the message: the screen, with the same days, says what is wrong.
  if (!parsed.ok) throw redirect(`/traffic?${new URLSearchParams(form).toString()}`, 303);
  const { from, to } = parsed.range;
  const { csv, rows } = trafficCsv(await trafficReport(ctx.db, parsed.range));
  await recordEvent(ctx.db, {
    actorId: session.account.id,
    actorEmail: session.account.email,
    action: "export",
    target: "analytics_daily",
    detail: { what: `traffic (from=${from}&to=${to})`, rows },
  });
  return download(csv, "csv", "traffic");
}
