import { redirect } from "react-router";
import type { Route } from "./+types/requests.export";
import { authorizeSignedIn, postOnly } from "../lib/access.server.ts";
import { download } from "../lib/download.server.ts";
import { parseEmail, readForm } from "../lib/input.server.ts";
import { auditRequest, findHeldData, heldCount } from "#server/staff/data-requests.server.ts";

/** Only POST: a GET is answered 404. */
export const loader = postOnly;

/** POST /staff/requests/export: everything held about one address, as JSON. */
export async function action(args: Route.ActionArgs) {
  const { console: ctx, session } = authorizeSignedIn(args);
  const raw = (await readForm(args.request)).get("email") ?? "";
  const parsed = parseEmail(raw);
  // A file cannot carry the message: the search page says what is wrong with the address.
  if ("error" in parsed) throw redirect(`/requests?email=${encodeURIComponent(raw)}`, 303);
  const held = await findHeldData(ctx.db, parsed.email);
  await auditRequest(ctx.db, session.account, "export", parsed.email, {
    what: "data-subject export",
    rows: heldCount(held),
  });
  const body = JSON.stringify({ exportedAt: new Date().toISOString(), ...held }, null, 2);
  return download(body, "json", "data-request");
}
