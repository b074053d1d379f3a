import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/lead";
import { Container } from "#app/components/ui/Container.tsx";
import { TextArea } from "#app/components/forms/FormField.tsx";
import { site } from "#app/config/site.ts";
import { Button } from "../components/Button.tsx";
import { Card, Message } from "../components/Card.tsx";
import { SelectField } from "../components/Filters.tsx";
import { StatusBadge } from "../components/StatusBadge.tsx";
import { authorize, authorizeSignedIn } from "../lib/access.server.ts";
import { leadRef, readForm } from "../lib/input.server.ts";
import { statusLabels } from "../lib/lead-labels.ts";
import { NOTE_MAX } from "../lib/limits.ts";
import { Time } from "../lib/time.tsx";
import type { Db } from "#server/db/database.ts";
import { leadStatuses } from "../lib/schema.server.ts";
import { productNames } from "#server/leads/mail-content.server.ts";
import { listStaff } from "#server/staff/accounts.server.ts";
import { isLeadStatus } from "#server/staff/lead-inbox.server.ts";
import {
  addLeadNote,
  findLead,
  leadHistory,
  setLeadAssignee,
  setLeadStatus,
  type Lead,
} from "#server/staff/lead-work.server.ts";

export const meta = ({ data }: Route.MetaArgs) => [
  { title: `${data?.lead?.title ?? "Lead not found"} · ${site.name} staff` },
];

type Field = { label: string } & (
  { text: string } | { email: string } | { time: string | null } | { lines: string }
);

/** Every field the person sent, then where and when they sent it. */
function fieldsOf(lead: Lead): Field[] {
  const row = lead.row;
  const sent: Field[] =
    lead.kind === "contact"
      ? [
          { label: "Name", text: `${lead.row.firstName} ${lead.row.lastName}` },
          { label: "E-mail", email: row.email },
          { label: "Phone", text: lead.row.phone || "—" },
          { label: "Message", lines: lead.row.message },
          { label: "Policy accepted", time: lead.row.policyConsentedAt.toISOString() },
        ]
      : [
          { label: "Product", text: productNames[lead.row.product] },
          { label: "Name", text: lead.row.name },
          { label: "E-mail", email: row.email },
          { label: "Phone", text: lead.row.phone },
          { label: "Company", text: lead.row.company || "—" },
          { label: "Job title", text: lead.row.jobTitle || "—" },
          { label: "Industry", text: lead.row.industry || "—" },
        ];
  return [
    ...sent,
    { label: "Page", text: row.source ?? "—" },
    { label: "Received", time: row.createdAt.toISOString() },
    { label: "Browser", text: row.userAgent ?? "—" },
  ];
}

/**
 * Where the visit that sent the lead came from (app/lib/forms/attribution.ts): the first
 * page it saw here, the other site that sent it, and the campaign of its link.
 */
function cameFromOf(row: Lead["row"]): Field[] {
  const campaign = [
    ["source", row.utmSource],
    ["medium", row.utmMedium],
    ["campaign", row.utmCampaign],
    ["content", row.utmContent],
    ["term", row.utmTerm],
  ].filter(([, value]) => value);
  return [
    { label: "Landed on", text: row.landingPath ?? "—" },
    { label: "Referrer", text: row.referrerHost ?? "— (none, or this site)" },
    {
      label: "Campaign",
      text: campaign.length > 0 ? campaign.map(([k, v]) => `${k}: ${v}`).join(" · ") : "—",
    },
  ];
}

function FieldList({ fields }: { fields: Field[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[10rem_1fr] sm:gap-y-3">
      {fields.map((field) => (
        <div key={field.label} className="contents">
          <dt className="text-sm font-semibold text-ink-600">{field.label}</dt>
          <dd className="min-w-0 pb-2 text-ink-900 sm:pb-0">
            <FieldValue field={field} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

async function leadOf(params: Route.LoaderArgs["params"], db: Db) {
  const ref = leadRef(params);
  return ref ? findLead(db, ref.kind, ref.id) : null;
}

/** GET /staff/leads/:kind/:id: the lead, its status and assignee, notes and history. */
export async function loader(args: Route.LoaderArgs) {
  const { console: ctx } = authorize(args);
  const lead = await leadOf(args.params, ctx.db);
  if (!lead) return data({ lead: null }, { status: 404 });
  const [history, staff] = await Promise.all([
    leadHistory(ctx.db, lead.kind, lead.row.id),
    listStaff(ctx.db),
  ]);
  const saved = new URL(args.request.url).searchParams.has("saved");
  return {
    lead: {
      path: `/leads/${lead.kind}/${lead.row.id}`,
      kind: lead.kind === "contact" ? "Contact message" : "Demo request",
      title: lead.kind === "contact" ? `${lead.row.firstName} ${lead.row.lastName}` : lead.row.name,
      status: lead.row.status,
      assignee: lead.row.assigneeId ?? "",
      fields: fieldsOf(lead),
      cameFrom: cameFromOf(lead.row),
    },
    history: history.map((e) => ({ ...e, at: e.at.toISOString() })),
    staff: staff.filter((s) => !s.disabledAt).map((s) => [s.id, s.email] as const),
    statuses: leadStatuses.map((s) => [s, statusLabels[s]] as const),
    saved,
  };
}

/** POST /staff/leads/:kind/:id: one change (`intent`: status, assignee or note), then back. */
export async function action(args: Route.ActionArgs) {
  const { console: ctx, session } = authorizeSignedIn(args);
  const form = await readForm(args.request);
  const lead = await leadOf(args.params, ctx.db);
  if (!lead) throw data("No such lead.", { status: 404 });
  const actor = session.account;
  const intent = form.get("intent");
  const status = form.get("status");
  const assigneeId = form.get("assignee");
  const note = form.get("note")?.trim();
  if (intent === "status" && isLeadStatus(status)) {
    await setLeadStatus(ctx.db, lead, status, actor);
  } else if (intent === "assignee" && assigneeId !== null) {
    const staff = await listStaff(ctx.db);
    const assignee = staff.find((s) => s.id === assigneeId && !s.disabledAt) ?? null;
    if (assigneeId !== "" && !assignee) {
      return data({ error: "No such staff account: choose someone from the list." }, 400);
    }
    await setLeadAssignee(ctx.db, lead, assignee, actor);
  } else if (intent === "note" && note) {
    if (note.length > NOTE_MAX) {
      const limit = NOTE_MAX.toLocaleString("en");
      return data({ error: `The note is longer than ${limit} characters: shorten it.` }, 400);
    }
    await addLeadNote(ctx.db, lead, note, actor);
  } else {
    return data({ error: "Nothing to change: choose a status, an assignee or write a note." }, 400);
  }
  throw redirect(`/leads/${lead.kind}/${lead.row.id}?saved=1`, 303);
}

type Loaded = Extract<Route.ComponentProps["loaderData"], { saved: boolean }>;

function FieldValue({ field }: { field: Field }) {
  if ("email" in field) {
    return (
      <a href={`mailto:${field.email}`} className="break-all text-brand-700 underline">
        {field.email}
      </a>
    );
  }
  if ("time" in field) return <Time value={field.time} />;
  if ("lines" in field) return <span className="whitespace-pre-line">{field.lines}</span>;
  return <span className="break-words">{field.text}</span>;
}

const historyLabels = { status: "Status", assignee: "Assignee" } as const;

function History({ history }: { history: Loaded["history"] }) {
  if (history.length === 0) return <p className="text-ink-600">Nothing yet.</p>;
  return (
    <ol className="space-y-3">
      {history.map((e) => (
        <li
          key={e.id}
          className={`rounded-xl p-3 ring-1 ${e.kind === "note" ? "bg-white ring-line" : "bg-surface ring-transparent"}`}
        >
          <p className="text-xs text-ink-600">
            <Time value={e.at} /> · {e.actorEmail ?? "—"}
          </p>
          {e.kind === "note" ? (
            <p className="mt-1 whitespace-pre-line text-ink-900">{e.body}</p>
          ) : (
            <p className="mt-1 text-sm text-ink-700 italic">
              {historyLabels[e.kind]}: {e.body}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}

/** One change to the lead: a choice and its button (the field's name is the intent). */
function ChoiceForm(props: {
  action: string;
  intent: "status" | "assignee";
  label: string;
  choices: readonly (readonly [string, string])[];
  current: string;
  submit: string;
}) {
  return (
    <Form method="post" action={props.action} className="flex items-end gap-3">
      <input type="hidden" name="intent" value={props.intent} />
      <div className="min-w-0 flex-1">
        <SelectField
          id={props.intent}
          name={props.intent}
          label={props.label}
          choices={props.choices}
          defaultValue={props.current}
        />
      </div>
      <Button type="submit" size="small" variant="secondary" className="shrink-0">
        {props.submit}
      </Button>
    </Form>
  );
}

function LeadNotFound() {
  return (
    <Card title="Lead not found" narrow>
      <p>There is no lead at this address: it may have been erased at the person's request.</p>
      <p>
        <Link to="/leads" className="font-semibold text-brand-700 underline">
          Back to the leads
        </Link>
      </p>
    </Card>
  );
}

export default function LeadPage({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.lead) return <LeadNotFound />;
  const { lead, history, staff, statuses, saved } = loaderData as Loaded;
  return (
    <Container>
      <p className="mt-6 text-sm">
        <Link to="/leads" className="font-semibold text-brand-700 underline">
          ← All leads
        </Link>
      </p>
      <h1 className="mt-3 flex flex-wrap items-center gap-3 text-3xl font-semibold tracking-tight break-words text-ink-900">
        {lead.title} <StatusBadge status={lead.status} />
      </h1>
      <div className="mt-4 space-y-3">
        {actionData?.error ? <Message kind="error">{actionData.error}</Message> : null}
        {saved && !actionData ? <Message kind="notice">Saved.</Message> : null}
      </div>
      <div className="grid gap-x-8 lg:grid-cols-[3fr_2fr]">
        <div>
          <Card title={lead.kind} level={2}>
            <FieldList fields={lead.fields} />
          </Card>
          <Card title="Came from" level={2}>
            <FieldList fields={lead.cameFrom} />
          </Card>
        </div>
        <div>
          <Card title="Work on it" level={2}>
            <ChoiceForm
              action={lead.path}
              intent="status"
              label="Status"
              choices={statuses}
              current={lead.status}
              submit="Set status"
            />
            <ChoiceForm
              action={lead.path}
              intent="assignee"
              label="Assignee"
              choices={[["", "Nobody"], ...staff]}
              current={lead.assignee}
              submit="Assign"
            />
            {/* A new form once the note is in the history: the field starts empty again. */}
            <Form key={history.length} method="post" action={lead.path}>
              <input type="hidden" name="intent" value="note" />
              <TextArea name="note" label="Add a note" rows={3} maxLength={NOTE_MAX} required />
              <Button type="submit" size="small">
                Add note
              </Button>
            </Form>
          </Card>
          <Card title="Notes and history" level={2}>
            <History history={history} />
          </Card>
        </div>
      </div>
    </Container>
  );
}
