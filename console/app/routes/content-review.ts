import { redirect } from "react-router";
import type { Route } from "./+types/content-review";
import { authorizeSignedIn, postOnly } from "../lib/access.server.ts";
import { entryAt } from "../lib/content-entry.server.ts";
import { entryPath } from "../lib/content-labels.ts";
import { field, intentOf, readForm, versionField } from "../lib/input.server.ts";
import { approve, reject } from "#server/content/review.server.ts";

export const loader = postOnly;

/**
 * POST /staff/content/:type/:id/review: a compliance reviewer approves or rejects the
 * version awaiting review (never their own: the store refuses it too), then back to the
 * editor with what happened.
 */
export async function action(args: Route.ActionArgs) {
  const { console: ctx, session } = authorizeSignedIn(args);
  const { contentType, entry } = await entryAt(ctx.db, args.params);
  const form = await readForm(args.request);
  const intent = intentOf(form, ["approve", "reject"] as const);
  const back = entryPath(contentType.type, entry.id);
  const comment = field(form, "comment", 2000, "The comment");
  if (intent === "reject" && !comment) throw redirect(`${back}?refused=no-comment`, 303);
  const step = {
    type: contentType.type,
    id: entry.id,
    version: versionField(form, "version"),
    reviewer: { id: session.account.id, email: session.account.email },
    comment,
  };
  const outcome = intent === "approve" ? await approve(ctx.db, step) : await reject(ctx.db, step);
  if (!outcome.ok) throw redirect(`${back}?refused=${outcome.reason}`, 303);
  throw redirect(`${back}?done=${intent === "approve" ? "approved" : "rejected"}`, 303);
}
