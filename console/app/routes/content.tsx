import { Link } from "react-router";
import type { Route } from "./+types/content";
import { Container } from "#app/components/ui/Container.tsx";
import { site } from "#app/config/site.ts";
import { DataTable } from "../components/DataTable.tsx";
import { Pill } from "../components/Pill.tsx";
import { authorize } from "../lib/access.server.ts";
import { entryPath, legalNote, statusLabels, type EntryStatus } from "../lib/content-labels.ts";
import { Time } from "../lib/time.tsx";
import { listEntries } from "#server/content/store.server.ts";

export const meta = () => [{ title: `Content · ${site.name} staff` }];

/** GET /staff/content: every entry of every content type, with where it stands. */
export async function loader(args: Route.LoaderArgs) {
  const { console: ctx } = authorize(args);
  const entries = await listEntries(ctx.db);
  return {
    rows: entries.map((e) => {
      const rejected = !e.open && e.lastChange?.state === "rejected";
      const status: EntryStatus = e.open
        ? (e.open.state as EntryStatus)
        : rejected
          ? "rejected"
          : "published";
      return {
        key: `${e.type}/${e.id}`,
        to: entryPath(e.type, e.id),
        label: e.label,
        typeLabel: e.typeLabel,
        id: e.id,
        legal: e.legal,
        status,
        publishedVersion: e.publishedVersion,
        changedBy: e.lastChange?.by ?? null,
        changedAt: e.lastChange?.at.toISOString() ?? null,
      };
    }),
  };
}

type Row = Route.ComponentProps["loaderData"]["rows"][number];

export default function Content({ loaderData }: Route.ComponentProps) {
  const { rows } = loaderData;
  const waiting = rows.filter((r) => r.status === "in_review").length;
  return (
    <Container>
      <h1 className="mt-8 text-3xl font-semibold tracking-tight text-ink-900">Content</h1>
      <p className="mt-3 max-w-3xl text-ink-700">
        Every text of the public site, by page and type. Open one to edit it: changes are saved as a
        draft and go live when they are published. {legalNote}
      </p>
      {waiting > 0 ? (
        <p className="mt-3 font-semibold text-ink-900" role="status">
          {waiting === 1 ? "1 change awaits" : `${waiting} changes await`} review.
        </p>
      ) : null}
      <DataTable<Row>
        caption="Content entries"
        rows={rows}
        rowKey={(r) => r.key}
        empty="There is no content yet."
        columns={[
          {
            label: "Entry",
            cell: (r) => (
              <>
                <Link
                  to={r.to}
                  className="font-semibold break-words text-brand-700 underline underline-offset-2"
                >
                  {r.label}
                </Link>
                <span className="block text-xs break-all text-ink-600">
                  {r.typeLabel}
                  {r.id === "main" ? "" : ` · ${r.id}`}
                </span>
              </>
            ),
          },
          {
            label: "State",
            cell: (r) => {
              const [label, tone] = statusLabels[r.status];
              return (
                <span className="flex flex-wrap gap-1.5">
                  <Pill tone={tone}>{label}</Pill>
                  {r.legal ? <Pill tone="neutral">Needs compliance review</Pill> : null}
                </span>
              );
            },
          },
          {
            label: "Live version",
            cell: (r) => (r.publishedVersion === 0 ? "Original" : `Version ${r.publishedVersion}`),
          },
          {
            label: "Last change",
            cell: (r) =>
              r.changedAt ? (
                <>
                  <Time value={r.changedAt} />
                  <span className="block text-xs text-ink-600">{r.changedBy ?? "—"}</span>
                </>
              ) : (
                "—"
              ),
          },
        ]}
      />
    </Container>
  );
}
