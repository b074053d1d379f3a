import type { Router } from "express";
import { staffRoles, type StaffRole } from "../db/schema.ts";
import { disableStaff, inviteStaff, listStaff, setStaffRole, StaffError } from "./accounts.ts";
import { on } from "./auth-routes.ts";
import { actorOf, sendPage, type ConsoleContext } from "./console-context.ts";
import { html, options, time } from "./html.ts";

const roleChoices = staffRoles.map((r) => [r, r[0]!.toUpperCase() + r.slice(1)] as const);

function isRole(value: unknown): value is StaffRole {
  return typeof value === "string" && (staffRoles as readonly string[]).includes(value);
}

export function registerTeamRoutes(router: Router, ctx: ConsoleContext): void {
  const { db } = ctx;

  async function teamPage(
    res: Parameters<typeof sendPage>[1],
    status: number,
    extra: { notice?: string; error?: string; link?: string } = {},
  ) {
    const staff = await listStaff(db);
    sendPage(
      ctx,
      res,
      status,
      { title: "Staff accounts", path: "/staff/team", notice: extra.notice, error: extra.error },
      html`<h1>Staff accounts</h1>
        ${
          extra.link
            ? html`<section class="staff-card" aria-labelledby="link-title">
                <h2 id="link-title">Invitation link</h2>
                <p>
                  Send this link to the person; it works once, within 24 hours, and is not shown
                  again.
                </p>
                <p>
                  <input
                    class="staff-link"
                    readonly
                    value="${extra.link}"
                    aria-label="Invitation link"
                  />
                </p>
              </section>`
            : ""
        }
        <section class="staff-card" aria-labelledby="invite-title">
          <h2 id="invite-title">Invite someone</h2>
          <p>
            Inviting an existing address again revokes its passkeys, recovery codes and sessions:
            that is how someone who lost them gets back in.
          </p>
          <form method="post" action="/staff/team/invite" class="staff-filters">
            <div>
              <label for="t-email">Work e-mail</label
              ><input id="t-email" name="email" type="email" required />
            </div>
            <div>
              <label for="t-role">Role</label
              ><select id="t-role" name="role">
                ${options(roleChoices, "sales")}
              </select>
            </div>
            <div class="staff-filter-actions">
              <button type="submit" class="staff-button">Create invitation</button>
            </div>
          </form>
        </section>
        <table class="staff-table">
          <caption class="staff-sr">
            Staff accounts
          </caption>
          <thead>
            <tr>
              <th scope="col">E-mail</th>
              <th scope="col">Role</th>
              <th scope="col">State</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            ${staff.map(
              (s) =>
                html`<tr>
                  <td data-label="E-mail">${s.email}</td>
                  <td data-label="Role">
                    <form method="post" action="/staff/team/role" class="staff-inline">
                      <input type="hidden" name="email" value="${s.email}" />
                      <label class="staff-sr" for="role-${s.id}">Role of ${s.email}</label
                      ><select id="role-${s.id}" name="role">
                        ${options(roleChoices, s.role)}
                      </select>
                      <button type="submit" class="staff-button staff-button-quiet">Change</button>
                    </form>
                  </td>
                  <td data-label="State">
                    ${s.disabledAt ? html`Disabled ${time(s.disabledAt)}` : "Active"}
                  </td>
                  <td data-label="Actions">
                    ${
                      s.disabledAt
                        ? ""
                        : html`<form method="post" action="/staff/team/disable">
                            <input type="hidden" name="email" value="${s.email}" /><button
                              type="submit"
                              class="staff-button staff-button-danger"
                              aria-label="Disable ${s.email}"
                            >
                              Disable
                            </button>
                          </form>`
                    }
                  </td>
                </tr>`,
            )}
          </tbody>
        </table>`,
    );
  }

  on(router, ctx, "get", "/team", "staff:manage", async (_req, res) => teamPage(res, 200));

  on(router, ctx, "post", "/team/invite", "staff:manage", async (req, res) => {
    const form = req.body as { email?: unknown; role?: unknown };
    if (!isRole(form.role)) return teamPage(res, 400, { error: "Choose a role." });
    try {
      const { url } = await inviteStaff(db, {
        email: String(form.email ?? ""),
        role: form.role,
        siteUrl: ctx.rp.origin,
        actor: actorOf(res),
      });
      await teamPage(res, 200, { link: url });
    } catch (error) {
      if (!(error instanceof StaffError)) throw error;
      await teamPage(res, 400, { error: error.message });
    }
  });

  on(router, ctx, "post", "/team/role", "staff:manage", async (req, res) => {
    const form = req.body as { email?: unknown; role?: unknown };
    if (!isRole(form.role)) return teamPage(res, 400, { error: "Choose a role." });
    try {
      const account = await setStaffRole(db, String(form.email ?? ""), form.role, actorOf(res));
      await teamPage(res, 200, { notice: `${account.email} is now ${account.role}.` });
    } catch (error) {
      if (!(error instanceof StaffError)) throw error;
      await teamPage(res, 400, { error: error.message });
    }
  });

  on(router, ctx, "post", "/team/disable", "staff:manage", async (req, res) => {
    try {
      const account = await disableStaff(
        db,
        String((req.body as { email?: unknown }).email ?? ""),
        actorOf(res),
      );
      await teamPage(res, 200, {
        notice: `${account.email} is disabled; their sessions have ended.`,
      });
    } catch (error) {
      if (!(error instanceof StaffError)) throw error;
      await teamPage(res, 400, { error: error.message });
    }
  });
}
