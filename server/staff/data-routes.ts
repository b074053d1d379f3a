import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { Response, Router } from "express";
import { subscriberStatuses, type SubscriberStatus } from "../db/schema.ts";
import { csvField } from "../leads/csv.ts";
import { normaliseEmail, StaffError } from "./accounts.ts";
import { audit, auditPage, type AuditRow } from "./audit-log.ts";
import { on } from "./auth-routes.ts";
import { actorOf, sendPage, type ConsoleContext } from "./console-context.ts";
import { auditRequest, eraseAddress, findHeldData, heldCount } from "./data-requests.ts";
import { html, options, time } from "./html.ts";
import { confirmedSubscribersCsv, subscriberCounts, subscriberPage } from "./subscriber-list.ts";

function download(res: Response, type: string, name: string) {
  res.setHeader("Content-Type", type);
  res.setHeader("Content-Disposition", `attachment; filename="${name}"`);
}

const today = () => new Date().toISOString().slice(0, 10);

function auditCsvLine(r: AuditRow): string {
  return `${[r.at.toISOString(), r.actorEmail, r.action, r.success ? "yes" : "no", r.target, r.detail ? JSON.stringify(r.detail) : ""].map(csvField).join(",")}\r\n`;
}

/** The whole audit log as CSV, newest first, read in keyset batches and streamed. */
function auditCsv(ctx: ConsoleContext, onEnd: (rows: number) => void): Readable {
  let before: { at: Date; id: string } | undefined;
  let rows = 0;
  let started = false;
  return new Readable({
    async read() {
      try {
        if (!started) {
          started = true;
          this.push("time,actor,action,success,target,detail\r\n");
          return;
        }
        const batch = await auditPage(ctx.db, { limit: 1000, before });
        if (batch.length === 0) {
          onEnd(rows);
          this.push(null);
          return;
        }
        const last = batch.at(-1)!;
        before = { at: last.at, id: last.id };
        rows += batch.length;
        this.push(batch.map(auditCsvLine).join(""));
      } catch (error) {
        this.destroy(error as Error);
      }
    },
  });
}

export function registerDataRoutes(router: Router, ctx: ConsoleContext): void {
  const { db } = ctx;

  // ---- Subscribers (marketing) ----
  on(router, ctx, "get", "/subscribers", "subscribers:read", async (req, res) => {
    const status = (subscriberStatuses as readonly string[]).includes(String(req.query.status))
      ? (req.query.status as SubscriberStatus)
      : undefined;
    const [counts, rows] = await Promise.all([subscriberCounts(db), subscriberPage(db, status)]);
    const labels: Record<SubscriberStatus, string> = {
      active: "Confirmed",
      pending: "Waiting for confirmation",
      unsubscribed: "Unsubscribed",
    };
    sendPage(
      ctx,
      res,
      200,
      { title: "Subscribers", path: "/staff/subscribers" },
      html`<h1>Newsletter subscribers</h1>
        <ul class="staff-stats">
          ${(["active", "pending", "unsubscribed"] as const).map(
            (s) =>
              html`<li><strong>${counts[s].toLocaleString("en-GB")}</strong> ${labels[s]}</li>`,
          )}
        </ul>
        <section class="staff-card" aria-labelledby="export-title">
          <h2 id="export-title">Export</h2>
          <p>
            The confirmed subscribers as CSV (email, consent time, source): the columns Mailchimp,
            Brevo and listmonk import.
          </p>
          <form method="post" action="/staff/subscribers/export">
            <button type="submit" class="staff-button">Export confirmed subscribers (CSV)</button>
          </form>
        </section>
        <form
          method="get"
          action="/staff/subscribers"
          class="staff-filters"
          aria-label="Filter subscribers"
        >
          <div>
            <label for="s-status">Status</label
            ><select id="s-status" name="status">
              ${options(
                [["", "All"], ...subscriberStatuses.map((s) => [s, labels[s]] as const)],
                status,
              )}
            </select>
          </div>
          <div class="staff-filter-actions">
            <button type="submit" class="staff-button">Show</button>
          </div>
        </form>
        <table class="staff-table">
          <caption class="staff-sr">
            The latest 100 subscribers
          </caption>
          <thead>
            <tr>
              <th scope="col">E-mail</th>
              <th scope="col">Status</th>
              <th scope="col">Consent</th>
              <th scope="col">Source</th>
            </tr>
          </thead>
          <tbody>
            ${rows.map(
              (r) =>
                html`<tr>
                  <td data-label="E-mail">${r.email}</td>
                  <td data-label="Status">${labels[r.status]}</td>
                  <td data-label="Consent">${time(r.consentedAt)}</td>
                  <td data-label="Source">${r.source ?? "—"}</td>
                </tr>`,
            )}
          </tbody>
        </table>`,
    );
  });

  on(router, ctx, "post", "/subscribers/export", "subscribers:export", async (_req, res) => {
    const actor = actorOf(res);
    download(res, "text/csv; charset=utf-8", `subscribers-confirmed-${today()}.csv`);
    await pipeline(
      confirmedSubscribersCsv(
        db,
        (rows) =>
          void audit(db, {
            actorId: actor.id,
            actorEmail: actor.email,
            action: "export",
            target: "subscribers",
            detail: { what: "confirmed subscribers", rows },
          }).catch((err: unknown) => ctx.logger.error({ err }, "audit of an export failed")),
      ),
      res,
    );
  });

  // ---- Data-subject requests (compliance) ----
  on(router, ctx, "get", "/requests", "requests:search", async (req, res) => {
    let email: string | undefined;
    let error: string | undefined;
    if (typeof req.query.email === "string" && req.query.email !== "") {
      try {
        email = normaliseEmail(req.query.email);
      } catch (e) {
        if (!(e instanceof StaffError)) throw e;
        error = e.message;
      }
    }
    const held = email ? await findHeldData(db, email) : null;
    if (held && email) {
      await auditRequest(db, actorOf(res), "request-search", email, { records: heldCount(held) });
    }
    const erased = typeof req.query.erased === "string" ? req.query.erased : undefined;
    sendPage(
      ctx,
      res,
      200,
      {
        title: "Data requests",
        path: "/staff/requests",
        error,
        notice: erased ? `Erased: ${erased}.` : undefined,
      },
      html`<h1>Data-subject requests</h1>
        <p>
          Find everything held about an e-mail address (Data Protection Act, 2012 (Act 843)), give
          the person a copy, or erase it.
        </p>
        <form
          method="get"
          action="/staff/requests"
          class="staff-filters"
          aria-label="Find an address"
        >
          <div>
            <label for="r-email">E-mail address</label
            ><input id="r-email" name="email" type="email" value="${email ?? ""}" required />
          </div>
          <div class="staff-filter-actions">
            <button type="submit" class="staff-button">Search</button>
          </div>
        </form>
        ${
          held && email
            ? html`<section class="staff-card" aria-labelledby="held-title">
                <h2 id="held-title">Held about ${email}</h2>
                <ul class="staff-stats">
                  <li><strong>${held.subscribers.length}</strong> newsletter subscription</li>
                  <li><strong>${held.contactMessages.length}</strong> contact messages</li>
                  <li><strong>${held.demoRequests.length}</strong> demo requests</li>
                  <li>
                    <strong>${held.leadNotesAndHistory.length}</strong> staff notes and history
                  </li>
                  <li><strong>${held.mail.length}</strong> mails</li>
                </ul>
                <form method="post" action="/staff/requests/export" class="staff-inline">
                  <input type="hidden" name="email" value="${email}" />
                  <button type="submit" class="staff-button">Export everything (JSON)</button>
                </form>
                <form method="post" action="/staff/requests/erase" class="staff-form">
                  <input type="hidden" name="email" value="${email}" />
                  <label class="staff-check"
                    ><input type="checkbox" name="confirm" value="yes" required /> I have checked
                    this is the person's own request</label
                  >
                  <button type="submit" class="staff-button staff-button-danger">
                    Erase everything about this address
                  </button>
                </form>
              </section>`
            : ""
        }`,
    );
  });

  function formEmail(body: unknown): string | null {
    try {
      return normaliseEmail(String((body as { email?: unknown }).email ?? ""));
    } catch {
      return null;
    }
  }

  on(router, ctx, "post", "/requests/export", "requests:export", async (req, res) => {
    const email = formEmail(req.body);
    if (!email) return void res.status(400).type("text").send("Give an e-mail address.");
    const held = await findHeldData(db, email);
    await auditRequest(db, actorOf(res), "export", email, {
      what: "data-subject export",
      rows: heldCount(held),
    });
    download(res, "application/json; charset=utf-8", `data-request-${today()}.json`);
    res.send(JSON.stringify({ exportedAt: new Date().toISOString(), ...held }, null, 2));
  });

  on(router, ctx, "post", "/requests/erase", "requests:erase", async (req, res) => {
    const email = formEmail(req.body);
    if (!email || (req.body as { confirm?: unknown }).confirm !== "yes") {
      return void res.status(400).type("text").send("Give the address and tick the confirmation.");
    }
    const gone = await eraseAddress(db, email, actorOf(res));
    const summary = `${gone.subscribers} subscription(s), ${gone.contacts} contact message(s), ${gone.demos} demo request(s), ${gone.mails} mail(s)`;
    res.redirect(303, `/staff/requests?erased=${encodeURIComponent(summary)}`);
  });

  // ---- Audit log (compliance, admin) ----
  on(router, ctx, "get", "/audit", "audit:read", async (req, res) => {
    const action =
      typeof req.query.action === "string" && /^[a-z-]{1,40}$/.test(req.query.action)
        ? req.query.action
        : undefined;
    const rows = await auditPage(db, { limit: 200, action });
    sendPage(
      ctx,
      res,
      200,
      { title: "Audit log", path: "/staff/audit" },
      html`<h1>Audit log</h1>
        <p>
          Every sign-in, invitation, role change, lead change, note, export, erasure and
          re-verification. Entries cannot be changed or deleted.
        </p>
        <form method="post" action="/staff/audit/export">
          <button type="submit" class="staff-button">Export the audit log (CSV)</button>
        </form>
        <table class="staff-table staff-audit">
          <caption class="staff-sr">
            The latest 200 entries
          </caption>
          <thead>
            <tr>
              <th scope="col">Time</th>
              <th scope="col">Who</th>
              <th scope="col">Action</th>
              <th scope="col">Target</th>
              <th scope="col">Detail</th>
            </tr>
          </thead>
          <tbody>
            ${rows.map(
              (r) =>
                html`<tr${r.success ? "" : html` class="staff-failed"`}><td data-label="Time">${time(r.at)}</td><td data-label="Who">${r.actorEmail ?? "—"}</td><td data-label="Action">${r.action}${r.success ? "" : " (failed)"}</td><td data-label="Target">${r.target ?? "—"}</td><td data-label="Detail"><small>${r.detail ? JSON.stringify(r.detail) : ""}</small></td></tr>`,
            )}
          </tbody>
        </table>`,
    );
  });

  on(router, ctx, "post", "/audit/export", "audit:export", async (_req, res) => {
    const actor = actorOf(res);
    download(res, "text/csv; charset=utf-8", `audit-log-${today()}.csv`);
    await pipeline(
      auditCsv(
        ctx,
        (rows) =>
          void audit(db, {
            actorId: actor.id,
            actorEmail: actor.email,
            action: "export",
            target: "audit_log",
            detail: { what: "audit log", rows },
          }).catch((err: unknown) => ctx.logger.error({ err }, "audit of an export failed")),
      ),
      res,
    );
  });
}
