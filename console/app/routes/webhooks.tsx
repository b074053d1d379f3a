import { Form, Link } from "react-router";
import type { Route } from "./+types/webhooks";
import { Container } from "#app/components/ui/Container.tsx";
import { site } from "#app/config/site.ts";
import { Button } from "../components/Button.tsx";
import { Card, Message } from "../components/Card.tsx";
import { DataTable } from "../components/DataTable.tsx";
import { InputField } from "../components/Filters.tsx";
import { OneTimeValue } from "../components/OneTimeValue.tsx";
import { Pill } from "../components/Pill.tsx";
import { authorize } from "../lib/access.server.ts";
import { field, intentOf, readForm, refused, type Outcome } from "../lib/input.server.ts";
import { Time } from "../lib/time.tsx";
import { actorOf, findEndpoint, NO_ENDPOINT, NOT_SET_UP } from "../lib/webhooks.server.ts";
import type { WebhookEventType } from "#server/db/schema.ts";
import { webhookEventTypes } from "../lib/schema.server.ts";
import {
  addEndpoint,
  disableEndpoint,
  enableEndpoint,
  EndpointInputError,
  listEndpoints,
  rotateSecret,
} from "#server/webhooks/endpoints.server.ts";

export const meta = () => [{ title: `Webhooks · ${site.name} staff` }];

/** GET /staff/webhooks: the endpoints, their events and state. */
export async function loader(args: Route.LoaderArgs) {
  const { console: ctx } = authorize(args);
  return { endpoints: await listEndpoints(ctx.db), eventTypes: webhookEventTypes };
}

/** A secret as it is shown once: after adding an endpoint or rotating its secret. */
interface ShownSecret {
  url: string;
  secret: string;
  /** After a rotation: until when the previous secret still signs. */
  previousValidUntil?: string;
}

interface WebhooksOutcome extends Outcome {
  shown?: ShownSecret;
}

function formEvents(form: URLSearchParams): WebhookEventType[] {
  const chosen = form.getAll("events");
  return webhookEventTypes.filter((type) => chosen.includes(type));
}

/**
 * POST /staff/webhooks: add an endpoint, or rotate the secret of one, disable it or enable
 * it again. endpoints.server.ts writes each change to the audit log in the change's transaction.
 */
export async function action(args: Route.ActionArgs) {
  const { console: ctx, session } = authorize(args);
  const form = await readForm(args.request);
  const intent = intentOf(form, ["add", "rotate", "disable", "enable"] as const);
  const actor = actorOf(session);

  if (intent === "add") {
    if (!ctx.webhooks) return refused(503, NOT_SET_UP);
    // The whole field: addEndpoint refuses an address over 2,000 characters itself.
    const url = field(form, "url", 10_000, "The URL");
    const events = formEvents(form);
    if (events.length === 0) return refused(400, "Choose at least one event.");
    try {
      const { secret } = await addEndpoint(
        ctx.db,
        ctx.webhooks.box,
        { url, events, allowPrivate: ctx.webhooks.allowPrivate },
        actor,
      );
      return { shown: { url, secret } } as WebhooksOutcome;
    } catch (error) {
      if (!(error instanceof EndpointInputError)) throw error;
      // The library's messages name the CLI's flag; here the field is the URL.
      return refused(400, `The URL does not work: ${error.message.replace(/^--url:?\s*/, "")}`);
    }
  }

  // Rotate, disable and enable name an endpoint alike: one parser, one refusal.
  const endpoint = await findEndpoint(ctx.db, form.get("id"));
  if (!endpoint) return refused(404, NO_ENDPOINT);
  if (intent === "disable") {
    if (!(await disableEndpoint(ctx.db, endpoint.id, actor))) return refused(404, NO_ENDPOINT);
    return {
      notice: `${endpoint.url} is disabled; nothing more is sent to it.`,
    } as WebhooksOutcome;
  }
  if (intent === "enable") {
    const outcome = await enableEndpoint(ctx.db, endpoint.id, actor);
    if (outcome === "unknown") return refused(404, NO_ENDPOINT);
    if (outcome === "active") return refused(400, "This endpoint is already active.");
    return {
      notice: `${endpoint.url} is active again; new events are sent to it.`,
    } as WebhooksOutcome;
  }
  if (!ctx.webhooks) return refused(503, NOT_SET_UP);
  if (endpoint.status !== "active") return refused(400, "A disabled endpoint keeps its secret.");
  const rotated = await rotateSecret(ctx.db, ctx.webhooks.box, endpoint.id, actor);
  if (!rotated) return refused(404, NO_ENDPOINT);
  return { shown: { url: endpoint.url, ...rotated } } as WebhooksOutcome;
}

function SecretCard({ shown }: { shown: ShownSecret }) {
  return (
    <Card title="Signing secret" level={2}>
      <p className="font-mono text-sm break-all text-ink-900">{shown.url}</p>
      <p>
        Give this secret to the receiver&apos;s owner over a safe channel now: it is shown only this
        once, and nobody can read it here again.
        {shown.previousValidUntil ? (
          <>
            {" "}
            The previous secret keeps signing alongside it until{" "}
            <Time value={shown.previousValidUntil} />.
          </>
        ) : null}
      </p>
      <OneTimeValue label="Signing secret" value={shown.secret} />
    </Card>
  );
}

type Endpoint = Route.ComponentProps["loaderData"]["endpoints"][number];

function EndpointActions({ endpoint }: { endpoint: Endpoint }) {
  if (endpoint.status !== "active") {
    return (
      <Form method="post">
        <input type="hidden" name="id" value={endpoint.id} />
        <Button
          type="submit"
          name="intent"
          value="enable"
          variant="secondary"
          size="small"
          aria-label={`Enable ${endpoint.url} again`}
        >
          Enable again
        </Button>
      </Form>
    );
  }
  return (
    <Form method="post" className="flex flex-wrap gap-2">
      <input type="hidden" name="id" value={endpoint.id} />
      <Button
        type="submit"
        name="intent"
        value="rotate"
        variant="secondary"
        size="small"
        aria-label={`Rotate the secret of ${endpoint.url}`}
      >
        Rotate secret
      </Button>
      <Button
        type="submit"
        name="intent"
        value="disable"
        variant="dangerQuiet"
        size="small"
        aria-label={`Disable ${endpoint.url}`}
      >
        Disable
      </Button>
    </Form>
  );
}

export default function Webhooks({ loaderData, actionData }: Route.ComponentProps) {
  const result: WebhooksOutcome | undefined = actionData;
  const { eventTypes } = loaderData;
  return (
    <Container>
      <h1 className="mt-8 text-3xl font-semibold tracking-tight text-ink-900">Webhooks</h1>
      <div className="mt-6 space-y-3">
        {result?.notice ? <Message kind="notice">{result.notice}</Message> : null}
        {result?.error ? <Message kind="error">{result.error}</Message> : null}
      </div>
      {result?.shown ? <SecretCard shown={result.shown} /> : null}
      <Card title="Add an endpoint" level={2}>
        <p>
          The receiver gets each chosen event as a signed POST (Standard Webhooks). Its address must
          be public HTTPS.
        </p>
        {/* A new key after each secret shown: the form starts empty again. */}
        <Form key={result?.shown?.secret ?? "add"} method="post" className="space-y-4">
          <InputField
            id="w-url"
            name="url"
            type="url"
            label="Receiver URL"
            required
            maxLength={2000}
            placeholder="https://"
          />
          <fieldset>
            <legend className="text-xs font-semibold tracking-wide text-ink-700 uppercase">
              Events
            </legend>
            <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
              {eventTypes.map((type) => (
                <label key={type} className="inline-flex min-h-11 items-center gap-2 font-mono">
                  <input type="checkbox" name="events" value={type} className="size-4" /> {type}
                </label>
              ))}
            </div>
          </fieldset>
          <Button type="submit" name="intent" value="add">
            Add endpoint
          </Button>
        </Form>
      </Card>
      <DataTable<Endpoint>
        caption="Webhook endpoints"
        rows={loaderData.endpoints}
        rowKey={(e) => e.id}
        empty="No endpoints yet."
        columns={[
          {
            label: "URL",
            cell: (e) => (
              <Link
                to={`/webhooks/${e.id}`}
                className="font-semibold break-all text-brand-700 underline-offset-2 hover:underline"
              >
                {e.url}
              </Link>
            ),
          },
          { label: "Events", cell: (e) => e.events.join(", ") },
          {
            label: "Status",
            cell: (e) => (
              <>
                <Pill tone={e.status === "active" ? "good" : "bad"}>
                  {e.status === "active" ? "Active" : "Disabled"}
                </Pill>
                {e.disabledReason ? (
                  <span className="mt-1 block text-xs text-ink-600">{e.disabledReason}</span>
                ) : null}
              </>
            ),
          },
          { label: "Created", cell: (e) => <Time value={e.createdAt} /> },
          { label: "Actions", cell: (e) => <EndpointActions endpoint={e} /> },
        ]}
      />
    </Container>
  );
}
