import { Form } from "react-router";
import type { Route } from "./+types/subscribers";
import { Container } from "#app/components/ui/Container.tsx";
import { site } from "#app/config/site.ts";
import { Button } from "../components/Button.tsx";
import { Card } from "../components/Card.tsx";
import { DataTable } from "../components/DataTable.tsx";
import { SelectField } from "../components/Filters.tsx";
import { Stats } from "../components/Stats.tsx";
import { authorize } from "../lib/access.server.ts";
import { oneOf } from "../lib/input.server.ts";
import { Time } from "../lib/time.tsx";
import type { SubscriberStatus } from "#server/db/schema.ts";
import { subscriberStatuses } from "../lib/schema.server.ts";
import { subscriberCounts, subscriberPage } from "#server/staff/subscriber-list.server.ts";

export const meta = () => [{ title: `Subscribers · ${site.name} staff` }];

const labels: Record<SubscriberStatus, string> = {
  active: "Confirmed",
  pending: "Waiting for confirmation",
  unsubscribed: "Unsubscribed",
};

/** GET /staff/subscribers: counts by status and the latest 100 (of one status). */
export async function loader(args: Route.LoaderArgs) {
  const { console: ctx } = authorize(args);
  const status = oneOf(subscriberStatuses, new URL(args.request.url).searchParams.get("status"));
  const [counts, rows] = await Promise.all([
    subscriberCounts(ctx.db),
    subscriberPage(ctx.db, status),
  ]);
  return {
    status: status ?? "",
    statuses: subscriberStatuses.map((s) => [s, labels[s]] as const),
    counts,
    rows: rows.map((r) => ({
      email: r.email,
      status: labels[r.status],
      consentedAt: r.consentedAt?.toISOString() ?? null,
      source: r.source ?? "—",
    })),
  };
}

type Row = Route.ComponentProps["loaderData"]["rows"][number];

export default function Subscribers({ loaderData }: Route.ComponentProps) {
  const { counts, rows, status, statuses } = loaderData;
  return (
    <Container>
      <h1 className="mt-8 text-3xl font-semibold tracking-tight text-ink-900">
        Newsletter subscribers
      </h1>
      <Stats
        label="Subscribers by status"
        items={[
          [counts.active, labels.active],
          [counts.pending, labels.pending],
          [counts.unsubscribed, labels.unsubscribed],
        ]}
      />
      <Card title="Export" level={2}>
        <p>
          The confirmed subscribers as CSV (email, consent time, source): the columns Mailchimp,
          Brevo and listmonk import.
        </p>
        {/* A download: the browser posts the form itself and saves the answer. */}
        <Form method="post" action="/subscribers/export" reloadDocument>
          <Button type="submit">Export confirmed subscribers (CSV)</Button>
        </Form>
      </Card>
      <Form
        method="get"
        aria-label="Filter subscribers"
        className="mt-8 flex flex-wrap items-end gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-line"
      >
        <div className="min-w-56">
          <SelectField
            id="s-status"
            name="status"
            label="Status"
            defaultValue={status}
            choices={[["", "All"], ...statuses]}
          />
        </div>
        <Button type="submit" size="small">
          Show
        </Button>
      </Form>
      <DataTable<Row>
        caption="The latest 100 subscribers"
        rows={rows}
        rowKey={(r) => r.email}
        empty="No subscribers yet."
        columns={[
          { label: "E-mail", cell: (r) => <span className="break-all">{r.email}</span> },
          { label: "Status", cell: (r) => r.status },
          { label: "Consent", cell: (r) => <Time value={r.consentedAt} /> },
          { label: "Source", cell: (r) => r.source },
        ]}
      />
    </Container>
  );
}
