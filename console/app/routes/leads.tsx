import { Form, Link } from "react-router";
import type { Route } from "./+types/leads";
import { Container } from "#app/components/ui/Container.tsx";
import { site } from "#app/config/site.ts";
import { DataTable } from "../components/DataTable.tsx";
import {
  activeFilters,
  DateRangeFields,
  FilterActions,
  FilterGrid,
  FilterPanel,
  InputField,
  SelectField,
} from "../components/Filters.tsx";
import { authorize } from "../lib/access.server.ts";
import { parseFilter } from "../lib/inbox-filter.server.ts";
import { MIN_SEARCH_LENGTH } from "../lib/limits.ts";
import { StatusBadge } from "../components/StatusBadge.tsx";
import { statusLabels } from "../lib/lead-labels.ts";
import { Time } from "../lib/time.tsx";
import { leadStatuses } from "../lib/schema.server.ts";
import { productNames } from "#server/leads/mail-content.server.ts";
import { listStaff } from "#server/staff/accounts.server.ts";
import { decodeCursor, encodeCursor, inboxPage } from "#server/staff/lead-inbox.server.ts";

export const meta = () => [{ title: `Leads · ${site.name} staff` }];

/** GET /staff/leads: contact messages and demo requests, newest first, 50 a page. */
export async function loader(args: Route.LoaderArgs) {
  const { console: ctx } = authorize(args);
  const query = args.url.searchParams;
  const cursor = decodeCursor(query.get("after") ?? undefined);
  const [{ rows, next }, staff] = await Promise.all([
    inboxPage(ctx.db, parseFilter(query), cursor),
    listStaff(ctx.db),
  ]);
  const names = new Map(staff.map((s) => [s.id, s.email]));
  const rest = new URLSearchParams([...query].filter(([k]) => k !== "after"));
  const older = next ? new URLSearchParams([...rest, ["after", encodeCursor(next)]]) : null;
  return {
    query: Object.fromEntries(rest),
    leads: rows.map((r) => ({
      key: `${r.kind}/${r.id}`,
      createdAt: r.createdAt.toISOString(),
      name: r.name,
      contact: r.company ? `${r.email} · ${r.company}` : r.email,
      preview: r.preview,
      kind:
        r.kind === "contact"
          ? "Contact"
          : `Demo · ${productNames[r.product as keyof typeof productNames] ?? r.product}`,
      status: r.status,
      assignee: r.assigneeId ? (names.get(r.assigneeId) ?? "—") : "—",
    })),
    products: Object.entries(productNames),
    statuses: leadStatuses.map((s) => [s, statusLabels[s]] as const),
    staff: staff.map((s) => [s.id, s.email] as const),
    newest: cursor ? `?${rest.toString()}` : null,
    older: older ? `?${older.toString()}` : null,
  };
}

type Lead = Route.ComponentProps["loaderData"]["leads"][number];

const FILTERS = [
  "q",
  "kind",
  "product",
  "status",
  "assignee",
  "source",
  "campaign",
  "from",
  "to",
] as const;

export default function Leads({ loaderData }: Route.ComponentProps) {
  const { query, leads, newest, older } = loaderData;
  return (
    <Container>
      <h1 className="mt-8 text-3xl font-semibold tracking-tight text-ink-900">Leads</h1>
      <FilterPanel active={activeFilters(query, FILTERS)}>
        <Form method="get" aria-label="Filter leads">
          <FilterGrid>
            <div className="sm:col-span-2">
              <InputField
                id="f-q"
                name="q"
                type="search"
                label="Search"
                defaultValue={query.q}
                minLength={MIN_SEARCH_LENGTH}
                placeholder="Name, e-mail, company, message"
              />
            </div>
            <SelectField
              id="f-kind"
              name="kind"
              label="Kind"
              defaultValue={query.kind ?? ""}
              choices={[
                ["", "All"],
                ["contact", "Contact message"],
                ["demo", "Demo request"],
              ]}
            />
            <SelectField
              id="f-product"
              name="product"
              label="Product"
              defaultValue={query.product ?? ""}
              choices={[["", "All"], ...loaderData.products]}
            />
            <SelectField
              id="f-status"
              name="status"
              label="Status"
              defaultValue={query.status ?? ""}
              choices={[["", "All"], ...loaderData.statuses]}
            />
            <SelectField
              id="f-assignee"
              name="assignee"
              label="Assignee"
              defaultValue={query.assignee ?? ""}
              choices={[["", "Anyone"], ["none", "Unassigned"], ...loaderData.staff]}
            />
            <InputField
              id="f-source"
              name="source"
              label="Source"
              defaultValue={query.source}
              maxLength={253}
              placeholder="newsletter, google.com, (direct)"
            />
            <InputField
              id="f-campaign"
              name="campaign"
              label="Campaign"
              defaultValue={query.campaign}
              maxLength={100}
            />
            <DateRangeFields from={query.from} to={query.to} />
          </FilterGrid>
          <FilterActions clearTo="/leads" />
        </Form>
      </FilterPanel>
      <DataTable<Lead>
        caption="Leads, newest first"
        rows={leads}
        rowKey={(l) => l.key}
        empty="No leads match."
        columns={[
          { label: "Received", cell: (l) => <Time value={l.createdAt} /> },
          {
            label: "Lead",
            cell: (l) => (
              <>
                <Link
                  to={`/leads/${l.key}`}
                  className="font-semibold text-brand-700 underline-offset-2 hover:underline"
                >
                  {l.name}
                </Link>
                <span className="block text-ink-600">{l.contact}</span>
                <span className="block text-xs text-ink-500">{l.preview}</span>
              </>
            ),
          },
          { label: "Kind", cell: (l) => l.kind },
          { label: "Status", cell: (l) => <StatusBadge status={l.status} /> },
          { label: "Assignee", cell: (l) => l.assignee },
        ]}
      />
      <nav aria-label="Pages" className="mt-6 flex gap-6 text-sm font-semibold">
        {newest ? (
          <Link to={newest} className="text-brand-700 underline">
            Newest
          </Link>
        ) : null}
        {older ? (
          <Link to={older} rel="next" className="text-brand-700 underline">
            Older leads
          </Link>
        ) : null}
      </nav>
    </Container>
  );
}
