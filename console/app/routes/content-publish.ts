import { redirect } from "react-router";
import type { Route } from "./+types/content-publish";
import { authorizeSignedIn, postOnly } from "../lib/access.server.ts";
import { entryAt } from "../lib/content-entry.server.ts";
import { entryPath } from "../lib/content-labels.ts";
import { intentOf, readForm, versionField } from "../lib/input.server.ts";
import { publish, rollback } from "#server/content/review.server.ts";

export const loader = postOnly;

/**
 * POST /staff/content/:type/:id/publish: publish the open version (a legal one once
 * approved), or roll back to an earlier published version (`rollback`), then back to the
 * editor with what happened.
 */
export async function action(args: Route.ActionArgs) {
  const { console: ctx, session } = authorizeSignedIn(args);
  const { contentType, entry } = await entryAt(ctx.db, args.params);
  const form = await readForm(args.request);
  const intent = intentOf(form, ["publish", "rollback"] as const);
  const back = entryPath(contentType.type, entry.id);
  const actor = { id: session.account.id, email: session.account.email };
  const version = versionField(form, "version");
  const base = { type: contentType.type, id: entry.id, actor };
  if (intent === "publish") {
    const outcome = await publish(ctx.db, { ...base, version });
    if (!outcome.ok) throw redirect(`${back}?refused=${outcome.reason}`, 303);
    // "Published: the site shows this version now." is said once it is so, never after
    // this instance failed to render it.
    const shown = (await ctx.publicationServed?.()) ?? true;
    throw redirect(`${back}?done=${shown ? "published" : "published-not-shown"}`, 303);
  }
  const outcome = await rollback(ctx.db, {
    ...base,
    toVersion: version,
    baseVersion: versionField(form, "baseVersion"),
  });
  if (!outcome.ok) throw redirect(`${back}?refused=${outcome.reason}`, 303);
  // A legal text's rollback goes to review first, like any change to it.
  if (outcome.state !== "published") throw redirect(`${back}?done=rolled-back`, 303);
  const shown = (await ctx.publicationServed?.()) ?? true;
  throw redirect(`${back}?done=${shown ? "rolled-back-live" : "published-not-shown"}`, 303);
}
