import { data, Form, Link } from "react-router";
import type { Route } from "./+types/webhook";
import { Container } from "#app/components/ui/Container.tsx";
import { site } from "#app/config/site.ts";
import { Button } from "../components/Button.tsx";
import { Message } from "../components/Card.tsx";
import { DataTable } from "../components/DataTable.tsx";
import { Pill, type PillTone } from "../components/Pill.tsx";
import { authorize } from "../lib/access.server.ts";
import { field, intentOf, readForm, refused, type Outcome } from "../lib/input.server.ts";
import { Time } from "../lib/time.tsx";
import { actorOf, findEndpoint, NO_ENDPOINT } from "../lib/webhooks.server.ts";
import { recentDeliveries, redeliver } from "#server/webhooks/endpoints.server.ts";

export const meta = ({ data: page }: Route.MetaArgs) => [
  { title: `Deliveries to ${page?.endpoint.url ?? "an endpoint"} · ${site.name} staff` },
];

async function endpointFor(args: Route.LoaderArgs | Route.ActionArgs) {
  const staff = authorize(args);
  const endpoint = await findEndpoint(staff.console.db, args.params.id);
  if (!endpoint) throw data(NO_ENDPOINT, { status: 404 });
  return { staff, endpoint };
}

/** GET /staff/webhooks/:id: the endpoint's recent deliveries, each with its attempts. */
export async function loader(args: Route.LoaderArgs) {
  const { staff, endpoint } = await endpointFor(args);
  return { endpoint, deliveries: await recentDeliveries(staff.console.db, endpoint.id) };
}

/** POST /staff/webhooks/:id: send one of its deliveries again (same webhook-id). */
export async function action(args: Route.ActionArgs) {
  const { staff, endpoint } = await endpointFor(args);
  const { db } = staff.console;
  const form = await readForm(args.request);
  intentOf(form, ["redeliver"] as const);
  const id = field(form, "delivery", 200, "The delivery");
  const delivery = (await recentDeliveries(db, endpoint.id)).find((d) => d.id === id);
  if (!delivery) return refused(404, "There is no such delivery.");
  if ((await redeliver(db, delivery.id, actorOf(staff.session))) !== "queued") {
    return refused(400, "This endpoint is disabled: nothing is sent to it.");
  }
  return { notice: `The ${delivery.type} delivery is queued to be sent again.` } as Outcome;
}

const statusTones: Record<string, PillTone> = {
  delivered: "good",
  failed: "bad",
  pending: "waiting",
};

type Delivery = Route.ComponentProps["loaderData"]["deliveries"][number];

export default function Webhook({ loaderData, actionData }: Route.ComponentProps) {
  const { endpoint, deliveries } = loaderData;
  const result: Outcome | undefined = actionData;
  return (
    <Container>
      <p className="mt-8 text-sm font-semibold">
        <Link to="/webhooks" className="text-brand-700 underline underline-offset-2">
          <span aria-hidden="true">← </span>All endpoints
        </Link>
      </p>
      <h1 className="mt-4 text-3xl font-semibold tracking-tight text-ink-900">Recent deliveries</h1>
      <p className="mt-2 font-mono text-sm break-all text-ink-700">{endpoint.url}</p>
      <div className="mt-6 space-y-3">
        {result?.notice ? <Message kind="notice">{result.notice}</Message> : null}
        {result?.error ? <Message kind="error">{result.error}</Message> : null}
      </div>
      <DataTable<Delivery>
        caption="Recent deliveries"
        rows={deliveries}
        rowKey={(d) => d.id}
        empty="Nothing has been sent to this endpoint yet."
        columns={[
          {
            label: "Event",
            cell: (d) => (
              <>
                <span className="font-mono">{d.type}</span>
                <span className="block text-xs text-ink-600">
                  <Time value={d.createdAt} />
                </span>
              </>
            ),
          },
          {
            label: "Status",
            cell: (d) => <Pill tone={statusTones[d.status] ?? "neutral"}>{d.status}</Pill>,
          },
          { label: "Attempts", cell: (d) => d.attempts },
          {
            label: "Last answer",
            cell: (d) => (
              <>
                {d.lastStatus ?? "—"}
                {d.lastError ? (
                  <span className="block text-xs break-words text-ink-600">{d.lastError}</span>
                ) : null}
              </>
            ),
          },
          {
            label: "Timing",
            cell: (d) => {
              const last = d.tries.at(-1);
              return (
                <>
                  {last ? (
                    <>
                      {last.durationMs} ms, <Time value={last.at} />
                    </>
                  ) : (
                    "—"
                  )}
                  {d.nextAttemptAt ? (
                    <span className="block text-xs text-ink-600">
                      next <Time value={d.nextAttemptAt} />
                    </span>
                  ) : null}
                </>
              );
            },
          },
          {
            label: "Actions",
            cell: (d) => (
              <Form method="post">
                <input type="hidden" name="delivery" value={d.id} />
                <Button
                  type="submit"
                  name="intent"
                  value="redeliver"
                  variant="secondary"
                  size="small"
                  aria-label={`Send the ${d.type} delivery again`}
                >
                  Redeliver
                </Button>
              </Form>
            ),
          },
        ]}
      />
    </Container>
  );
}
