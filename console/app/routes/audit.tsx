import { Form } from "react-router";
import type { Route } from "./+types/audit";
import { Container } from "../../../app/components/ui/Container";
import { site } from "../../../app/config/site";
import { Button } from "../components/Button";
import { DataTable } from "../components/DataTable";
import { authorize } from "../lib/access.server";
import { Time } from "../lib/time";
import { auditPage } from "../../../server/staff/audit-log.ts";

export const meta = () => [{ title: `Audit log · ${site.name} staff` }];

/** GET /staff/audit[?action=…]: the latest 200 entries, newest first. */
export async function loader(args: Route.LoaderArgs) {
  const { console: ctx } = authorize(args);
  const action = new URL(args.request.url).searchParams.get("action") ?? "";
  const rows = await auditPage(ctx.db, {
    limit: 200,
    action: /^[a-z-]{1,40}$/.test(action) ? action : undefined,
  });
  return {
    rows: rows.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      actor: r.actorEmail ?? "—",
      action: r.success ? r.action : `${r.action} (failed)`,
      success: r.success,
      target: r.target ?? "—",
      detail: r.detail ? JSON.stringify(r.detail) : "",
    })),
  };
}

type Row = Route.ComponentProps["loaderData"]["rows"][number];

export default function Audit({ loaderData }: Route.ComponentProps) {
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
          <Button type="submit" variant="secondary">
            Export the audit log (CSV)
          </Button>
        </Form>
      </div>
      <DataTable<Row>
        caption="The latest 200 entries"
        rows={loaderData.rows}
        rowKey={(r) => r.id}
        empty="Nothing recorded yet."
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
    </Container>
  );
}
