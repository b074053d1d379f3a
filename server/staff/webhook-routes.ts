import type { Response, Router } from "express";
import { webhookEventTypes, type WebhookEventType } from "../db/schema.ts";
import {
  addEndpoint,
  disableEndpoint,
  EndpointInputError,
  listEndpoints,
  recentDeliveries,
  redeliver,
  rotateSecret,
  type EndpointSummary,
} from "../webhooks/endpoints.ts";
import { audit, type AuditAction } from "./audit-log.ts";
import { on } from "./auth-routes.ts";
import { actorOf, sendPage, type ConsoleContext } from "./console-context.ts";
import { html, time, type SafeHtml } from "./html.ts";
import { isUuid } from "./lead-work.ts";

/** The secret as it is shown once: after adding an endpoint or rotating its secret. */
interface ShownSecret {
  url: string;
  secret: string;
  /** After a rotation: until when the previous secret still signs. */
  previousValidUntil?: string;
}

function formEvents(value: unknown): WebhookEventType[] {
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return [
    ...new Set(
      list.filter((v): v is WebhookEventType =>
        (webhookEventTypes as readonly unknown[]).includes(v),
      ),
    ),
  ];
}

function secretCard(shown: ShownSecret): SafeHtml {
  return html`<section class="staff-card" aria-labelledby="secret-title">
    <h2 id="secret-title" tabindex="-1">Signing secret of ${shown.url}</h2>
    <p>
      Give this secret to the receiver's owner over a safe channel now: it is shown only this once,
      and nobody can read it here again.
      ${
        shown.previousValidUntil
          ? html`The previous secret keeps signing alongside it until
            ${time(new Date(shown.previousValidUntil))}.`
          : ""
      }
    </p>
    <p>
      <input class="staff-link" readonly value="${shown.secret}" aria-label="Signing secret" />
    </p>
  </section>`;
}

function endpointRow(e: EndpointSummary): SafeHtml {
  return html`<tr>
    <td data-label="URL"><a href="/staff/webhooks/${e.id}" class="staff-link">${e.url}</a></td>
    <td data-label="Events">${e.events.join(", ")}</td>
    <td data-label="Status">
      <span
        class="staff-badge ${e.status === "disabled" ? "staff-badge-spam" : "staff-badge-qualified"}"
        >${e.status === "active" ? "Active" : "Disabled"}</span
      >
      ${e.disabledReason ? html`<span class="staff-muted">${e.disabledReason}</span>` : ""}
    </td>
    <td data-label="Created">${time(new Date(e.createdAt))}</td>
    <td data-label="Actions">
      ${
        e.status === "active"
          ? html`<form method="post" action="/staff/webhooks/rotate" class="staff-inline">
                <input type="hidden" name="id" value="${e.id}" /><button
                  type="submit"
                  class="staff-button staff-button-quiet"
                  aria-label="Rotate the secret of ${e.url}"
                >
                  Rotate secret
                </button>
              </form>
              <form method="post" action="/staff/webhooks/disable">
                <input type="hidden" name="id" value="${e.id}" /><button
                  type="submit"
                  class="staff-button staff-button-danger"
                  aria-label="Disable ${e.url}"
                >
                  Disable
                </button>
              </form>`
          : ""
      }
    </td>
  </tr>`;
}

export function registerWebhookRoutes(router: Router, ctx: ConsoleContext): void {
  const { db } = ctx;

  async function webhooksPage(
    res: Response,
    status: number,
    extra: { notice?: string; error?: string; shown?: ShownSecret } = {},
  ) {
    const endpoints = await listEndpoints(db);
    sendPage(
      ctx,
      res,
      status,
      { title: "Webhooks", path: "/staff/webhooks", notice: extra.notice, error: extra.error },
      html`<h1>Webhooks</h1>
        ${extra.shown ? secretCard(extra.shown) : ""}
        <section class="staff-card" aria-labelledby="add-title">
          <h2 id="add-title">Add an endpoint</h2>
          <p>
            The receiver gets each chosen event as a signed POST (Standard Webhooks). Its address
            must be public HTTPS.
          </p>
          <form method="post" action="/staff/webhooks/add" class="staff-form">
            <label for="w-url">Receiver URL</label>
            <input id="w-url" name="url" type="url" required maxlength="2000" />
            <fieldset>
              <legend>Events</legend>
              ${webhookEventTypes.map(
                (type) =>
                  html`<label class="staff-check"
                    ><input type="checkbox" name="events" value="${type}" /> ${type}</label
                  >`,
              )}
            </fieldset>
            <button type="submit" class="staff-button">Add endpoint</button>
          </form>
        </section>
        ${
          endpoints.length === 0
            ? html`<p class="staff-empty">No endpoints yet.</p>`
            : html`<table class="staff-table">
                <caption class="staff-sr">
                  Webhook endpoints
                </caption>
                <thead>
                  <tr>
                    <th scope="col">URL</th>
                    <th scope="col">Events</th>
                    <th scope="col">Status</th>
                    <th scope="col">Created</th>
                    <th scope="col">Actions</th>
                  </tr>
                </thead>
                <tbody>
                  ${endpoints.map(endpointRow)}
                </tbody>
              </table>`
        }`,
    );
  }

  async function endpointOf(id: unknown): Promise<EndpointSummary | null> {
    if (!isUuid(id)) return null;
    return (await listEndpoints(db)).find((e) => e.id === id) ?? null;
  }

  async function deliveriesPage(
    res: Response,
    status: number,
    endpoint: EndpointSummary,
    extra: { notice?: string; error?: string } = {},
  ) {
    const deliveries = await recentDeliveries(db, endpoint.id);
    sendPage(
      ctx,
      res,
      status,
      {
        title: `Deliveries to ${endpoint.url}`,
        path: "/staff/webhooks",
        notice: extra.notice,
        error: extra.error,
      },
      html`<p><a href="/staff/webhooks">← All endpoints</a></p>
        <h1>Recent deliveries</h1>
        <p class="staff-link">${endpoint.url}</p>
        ${
          deliveries.length === 0
            ? html`<p class="staff-empty">Nothing has been sent to this endpoint yet.</p>`
            : html`<table class="staff-table">
                <caption class="staff-sr">
                  Recent deliveries
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Event</th>
                    <th scope="col">Status</th>
                    <th scope="col">Attempts</th>
                    <th scope="col">Last answer</th>
                    <th scope="col">Timing</th>
                    <th scope="col">Actions</th>
                  </tr>
                </thead>
                <tbody>
                  ${deliveries.map((d) => {
                    const last = d.tries.at(-1);
                    return html`<tr ${d.status === "failed" ? html`class="staff-failed"` : ""}>
                      <td data-label="Event">${d.type}<br />${time(new Date(d.createdAt))}</td>
                      <td data-label="Status">${d.status}</td>
                      <td data-label="Attempts">${d.attempts}</td>
                      <td data-label="Last answer">
                        ${d.lastStatus ?? "—"}
                        ${d.lastError ? html`<span class="staff-muted">${d.lastError}</span>` : ""}
                      </td>
                      <td data-label="Timing">
                        ${last ? html`${last.durationMs} ms, ${time(new Date(last.at))}` : "—"}
                        ${
                          d.nextAttemptAt ? html`<br />next ${time(new Date(d.nextAttemptAt))}` : ""
                        }
                      </td>
                      <td data-label="Actions">
                        <form method="post" action="/staff/webhooks/redeliver">
                          <input type="hidden" name="endpoint" value="${endpoint.id}" /><input
                            type="hidden"
                            name="delivery"
                            value="${d.id}"
                          /><button
                            type="submit"
                            class="staff-button staff-button-quiet"
                            aria-label="Send the ${d.type} delivery again"
                          >
                            Redeliver
                          </button>
                        </form>
                      </td>
                    </tr>`;
                  })}
                </tbody>
              </table>`
        }`,
    );
  }

  /** Every change goes into the audit log: who, which endpoint, what; never a secret. */
  async function record(
    res: Response,
    action: AuditAction,
    endpointId: string,
    detail: Record<string, unknown>,
  ) {
    const actor = actorOf(res);
    await audit(db, {
      actorId: actor.id,
      actorEmail: actor.email,
      action,
      target: `webhook:${endpointId}`,
      detail,
    });
  }

  const unknownEndpoint = (res: Response) =>
    webhooksPage(res, 404, { error: "There is no such endpoint." });

  on(router, ctx, "get", "/webhooks", "webhooks:manage", async (_req, res) =>
    webhooksPage(res, 200),
  );

  on(router, ctx, "get", "/webhooks/:id", "webhooks:manage", async (req, res) => {
    const endpoint = await endpointOf(req.params.id);
    if (!endpoint) return unknownEndpoint(res);
    await deliveriesPage(res, 200, endpoint);
  });

  on(router, ctx, "post", "/webhooks/add", "webhooks:manage", async (req, res) => {
    const form = req.body as { url?: unknown; events?: unknown };
    if (!ctx.webhooks) {
      return webhooksPage(res, 503, { error: "Webhooks are not set up on this server." });
    }
    const url = typeof form.url === "string" ? form.url.trim() : "";
    const events = formEvents(form.events);
    if (events.length === 0) return webhooksPage(res, 400, { error: "Choose at least one event." });
    try {
      const { id, secret } = await addEndpoint(db, ctx.webhooks.box, {
        url,
        events,
        allowPrivate: ctx.webhooks.allowPrivate,
      });
      await record(res, "webhook-added", id, { url, events });
      await webhooksPage(res, 200, { shown: { url, secret } });
    } catch (error) {
      if (!(error instanceof EndpointInputError)) throw error;
      // The library's messages name the CLI's flag; here the field is the URL.
      await webhooksPage(res, 400, {
        error: `The URL does not work: ${error.message.replace(/^--url:?\s*/, "")}`,
      });
    }
  });

  on(router, ctx, "post", "/webhooks/rotate", "webhooks:manage", async (req, res) => {
    const endpoint = await endpointOf((req.body as { id?: unknown }).id);
    if (!endpoint) return unknownEndpoint(res);
    if (!ctx.webhooks) {
      return webhooksPage(res, 503, { error: "Webhooks are not set up on this server." });
    }
    if (endpoint.status !== "active") {
      return webhooksPage(res, 400, { error: "A disabled endpoint keeps its secret." });
    }
    const rotated = await rotateSecret(db, ctx.webhooks.box, endpoint.id);
    if (!rotated) return unknownEndpoint(res);
    await record(res, "webhook-secret-rotated", endpoint.id, {
      url: endpoint.url,
      previousValidUntil: rotated.previousValidUntil,
    });
    await webhooksPage(res, 200, { shown: { url: endpoint.url, ...rotated } });
  });

  on(router, ctx, "post", "/webhooks/disable", "webhooks:manage", async (req, res) => {
    const endpoint = await endpointOf((req.body as { id?: unknown }).id);
    if (!endpoint || !(await disableEndpoint(db, endpoint.id))) return unknownEndpoint(res);
    await record(res, "webhook-disabled", endpoint.id, { url: endpoint.url });
    await webhooksPage(res, 200, {
      notice: `${endpoint.url} is disabled; nothing more is sent to it.`,
    });
  });

  on(router, ctx, "post", "/webhooks/redeliver", "webhooks:manage", async (req, res) => {
    const form = req.body as { endpoint?: unknown; delivery?: unknown };
    const endpoint = await endpointOf(form.endpoint);
    if (!endpoint) return unknownEndpoint(res);
    const delivery = isUuid(form.delivery)
      ? (await recentDeliveries(db, endpoint.id)).find((d) => d.id === form.delivery)
      : undefined;
    if (!delivery) {
      return deliveriesPage(res, 404, endpoint, { error: "There is no such delivery." });
    }
    const outcome = await redeliver(db, delivery.id);
    if (outcome !== "queued") {
      return deliveriesPage(res, 400, endpoint, {
        error: "This endpoint is disabled: nothing is sent to it.",
      });
    }
    await record(res, "webhook-redelivered", endpoint.id, {
      delivery: delivery.id,
      type: delivery.type,
    });
    await deliveriesPage(res, 200, endpoint, {
      notice: `The ${delivery.type} delivery is queued to be sent again.`,
    });
  });
}
