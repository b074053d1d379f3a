import { data, Form, Link } from "react-router";
import type { Route } from "./+types/audit";
import { Container } from "#app/components/ui/Container.tsx";
import { site } from "#app/config/site.ts";
import { Button } from "../components/Button.tsx";
import { Message } from "../components/Card.tsx";
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
import { filterQuery } from "../lib/input.server.ts";
import { auditActions, parseAuditQuery } from "../lib/audit-filter.server.ts";
import { Time } from "../lib/time.tsx";
import { OPERATOR } from "#server/staff/accounts.server.ts";
import { auditPage } from "#server/staff/audit-log.server.ts";
import { encodeCursor } from "#server/staff/lead-inbox.server.ts";

export const meta = () => [{ title: `Audit log · ${site.name} staff` }];

const PAGE_SIZE = 100;
const FILTERS = ["actor", "action", "from", "to"] as const;

/** GET /staff/audit[?actor=…&action=…&from=…&to=…&after=…]: 100 entries a page, newest first. */
export async function loader(args: Route.LoaderArgs) {
  const { console: ctx } = authorize(args);
  const params = args.url.searchParams;
  const query = filterQuery(params, FILTERS, 320);
  const base = {
    query,
    actions: auditActions,
    operator: OPERATOR.email,
    newest: null,
    older: null,
  };
  const parsed = parseAuditQuery(params);
  if (!parsed.ok) return data({ ...base, error: parsed.error, rows: [] }, { status: 400 });
  const found = await auditPage(ctx.db, {
    ...parsed.filter,
    limit: PAGE_SIZE + 1,
    before: parsed.cursor,
  });
  const rows = found.slice(0, PAGE_SIZE);
  const last = rows.at(-1);
  const rest = new URLSearchParams(query);
  const older =
    found.length > PAGE_SIZE && last
      ? new URLSearchParams([...rest, ["after", encodeCursor({ at: last.at, id: last.id })]])
      : null;
  return {
    ...base,
    error: null,
    rows: rows.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      actor: r.actorEmail ?? "—",
      action: r.success ? r.action : `${r.action} (failed)`,
      success: r.success,
      target: r.target ?? "—",
      detail: r.detail ? JSON.stringify(r.detail) : "",
    })),
    newest: parsed.cursor ? `?${rest.toString()}` : null,
    older: older ? `?${older.toString()}` : null,
  };
}

type Row = Route.ComponentProps["loaderData"]["rows"][number];

export default function Audit({ loaderData }: Route.ComponentProps) {
  const { query, error, rows, newest, older } = loaderData;
  const active = activeFilters(query, FILTERS);
  return (
    <Container>
      <h1 className="mt-8 text-3xl font-semibold tracking-tight text-ink-900">Audit log</h1>
      <div className="mt-3 flex flex-wrap items-end justify-between gap-4">
        <p className="max-w-3xl text-ink-700">
          Every sign-in, invitation, role change, lead change, note, export, erasure and
          re-verification. Entries cannot be changed or deleted.
        </p>
        {/* A download: the browser posts the form itself and saves the answer. */}
        <Form method="post" action="/audit/export" reloadDocument>
          {Object.entries(query).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <Button type="submit" variant="secondary">
            {active ? "Export these entries (CSV)" : "Export the audit log (CSV)"}
          </Button>
        </Form>
      </div>
      {error ? (
        <div className="mt-4">
          <Message kind="error">{error}</Message>
        </div>
      ) : null}
      <FilterPanel active={active} open={Boolean(error)}>
        <Form method="get" aria-label="Filter the audit log">
          <FilterGrid>
            <div className="sm:col-span-2">
              {/* Text, not email: the command line's entries are under "operator (CLI)". */}
              <InputField
                id="f-actor"
                name="actor"
                type="text"
                inputMode="email"
                autoCapitalize="none"
                spellCheck={false}
                list="f-actor-choices"
                label="Who"
                defaultValue={query.actor}
                maxLength={320}
                placeholder={`Their e-mail address, or ${loaderData.operator}`}
              />
              <datalist id="f-actor-choices">
                <option value={loaderData.operator} />
              </datalist>
            </div>
            <div className="sm:col-span-2">
              <SelectField
                id="f-action"
                name="action"
                label="Action"
                defaultValue={query.action ?? ""}
                choices={[["", "Any"], ...loaderData.actions.map((a) => [a, a] as const)]}
              />
            </div>
            <DateRangeFields from={query.from} to={query.to} />
          </FilterGrid>
          <FilterActions clearTo="/audit" />
        </Form>
      </FilterPanel>
      <DataTable<Row>
        caption={active ? "Entries matching the filters, newest first" : "Entries, newest first"}
        rows={rows}
        rowKey={(r) => r.id}
        empty={error ? "Change the filters to see entries." : "No entries match."}
        columns={[
          {
            label: "Time",
            cell: (r) => (
              <span className="whitespace-nowrap">
                <Time value={r.at} />
              </span>
            ),
          },
          { label: "Who", cell: (r) => <span className="break-words">{r.actor}</span> },
          {
            label: "Action",
            cell: (r) => (
              <span
                className={`whitespace-nowrap ${r.success ? "font-medium" : "font-semibold text-red-700"}`}
              >
                {r.action}
              </span>
            ),
          },
          { label: "Target", cell: (r) => <span className="break-all">{r.target}</span> },
          {
            label: "Detail",
            cell: (r) => <small className="break-all text-ink-600">{r.detail}</small>,
          },
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
            Older entries
          </Link>
        ) : null}
      </nav>
    </Container>
  );
}
