import type { Request, Router } from "express";
import { productNames } from "../leads/mail-content.ts";
import { leadStatuses, type LeadStatus } from "../db/schema.ts";
import { listStaff } from "./accounts.ts";
import { on } from "./auth-routes.ts";
import { actorOf, sendPage, type ConsoleContext } from "./console-context.ts";
import { html, multiline, options, time, type SafeHtml } from "./html.ts";
import {
  decodeCursor,
  encodeCursor,
  inboxPage,
  isLeadStatus,
  type InboxFilter,
} from "./lead-inbox.ts";
import {
  addLeadNote,
  findLead,
  isLeadKind,
  isUuid,
  leadHistory,
  NOTE_MAX,
  setLeadAssignee,
  setLeadStatus,
  type Lead,
} from "./lead-work.ts";

export const statusLabels: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  qualified: "Qualified",
  "not-a-fit": "Not a fit",
  spam: "Spam",
};

function day(value: unknown): Date | undefined {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

const MIN_SEARCH_LENGTH = 3;

function parseFilter(req: Request): InboxFilter {
  const q = req.query as Record<string, unknown>;
  const str = (v: unknown) => (typeof v === "string" && v !== "" ? v : undefined);
  const to = day(q.to);
  const search = str(q.q)?.trim().slice(0, 100);
  return {
    kind: isLeadKind(q.kind) ? q.kind : undefined,
    product: str(q.product) && str(q.product)! in productNames ? str(q.product) : undefined,
    status: isLeadStatus(q.status) ? q.status : undefined,
    assignee: q.assignee === "none" || isUuid(q.assignee) ? (q.assignee as string) : undefined,
    from: day(q.from),
    to: to ? new Date(to.getTime() + 86_400_000) : undefined,
    // Three characters at least: the trigram indexes cannot narrow a shorter search, which
    // would read every lead (drizzle/0006_lead_search_trigram.sql).
    search: search && search.length >= MIN_SEARCH_LENGTH ? search : undefined,
  };
}

function statusBadge(status: LeadStatus): SafeHtml {
  return html`<span class="staff-badge staff-badge-${status}">${statusLabels[status]}</span>`;
}

export function leadPath(kind: string, id: string): string {
  return `/staff/leads/${kind}/${id}`;
}

export function registerLeadRoutes(router: Router, ctx: ConsoleContext): void {
  const { db } = ctx;

  on(router, ctx, "get", "/leads", "leads:read", async (req, res) => {
    const filter = parseFilter(req);
    const cursor = decodeCursor(typeof req.query.after === "string" ? req.query.after : undefined);
    const [{ rows, next }, staff] = await Promise.all([
      inboxPage(db, filter, cursor),
      listStaff(db),
    ]);
    const names = new Map(staff.map((s) => [s.id, s.email]));
    const q = req.query as Record<string, string | undefined>;
    const nextParams = new URLSearchParams(
      Object.entries(q).filter(([k, v]) => k !== "after" && typeof v === "string") as [
        string,
        string,
      ][],
    );
    if (next) nextParams.set("after", encodeCursor(next));
    sendPage(
      ctx,
      res,
      200,
      { title: "Leads", path: "/staff/leads" },
      html`<h1>Leads</h1>
        <form method="get" action="/staff/leads" class="staff-filters" aria-label="Filter leads">
          <div>
            <label for="f-q">Search</label
            ><input
              id="f-q"
              name="q"
              type="search"
              value="${q.q ?? ""}"
              minlength="${MIN_SEARCH_LENGTH}"
              placeholder="Name, e-mail, company, message"
            />
          </div>
          <div>
            <label for="f-kind">Kind</label
            ><select id="f-kind" name="kind">
              ${options(
                [
                  ["", "All"],
                  ["contact", "Contact message"],
                  ["demo", "Demo request"],
                ],
                q.kind,
              )}
            </select>
          </div>
          <div>
            <label for="f-product">Product</label
            ><select id="f-product" name="product">
              ${options([["", "All"], ...Object.entries(productNames)], q.product)}
            </select>
          </div>
          <div>
            <label for="f-status">Status</label
            ><select id="f-status" name="status">
              ${options(
                [["", "All"], ...leadStatuses.map((s) => [s, statusLabels[s]] as const)],
                q.status,
              )}
            </select>
          </div>
          <div>
            <label for="f-assignee">Assignee</label
            ><select id="f-assignee" name="assignee">
              ${options(
                [
                  ["", "Anyone"],
                  ["none", "Unassigned"],
                  ...staff.map((s) => [s.id, s.email] as const),
                ],
                q.assignee,
              )}
            </select>
          </div>
          <div>
            <label for="f-from">From</label
            ><input id="f-from" name="from" type="date" value="${q.from ?? ""}" />
          </div>
          <div>
            <label for="f-to">To</label
            ><input id="f-to" name="to" type="date" value="${q.to ?? ""}" />
          </div>
          <div class="staff-filter-actions">
            <button type="submit" class="staff-button">Apply</button>
            <a href="/staff/leads">Clear</a>
          </div>
        </form>
        ${
          rows.length === 0
            ? html`<p class="staff-empty">No leads match.</p>`
            : html`<table class="staff-table staff-inbox">
                <caption class="staff-sr">
                  Leads, newest first
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Received</th>
                    <th scope="col">Lead</th>
                    <th scope="col">Kind</th>
                    <th scope="col">Status</th>
                    <th scope="col">Assignee</th>
                  </tr>
                </thead>
                <tbody>
                  ${rows.map(
                    (r) =>
                      html`<tr>
                        <td data-label="Received">${time(r.createdAt)}</td>
                        <td data-label="Lead">
                          <a href="${leadPath(r.kind, r.id)}">${r.name}</a><br /><small
                            >${r.email}${r.company ? html` · ${r.company}` : ""}</small
                          ><br /><small class="staff-muted">${r.preview}</small>
                        </td>
                        <td data-label="Kind">
                          ${r.kind === "contact" ? "Contact" : html`Demo · ${productNames[r.product as keyof typeof productNames] ?? r.product}`}
                        </td>
                        <td data-label="Status">${statusBadge(r.status)}</td>
                        <td data-label="Assignee">
                          ${r.assigneeId ? (names.get(r.assigneeId) ?? "—") : "—"}
                        </td>
                      </tr>`,
                  )}
                </tbody>
              </table>`
        }
        <nav aria-label="Pages" class="staff-pager">
          ${cursor ? html`<a href="/staff/leads?${new URLSearchParams(Object.entries(q).filter(([k, v]) => k !== "after" && typeof v === "string") as [string, string][]).toString()}">Newest</a>` : ""}
          ${next ? html`<a href="/staff/leads?${nextParams.toString()}" rel="next">Older leads</a>` : ""}
        </nav>`,
    );
  });

  async function leadOr404(kind: string, id: string): Promise<Lead | null> {
    return isLeadKind(kind) ? findLead(db, kind, id) : null;
  }

  on(router, ctx, "get", "/leads/:kind/:id", "leads:read", async (req, res) => {
    const lead = await leadOr404(String(req.params.kind), String(req.params.id));
    if (!lead) {
      return sendPage(
        ctx,
        res,
        404,
        { title: "Lead not found", path: "/staff/leads" },
        html`<h1>Lead not found</h1>
          <p><a href="/staff/leads">Back to the leads</a></p>`,
      );
    }
    const [history, staff] = await Promise.all([
      leadHistory(db, lead.kind, lead.row.id),
      listStaff(db),
    ]);
    const fields: [string, string | SafeHtml][] =
      lead.kind === "contact"
        ? [
            ["Name", `${lead.row.firstName} ${lead.row.lastName}`],
            ["E-mail", html`<a href="mailto:${lead.row.email}">${lead.row.email}</a>`],
            ["Phone", lead.row.phone || "—"],
            ["Message", multiline(lead.row.message)],
            ["Policy accepted", time(lead.row.policyConsentedAt)],
          ]
        : [
            ["Product", productNames[lead.row.product]],
            ["Name", lead.row.name],
            ["E-mail", html`<a href="mailto:${lead.row.email}">${lead.row.email}</a>`],
            ["Phone", lead.row.phone],
            ["Company", lead.row.company || "—"],
            ["Job title", lead.row.jobTitle || "—"],
            ["Industry", lead.row.industry || "—"],
          ];
    fields.push(
      ["Page", lead.row.source ?? "—"],
      ["Received", time(lead.row.createdAt)],
      ["Browser", lead.row.userAgent ?? "—"],
    );
    const title =
      lead.kind === "contact" ? `${lead.row.firstName} ${lead.row.lastName}` : lead.row.name;
    const action = leadPath(lead.kind, lead.row.id);
    sendPage(
      ctx,
      res,
      200,
      { title, path: "/staff/leads", notice: req.query.saved ? "Saved." : undefined },
      html`<p><a href="/staff/leads">← All leads</a></p>
        <h1>${title} ${statusBadge(lead.row.status)}</h1>
        <div class="staff-columns">
          <section class="staff-card" aria-labelledby="details-title">
            <h2 id="details-title">
              ${lead.kind === "contact" ? "Contact message" : "Demo request"}
            </h2>
            <dl class="staff-fields">
              ${fields.map(
                ([k, v]) =>
                  html`<dt>${k}</dt>
                    <dd>${v}</dd>`,
              )}
            </dl>
          </section>
          <div>
            <section class="staff-card" aria-labelledby="work-title">
              <h2 id="work-title">Work on it</h2>
              <form method="post" action="${action}" class="staff-form staff-inline">
                <input type="hidden" name="intent" value="status" />
                <label for="status">Status</label>
                <select id="status" name="status">
                  ${options(
                    leadStatuses.map((s) => [s, statusLabels[s]] as const),
                    lead.row.status,
                  )}
                </select>
                <button type="submit" class="staff-button">Set status</button>
              </form>
              <form method="post" action="${action}" class="staff-form staff-inline">
                <input type="hidden" name="intent" value="assignee" />
                <label for="assignee">Assignee</label>
                <select id="assignee" name="assignee">
                  ${options(
                    [
                      ["", "Nobody"],
                      ...staff.filter((s) => !s.disabledAt).map((s) => [s.id, s.email] as const),
                    ],
                    lead.row.assigneeId ?? "",
                  )}
                </select>
                <button type="submit" class="staff-button">Assign</button>
              </form>
              <form method="post" action="${action}" class="staff-form">
                <input type="hidden" name="intent" value="note" />
                <label for="note">Add a note</label>
                <textarea
                  id="note"
                  name="note"
                  rows="3"
                  maxlength="${NOTE_MAX}"
                  required
                ></textarea>
                <button type="submit" class="staff-button">Add note</button>
              </form>
            </section>
            <section class="staff-card" aria-labelledby="history-title">
              <h2 id="history-title">Notes and history</h2>
              ${
                history.length === 0
                  ? html`<p class="staff-muted">Nothing yet.</p>`
                  : html`<ol class="staff-history">
                      ${history.map(
                        (e) =>
                          html`<li class="staff-history-${e.kind}">
                            <small>${time(e.at)} · ${e.actorEmail ?? "—"}</small>
                            <p>
                              ${e.kind === "note" ? multiline(e.body) : html`<em>${e.kind === "status" ? "Status" : "Assignee"}: ${e.body}</em>`}
                            </p>
                          </li>`,
                      )}
                    </ol>`
              }
            </section>
          </div>
        </div>`,
    );
  });

  on(router, ctx, "post", "/leads/:kind/:id", "leads:work", async (req, res) => {
    const lead = await leadOr404(String(req.params.kind), String(req.params.id));
    if (!lead) return void res.status(404).type("text").send("No such lead.");
    const form = req.body as Record<string, unknown>;
    const actor = actorOf(res);
    const path = leadPath(lead.kind, lead.row.id);
    if (form.intent === "status" && isLeadStatus(form.status)) {
      await setLeadStatus(db, lead, form.status, actor);
    } else if (form.intent === "assignee" && (form.assignee === "" || isUuid(form.assignee))) {
      const staff = await listStaff(db);
      const assignee = staff.find((s) => s.id === form.assignee && !s.disabledAt) ?? null;
      if (form.assignee !== "" && !assignee)
        return void res.status(400).type("text").send("No such staff account.");
      await setLeadAssignee(db, lead, assignee, actor);
    } else if (form.intent === "note" && typeof form.note === "string" && form.note.trim()) {
      await addLeadNote(db, lead, form.note.trim().slice(0, NOTE_MAX), actor);
    } else {
      return void res
        .status(400)
        .type("text")
        .send("Nothing to change: choose a status, an assignee or write a note.");
    }
    res.redirect(303, `${path}?saved=1`);
  });
}
