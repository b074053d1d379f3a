import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/content-entry";
import { Container } from "#app/components/ui/Container.tsx";
import { site } from "#app/config/site.ts";
import { Button } from "../components/Button.tsx";
import { Card, Message } from "../components/Card.tsx";
import { EntryFields } from "../components/ContentFields.tsx";
import { Pill } from "../components/Pill.tsx";
import { authorize, authorizeSignedIn } from "../lib/access.server.ts";
import { entryAt, factLabels, legalPagesAltered, problemsOf } from "../lib/content-entry.server.ts";
import {
  doneLabels,
  entryPath,
  factsNote,
  labelFor,
  legalNote,
  previewLabels,
  previewPath,
  refusalLabels,
  statusLabels,
  versionLabels,
  type EntryStatus,
} from "../lib/content-labels.ts";
import { applyListOp, decode, diffEntries, parseListOp } from "../lib/content-schema.server.ts";
import { decimal, readForm } from "../lib/input.server.ts";
import { Time } from "../lib/time.tsx";
import { can } from "#server/staff/permissions.ts";
import { FACTS_TYPE } from "#server/content/entries.server.ts";
import { saveDraft } from "#server/content/store.server.ts";
import { submitForReview } from "#server/content/review.server.ts";

export const meta = ({ data: page }: Route.MetaArgs) => [
  { title: `${page?.label ?? "Content"} · ${site.name} staff` },
];

/** GET /staff/content/:type/:id: the entry's form, its state, its changes and history. */
export async function loader(args: Route.LoaderArgs) {
  const { console: ctx, session } = authorize(args);
  const { contentType, entry, rejected, node } = await entryAt(ctx.db, args.params);
  const roles = session?.account.roles ?? [];
  const open = entry.open;
  const status: EntryStatus = open
    ? (open.state as EntryStatus)
    : rejected
      ? "rejected"
      : "published";
  const params = new URL(args.request.url).searchParams;
  const me = session?.account.id;
  return {
    type: contentType.type,
    id: entry.id,
    path: entryPath(contentType.type, entry.id),
    label: entry.label,
    legal: entry.legal,
    // The facts: which legal pages their open change alters (a compliance approval first).
    legalPages: legalPagesAltered(entry.legalReach),
    // A legal text: the open change of the facts that alters what it shows.
    factsChange: entry.factsChange
      ? {
          version: entry.factsChange.version,
          waiting: entry.factsChange.state !== "draft",
          facts: factLabels(entry.factsChange.facts),
          to: entryPath(FACTS_TYPE, "main"),
        }
      : null,
    isFacts: contentType.type === FACTS_TYPE,
    status,
    node,
    values: open?.data ?? rejected?.data ?? entry.published.data,
    baseVersion: entry.newestVersion,
    open: open
      ? {
          version: open.version,
          author: open.author,
          own: open.authorId === me,
          createdAt: open.createdAt.toISOString(),
        }
      : null,
    rejected: rejected
      ? { by: rejected.reviewer, comment: rejected.reviewComment, version: rejected.version }
      : null,
    published: {
      version: entry.published.version,
      at: entry.published.publishedAt?.toISOString() ?? null,
      by: entry.published.publishedBy,
    },
    changes: open ? diffEntries(node, entry.published.data, open.data) : [],
    history: entry.history.map((v) => ({
      version: v.version,
      state: v.state,
      author: v.author,
      at: v.createdAt.toISOString(),
      restoredFrom: v.restoredFrom,
      reviewer: v.reviewer,
      comment: v.reviewComment,
    })),
    may: {
      edit: can(roles, "content:edit"),
      approve: can(roles, "content:approve"),
      publish: can(roles, "content:publish"),
    },
    done: params.get("done"),
    refused: params.get("refused"),
  };
}

type Loaded = Route.ComponentProps["loaderData"];

/**
 * POST /staff/content/:type/:id: `intent` save (a draft), submit (save, then ask for
 * review), or a list button (`add:…`, `up:…`, `refresh:…`): the entry as changed, nothing
 * saved. The schema decides what is valid, on the server, with the same messages.
 */
export async function action(args: Route.ActionArgs) {
  const { console: ctx, session } = authorizeSignedIn(args);
  const { contentType, entry, node } = await entryAt(ctx.db, args.params);
  const form = await readForm(args.request);
  const intent = form.get("intent") ?? "";
  const base = decimal(form.get("baseVersion"));
  const stored = entry.open?.data ?? entry.published.data;
  const values = decode(node, form, stored);
  const answer = (extra: Record<string, unknown> = {}, status = 200) =>
    data({ values, baseVersion: base, errors: {} as Record<string, string>, ...extra }, { status });
  const op = parseListOp(intent);
  if (op) {
    const changed = applyListOp(node, values, op);
    if (changed === null) return answer({ error: "That list cannot take this change." }, 400);
    return data({ values: changed, baseVersion: base, errors: {} as Record<string, string> });
  }
  if (intent.startsWith("refresh:")) return answer();
  if (intent !== "save" && intent !== "submit") throw data("Unknown action.", { status: 400 });
  if (base === undefined) throw data("The form has no base version.", { status: 400 });
  const author = { id: session.account.id, email: session.account.email };
  const unchanged = entry.open && JSON.stringify(entry.open.data) === JSON.stringify(values);
  let version = entry.open?.version ?? 0;
  if (!unchanged || intent === "save") {
    const saved = await saveDraft(ctx.db, {
      type: contentType.type,
      id: entry.id,
      data: values,
      baseVersion: base,
      author,
    });
    if (!saved.ok) {
      if (saved.reason === "invalid") {
        return answer({ errors: problemsOf(saved.problems, contentType.type, entry.id) }, 400);
      }
      if (saved.reason === "conflict") {
        const theirs = saved.newest;
        return answer(
          {
            conflict: {
              version: theirs.version,
              author: theirs.author,
              changes: diffEntries(node, theirs.data, values),
            },
            // Saving again after reading theirs is a decision: it builds on their version.
            baseVersion: theirs.version,
          },
          409,
        );
      }
      return answer({ error: "message" in saved ? saved.message : "Not saved." }, 400);
    }
    version = saved.version;
  }
  if (intent === "submit") {
    const submitted = await submitForReview(ctx.db, {
      type: contentType.type,
      id: entry.id,
      version,
      actor: author,
    });
    if (!submitted.ok)
      throw redirect(`${entryPath(contentType.type, entry.id)}?refused=${submitted.reason}`, 303);
    throw redirect(`${entryPath(contentType.type, entry.id)}?done=submitted`, 303);
  }
  throw redirect(`${entryPath(contentType.type, entry.id)}?done=saved`, 303);
}

interface Answer {
  values?: unknown;
  baseVersion?: number;
  errors?: Record<string, string>;
  error?: string;
  conflict?: { version: number; author: string | null; changes: Loaded["changes"] };
}

export default function ContentEntry({ loaderData, actionData }: Route.ComponentProps) {
  const page = loaderData;
  const answer = (actionData ?? {}) as Answer;
  const values = answer.values ?? page.values;
  const errors = answer.errors ?? {};
  const problems = Object.keys(errors).length;
  const [statusText, tone] = statusLabels[page.status];
  const readOnly = !page.may.edit || page.status === "in_review" || page.status === "approved";
  return (
    <Container>
      <p className="mt-6 text-sm font-semibold">
        <Link to="/content" className="text-brand-700 underline underline-offset-2">
          <span aria-hidden="true">← </span>All content
        </Link>
      </p>
      <h1 className="mt-3 text-3xl font-semibold tracking-tight break-words text-ink-900">
        {page.label}
      </h1>
      <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-ink-700">
        <Pill tone={tone}>{statusText}</Pill>
        {page.legal ? <Pill tone="neutral">Needs compliance review</Pill> : null}
        <span>
          Live:{" "}
          {page.published.version === 0 ? "the original" : `version ${page.published.version}`}
          {page.published.at ? (
            <>
              , published <Time value={page.published.at} /> by {page.published.by ?? "—"}
            </>
          ) : null}
        </span>
      </p>
      {page.legal ? <p className="mt-2 max-w-3xl text-sm text-ink-700">{legalNote}</p> : null}
      {page.isFacts ? <p className="mt-2 max-w-3xl text-sm text-ink-700">{factsNote}</p> : null}
      <Preview type={page.type} id={page.id} />
      <div className="mt-4 space-y-3" aria-live="polite">
        {page.done && !actionData ? (
          <Message kind={page.done === "published-not-shown" ? "error" : "notice"}>
            {labelFor(doneLabels, page.done) ?? "Done."}
          </Message>
        ) : null}
        {page.refused && !actionData ? (
          <Message kind="error">
            {labelFor(refusalLabels, page.refused) ?? "That step was refused."}
          </Message>
        ) : null}
        {answer.error ? <Message kind="error">{answer.error}</Message> : null}
        {problems > 0 ? (
          <Message kind="error">
            Nothing was saved: {problems === 1 ? "one field needs" : `${problems} fields need`} a
            change (marked below).
            {errors["(entry)"] ? ` ${errors["(entry)"]}` : ""}
          </Message>
        ) : null}
        {page.factsChange ? <FactsChange change={page.factsChange} /> : null}
        {page.rejected && !actionData ? (
          <Message kind="error">
            {page.rejected.by ?? "Compliance"} rejected version {page.rejected.version}:{" "}
            {page.rejected.comment ?? "no comment"}. Change it and submit it again.
          </Message>
        ) : null}
      </div>
      {answer.conflict ? <Conflict conflict={answer.conflict} /> : null}
      <div className="grid gap-x-8 lg:grid-cols-[3fr_2fr]">
        <Card title="Edit" level={2}>
          {readOnly && page.may.edit ? (
            <p className="text-sm text-ink-700">
              This change is {page.status === "in_review" ? "awaiting review" : "approved"}: it
              cannot be edited until it is decided or published.
            </p>
          ) : null}
          <Form
            method="post"
            action={page.path}
            noValidate
            // A new form after every answer: the fields start from the values it carries.
            key={JSON.stringify([answer.baseVersion ?? page.baseVersion, values, errors])}
            className="space-y-6"
          >
            <input
              type="hidden"
              name="baseVersion"
              value={answer.baseVersion ?? page.baseVersion}
            />
            {/* Enter in a field saves: the first submit button of a form is its default, and
                without this one it would be a list's "Move up". */}
            {readOnly ? null : (
              <button
                type="submit"
                name="intent"
                value="save"
                className="sr-only"
                tabIndex={-1}
                aria-hidden="true"
              >
                Save draft
              </button>
            )}
            <EntryFields node={page.node} value={values} errors={errors} readOnly={readOnly} />
            {readOnly ? null : (
              <div className="sticky bottom-0 -mx-6 flex flex-wrap gap-3 border-t border-line bg-white px-6 py-4 sm:-mx-8 sm:px-8">
                <Button type="submit" name="intent" value="save">
                  Save draft
                </Button>
                {/* The facts too: a change of one a legal page shows needs review. */}
                {page.legal || page.isFacts ? (
                  <Button type="submit" name="intent" value="submit" variant="secondary">
                    Submit for review
                  </Button>
                ) : null}
              </div>
            )}
          </Form>
        </Card>
        <div>
          <Decisions page={page} />
          <LegalPages page={page} />
          <Changes page={page} />
          <History page={page} />
        </div>
      </div>
    </Container>
  );
}

/** Links to the draft's preview: new tabs, so the editor and its unsaved fields stay put. */
function Preview({ type, id }: { type: string; id: string }) {
  const link =
    "inline-flex min-h-11 items-center rounded-xl px-3 text-sm font-semibold text-brand-700 underline underline-offset-2 ring-1 ring-line hover:bg-surface";
  return (
    <nav aria-label={previewLabels.title} className="mt-4 flex flex-wrap items-center gap-3">
      <p className="basis-full text-sm text-ink-700">{previewLabels.intro}</p>
      {(["desktop", "phone"] as const).map((width) => (
        <a
          key={width}
          href={previewPath(type, id, width === "phone" ? "phone" : undefined)}
          target="_blank"
          rel="noopener"
          className={link}
        >
          {previewLabels[width]} {previewLabels.newTab}
        </a>
      ))}
    </nav>
  );
}

function Conflict({ conflict }: { conflict: NonNullable<Answer["conflict"]> }) {
  return (
    <section
      aria-labelledby="conflict-title"
      role="alert"
      className="mt-4 rounded-2xl bg-red-50 p-5 text-ink-800 ring-1 ring-red-200"
    >
      <h2 id="conflict-title" className="text-lg font-semibold text-red-800">
        Not saved: {conflict.author ?? "someone"} saved version {conflict.version} while you were
        editing
      </h2>
      <p className="mt-2">
        Your text is still in the form below. Here is how theirs differs from yours; copy what you
        need, then save again to replace their version with yours.
      </p>
      <ChangeTable changes={conflict.changes} before="Their version" after="Yours" />
    </section>
  );
}

function ChangeTable(props: { changes: Loaded["changes"]; before: string; after: string }) {
  if (props.changes.length === 0) return <p className="mt-2 text-sm">No field differs.</p>;
  return (
    <dl className="mt-3 space-y-3">
      {props.changes.map((c) => (
        <div key={c.field} className="rounded-xl bg-white p-3 ring-1 ring-line">
          <dt className="text-sm font-semibold text-ink-900">{c.field}</dt>
          <dd className="mt-1 grid gap-2 text-sm sm:grid-cols-2">
            <p className="break-words whitespace-pre-line">
              <span className="block text-xs font-semibold text-ink-600">{props.before}</span>
              <del className="text-red-800">{c.before || "(empty)"}</del>
            </p>
            <p className="break-words whitespace-pre-line">
              <span className="block text-xs font-semibold text-ink-600">{props.after}</span>
              <ins className="text-brand-800 no-underline">{c.after || "(empty)"}</ins>
            </p>
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Changes({ page }: { page: Loaded }) {
  if (!page.open) return null;
  return (
    <Card title="Changes from the live version" level={2}>
      <ChangeTable changes={page.changes} before="Live" after="Draft" />
    </Card>
  );
}

/** The facts' open change, on a legal text it alters: the reviewer sees it as this page's. */
function FactsChange({ change }: { change: NonNullable<Loaded["factsChange"]> }) {
  return (
    <Message kind="notice">
      Version {change.version} of the site facts{change.waiting ? ", awaiting review," : ""} changes
      what this page shows: {change.facts.join("; ")}. It is reviewed and published in the{" "}
      <Link to={change.to} className="underline underline-offset-2">
        site facts
      </Link>
      .
    </Message>
  );
}

/** The facts' open change: every legal page it alters, and the facts each shows. */
function LegalPages({ page }: { page: Loaded }) {
  if (!page.open || page.legalPages.length === 0) return null;
  return (
    <Card title="Legal pages this change alters" level={2}>
      <p className="text-sm text-ink-700">
        These pages show the facts changed here: a compliance reviewer approves the change, as a
        change of their text, before it is published.
      </p>
      <ul className="space-y-3">
        {page.legalPages.map((p) => (
          <li key={p.path} className="rounded-xl bg-surface p-3 text-sm">
            <p className="font-semibold text-ink-900">
              {p.to ? (
                <Link to={p.to} className="text-brand-700 underline underline-offset-2">
                  {p.name}
                </Link>
              ) : (
                p.name
              )}{" "}
              <span className="font-normal break-all text-ink-600">({p.path})</span>
            </p>
            <p className="mt-1 text-ink-700">{p.facts.join("; ")}</p>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** Review and publication, each shown to whom the permission table lets take it. */
function Decisions({ page }: { page: Loaded }) {
  const open = page.open;
  const review = page.may.approve && open && page.status === "in_review";
  const publishable = page.may.publish && open && (page.legal ? page.status === "approved" : true);
  if (!open) return null;
  return (
    <Card title="Review and publish" level={2}>
      <p className="text-sm text-ink-700">
        Version {open.version} by {open.author ?? "—"}, saved <Time value={open.createdAt} />.
      </p>
      {review && open.own ? (
        <p className="text-sm text-ink-700">
          You wrote this change: another compliance reviewer approves or rejects it.
        </p>
      ) : null}
      {review && !open.own ? (
        <Form method="post" action={`${page.path}/review`} className="space-y-3">
          <input type="hidden" name="version" value={open.version} />
          <div>
            <label htmlFor="review-comment" className="block text-sm font-semibold text-ink-800">
              Comment (required to reject)
            </label>
            <textarea
              id="review-comment"
              name="comment"
              rows={3}
              maxLength={2000}
              className="mt-1 block w-full rounded-xl border border-line bg-white px-3 py-2 text-base text-ink-900 focus:border-brand-600"
            />
          </div>
          <div className="flex flex-wrap gap-3">
            <Button type="submit" name="intent" value="approve" size="small">
              Approve
            </Button>
            <Button type="submit" name="intent" value="reject" variant="dangerQuiet" size="small">
              Reject
            </Button>
          </div>
        </Form>
      ) : null}
      {publishable ? (
        <Form method="post" action={`${page.path}/publish`}>
          <input type="hidden" name="version" value={open.version} />
          <Button type="submit" name="intent" value="publish" size="small">
            Publish version {open.version}
          </Button>
        </Form>
      ) : null}
      {page.legal && page.status === "draft" ? (
        <p className="text-sm text-ink-700">Submit it for review before it can be published.</p>
      ) : null}
    </Card>
  );
}

function History({ page }: { page: Loaded }) {
  const rollBack = (version: number) =>
    page.may.publish && version !== page.published.version ? (
      <Form method="post" action={`${page.path}/publish`}>
        <input type="hidden" name="version" value={version} />
        <input type="hidden" name="baseVersion" value={page.baseVersion} />
        <Button
          type="submit"
          name="intent"
          value="rollback"
          variant="secondary"
          size="small"
          aria-label={
            version === 0 ? "Roll back to the original" : `Roll back to version ${version}`
          }
        >
          Roll back
        </Button>
      </Form>
    ) : null;
  const published = page.history.filter((v) => ["published", "superseded"].includes(v.state));
  return (
    <Card title="History" level={2}>
      {page.legal && page.may.publish ? (
        <p className="text-sm text-ink-700">
          A rollback of a legal text is reviewed like any change.
        </p>
      ) : null}
      <ol className="space-y-3">
        {page.history.map((v) => (
          <li key={v.version} className="rounded-xl bg-surface p-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-sm font-semibold text-ink-900">
                Version {v.version} · {versionLabels[v.state] ?? v.state}
              </p>
              {published.includes(v) ? rollBack(v.version) : null}
            </div>
            <p className="text-xs text-ink-600">
              <Time value={v.at} /> · {v.author ?? "—"}
              {v.restoredFrom !== null ? ` · restores version ${v.restoredFrom}` : ""}
            </p>
            {v.comment ? (
              <p className="mt-1 text-sm text-ink-700">
                {v.reviewer ?? "Reviewer"}: {v.comment}
              </p>
            ) : null}
          </li>
        ))}
        <li className="rounded-xl bg-surface p-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm font-semibold text-ink-900">
              The original (from the site&apos;s code)
            </p>
            {rollBack(0)}
          </div>
        </li>
      </ol>
    </Card>
  );
}
