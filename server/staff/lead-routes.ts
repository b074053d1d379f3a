import type { Router } from "express";
import { productNames } from "../leads/mail-content.ts";
import { leadStatuses, type LeadStatus } from "../db/schema.ts";
import { listStaff } from "./accounts.ts";
import { on } from "./auth-routes.ts";
import { actorOf, sendPage, type ConsoleContext } from "./console-context.ts";
import { html, multiline, options, time, type SafeHtml } from "./html.ts";
import { isLeadStatus } from "./lead-inbox.ts";
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

import { statusLabels } from "../../console/app/lib/lead-labels.ts";

function statusBadge(status: LeadStatus): SafeHtml {
  return html`<span class="staff-badge staff-badge-${status}">${statusLabels[status]}</span>`;
}

export function leadPath(kind: string, id: string): string {
  return `/staff/leads/${kind}/${id}`;
}

export function registerLeadRoutes(router: Router, ctx: ConsoleContext): void {
  const { db } = ctx;

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
