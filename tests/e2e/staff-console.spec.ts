import os from "node:os";
import path from "node:path";
import { expect, type Browser, type Page } from "@playwright/test";
import type { Db } from "#server/db/database.ts";
import { webhookAttempts, webhookDeliveries } from "#server/db/schema.ts";
import {
  acceptInvitation,
  filterAuditLog,
  onPhone,
  expectAxeClean,
  expectNoSidewaysScroll,
  signInWithPasskey,
  signOut,
  test,
  virtualAuthenticator,
  REFUSED_ON_PURPOSE,
  type Invitation,
  type StaffServer,
} from "./staff-support.ts";

/**
 * The staff console end to end (issue 19): an invitation as the CLI makes it, a passkey
 * made by Chromium's virtual authenticator, a lead sent through the public form, worked,
 * exported and audited, and a recovery-code sign-in. At desktop width; the same screens at
 * 390 px are in staff-console-phone.spec.ts.
 */

/** Axe-clean, nothing wider than the window, and a screenshot for people to look at. */
async function look(page: Page, name: string, project: string) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expectAxeClean(page);
  await shoot(page, name, project);
}

async function shoot(page: Page, name: string, project: string) {
  await expectNoSidewaysScroll(page, name);
  await page.screenshot({
    path: path.join(os.tmpdir(), "nkabom-staff-screens", `${name}-${project}.png`),
    fullPage: true,
  });
}

test.describe.configure({ mode: "serial" });
test.use({ expectedConsoleErrors: REFUSED_ON_PURPOSE });

// One story: the compliance and admin tests read what the seller and marketing did.
let seller: Invitation;
let admin: Invitation;
let marketing: Invitation;
let compliance: Invitation;

test.beforeAll(async ({ staff }) => {
  seller = await staff.invite("seller", "sales");
  admin = await staff.invite("admin", "admin");
  marketing = await staff.invite("marketing", "marketing");
  compliance = await staff.invite("compliance", "compliance");
});

test("invitation → passkey → lead worked, exported, audited → sign out; then a recovery code", async ({
  page,
  staff,
}, testInfo) => {
  test.setTimeout(180_000);
  const project = testInfo.project.name;
  await virtualAuthenticator(page);

  // Invitation: register a passkey, see the recovery codes once.
  expect(seller.link).toMatch(/^http:\/\/localhost:\d+\/staff\/invitation\?token=/);
  await page.goto(seller.link);
  await expect(page.getByRole("heading", { name: `Welcome, ${seller.email}` })).toBeVisible();
  await expectAxeClean(page);
  await shoot(page, "invitation", project);
  await page.getByRole("button", { name: "Create my passkey" }).click();
  const codes = page.locator("[data-codes] li");
  await expect(codes).toHaveCount(10);
  const recoveryCode = (await codes.nth(0).textContent())!;
  await expectAxeClean(page);
  await shoot(page, "recovery-codes", project);
  // The link works once.
  const again = await page.request.get(seller.link);
  expect(again.status()).toBe(404);
  await page.getByRole("link", { name: "I have saved them, continue" }).click();
  await expect(page.getByRole("heading", { name: "Leads" })).toBeVisible();

  // Sign out, and back in with the passkey.
  await signOut(page);
  await expectAxeClean(page);
  await shoot(page, "sign-in", project);
  await signInWithPasskey(page, "Leads");

  // A lead through the public form appears in the inbox.
  const visitor = `visitor-${project}-${Date.now()}@example.com`;
  const site = await page.context().newPage();
  // The visit lands from a newsletter campaign, then goes to the form (issue 32).
  const campaign = `nov-${project}-${Date.now()}`;
  await site.goto(`${staff.origin}/?utm_source=newsletter&utm_campaign=${campaign}`);
  await site.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await site.goto(`${staff.origin}/contact-us`);
  await site.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const form = site.locator("#send-us-a-message form");
  await form.getByLabel("First name").fill("Efua");
  await form.getByLabel("Last name").fill("Owusu");
  await form.getByLabel("Email").fill(visitor);
  await form.getByLabel(/Phone number/).fill("+233 24 000 0000");
  await form.getByRole("textbox", { name: "Message" }).fill("We need collections for 40 schools.");
  await form.getByRole("checkbox").check();
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(site.getByText("Message sent successfully")).toBeVisible();
  await site.close();

  await page.reload();
  await page.getByLabel("Search").fill(visitor);
  await page.getByLabel("Campaign").fill(campaign.toUpperCase());
  await page.getByRole("button", { name: "Apply" }).click();
  await expectAxeClean(page);
  await shoot(page, "inbox", project);
  await page.getByRole("link", { name: "Efua Owusu" }).click();
  await expect(page.getByRole("heading", { name: /Efua Owusu/ })).toBeVisible();
  await expect(page.getByText("We need collections for 40 schools.")).toBeVisible();
  // Where and when it came from: the form sent with JavaScript names its page too.
  await expect(page.locator("dt", { hasText: /^Page$/ })).toBeVisible();
  await expect(page.locator("dt", { hasText: /^Page$/ }).locator("+ dd")).toHaveText("/contact-us");
  await expect(page.locator("dt", { hasText: "Received" }).locator("+ dd time")).toBeVisible();
  const cameFrom = page.getByRole("region", { name: "Came from" });
  await expect(cameFrom.locator("dt", { hasText: "Landed on" }).locator("+ dd")).toHaveText("/");
  await expect(cameFrom.locator("dt", { hasText: "Campaign" }).locator("+ dd")).toHaveText(
    `source: newsletter · campaign: ${campaign}`,
  );

  // Work it: status, assignee, a note.
  await page.getByLabel("Status", { exact: true }).selectOption("contacted");
  await page.getByRole("button", { name: "Set status" }).click();
  await expect(page.getByText("Status: new → contacted")).toBeVisible();
  await page.getByLabel("Assignee").selectOption({ label: seller.email });
  await page.getByRole("button", { name: "Assign" }).click();
  await expect(page.getByText(`Assignee: assigned to ${seller.email}`)).toBeVisible();
  await page.getByLabel("Add a note").fill("Called; sending the school billing deck.");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByText("Called; sending the school billing deck.")).toBeVisible();
  await expectAxeClean(page);
  await shoot(page, "lead", project);

  // The account page; then sign out.
  await page.getByRole("link", { name: "My account" }).click();
  await expect(page.getByRole("heading", { name: "Passkeys" })).toBeVisible();
  await expectAxeClean(page);
  await shoot(page, "account", project);
  await signOut(page);
  expect(
    (await page.request.get(`${staff.origin}/staff/leads`, { maxRedirects: 0 })).status(),
  ).toBe(303);

  // A recovery code signs in once.
  await page.getByText("Lost your passkey? Use a recovery code").click();
  await page.getByLabel("Work e-mail").fill(seller.email);
  await page.getByLabel("Recovery code").fill(recoveryCode);
  await page.getByRole("button", { name: "Sign in with the code" }).click();
  await expect(page.getByText("Signed in with a recovery code")).toBeVisible();
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await page.getByText("Lost your passkey? Use a recovery code").click();
  await page.getByLabel("Work e-mail").fill(seller.email);
  await page.getByLabel("Recovery code").fill(recoveryCode);
  await page.getByRole("button", { name: "Sign in with the code" }).click();
  await expect(page.getByText("That e-mail and recovery code did not sign you in.")).toBeVisible();
});

test("marketing: counts and a CSV export of the confirmed subscribers", async ({
  page,
  staff,
}, testInfo) => {
  test.setTimeout(120_000);
  await acceptInvitation(page, marketing.link, "Newsletter subscribers");
  await expectAxeClean(page);
  await shoot(page, "subscribers", testInfo.project.name);
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export confirmed subscribers (CSV)" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^subscribers-confirmed-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await (await file.createReadStream()).toArray();
  expect(Buffer.concat(text).toString("utf8").split("\r\n")[0]).toBe(
    "email,consent_time,source,landing_page,referrer,utm_source,utm_medium,utm_campaign",
  );
  // Marketing may not read leads.
  expect((await page.request.get(`${staff.origin}/staff/leads`)).status()).toBe(403);
});

test("compliance: the audit log shows each step; a data-subject search", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const project = testInfo.project.name;
  await acceptInvitation(page, compliance.link, "Data-subject requests");
  await page.getByLabel("E-mail address").fill("nobody@example.com");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("heading", { name: "Held about nobody@example.com" })).toBeVisible();
  await expectAxeClean(page);
  await shoot(page, "requests", project);

  await page.getByRole("link", { name: "Audit log" }).click();
  const log = page.locator("table");
  const expectActions = async (actions: string[]) => {
    for (const action of actions) {
      const exact = new RegExp(`^${action.replace(/[()]/g, "\\$&")}$`);
      const cell = log.locator('td[data-label="Action"]', { hasText: exact });
      await expect(cell.first()).toBeVisible();
    }
  };
  // Every test on the server writes to this log: the seller's steps, then marketing's export,
  // found by who took them.
  await filterAuditLog(page, seller.email);
  await expectActions([
    "invitation-accepted",
    "sign-in",
    "lead-status",
    "lead-assignee",
    "lead-note",
    "sign-in-recovery-code (failed)",
    "sign-out",
  ]);
  await expect(log).toContainText(seller.email);
  await expectAxeClean(page);
  await shoot(page, "audit", project);
  await filterAuditLog(page, marketing.email);
  await expectActions(["export"]);

  // The CLI's invitations are recorded under "operator (CLI)": the Who filter takes it.
  await filterAuditLog(page, "operator (CLI)");
  const whoCells = log.locator('td[data-label="Who"]');
  await expect(whoCells.first()).toHaveText("operator (CLI)");
  expect(new Set(await whoCells.allTextContents())).toEqual(new Set(["operator (CLI)"]));
  await expect(
    log.locator('td[data-label="Action"]', { hasText: /^invitation$/ }).first(),
  ).toBeVisible();
});

// The only test that adds webhook endpoints (the server's list is one for every test), so
// the list's empty state can be seen; at desktop width, then on a phone.
test("admin: staff accounts; webhooks: empty, an endpoint added, rotated, disabled, enabled and audited; deliveries", async ({
  page,
  browser,
  staff,
}, testInfo) => {
  test.setTimeout(240_000);
  const project = testInfo.project.name;
  await acceptInvitation(page, admin.link, "Staff accounts");
  await expect(page.locator('td[data-label="E-mail"]', { hasText: seller.email })).toBeVisible();
  await expectAxeClean(page);
  await shoot(page, "team", project);

  // Webhooks (issue 20): never delivered to in this test, so a name that does not resolve.
  const receiver = `https://hooks-${project}.invalid/nkabom`;
  await page.getByRole("link", { name: "Webhooks" }).click();
  await expect(page.getByRole("heading", { name: "Webhooks", level: 1 })).toBeVisible();
  await expect(page.getByText("No endpoints yet.")).toBeVisible();
  await look(page, "webhooks-empty", project);
  const phone = await onPhone(browser, page);
  await phone.goto(`${staff.origin}/staff/webhooks`);
  await expect(phone.getByText("No endpoints yet.")).toBeVisible();
  await look(phone, "webhooks-empty", "phone");
  await phone.context().close();
  await page.getByLabel("Receiver URL").fill("http://127.0.0.1:9/hook");
  await page.getByLabel("contact.created").check();
  await page.getByRole("button", { name: "Add endpoint" }).click();
  await expect(page.getByRole("alert")).toContainText("webhooks go over https://");
  await expect(page.locator("tbody tr")).toHaveCount(0);

  // Events no other test causes while this one runs (every test's leads are contact.created
  // and demo.created): only then is "nothing sent yet" true.
  await page.getByLabel("Receiver URL").fill(receiver);
  // The refused form keeps its boxes ticked.
  await page.getByLabel("contact.created").uncheck();
  await page.getByLabel("subscriber.confirmed").check();
  await page.getByLabel("subscriber.unsubscribed").check();
  await page.getByRole("button", { name: "Add endpoint" }).click();
  const secret = page.getByRole("textbox", { name: "Signing secret", exact: true });
  await expect(secret).toHaveValue(/^whsec_/);
  const first = await secret.inputValue();
  const row = page.locator("tbody tr", { hasText: receiver });
  await expect(row.locator('td[data-label="Events"]')).toHaveText(
    "subscriber.confirmed, subscriber.unsubscribed",
  );
  await expect(row.locator('td[data-label="Status"]')).toContainText("Active");
  await expectAxeClean(page);
  await shoot(page, "webhooks", project);

  // Shown once: reloading the list shows it no more.
  await page.goto(`${staff.origin}/staff/webhooks`);
  await expect(secret).toHaveCount(0);
  expect(await page.content()).not.toContain(first);

  await row.getByRole("button", { name: `Rotate the secret of ${receiver}` }).click();
  await expect(secret).toHaveValue(/^whsec_/);
  expect(await secret.inputValue()).not.toBe(first);
  await expect(page.getByText("The previous secret keeps signing")).toBeVisible();

  await row.getByRole("link", { name: receiver }).click();
  await expect(page.getByRole("heading", { name: "Recent deliveries" })).toBeVisible();
  await expect(page.getByText("Nothing has been sent to this endpoint yet.")).toBeVisible();
  await expectAxeClean(page);
  await page.getByRole("link", { name: "All endpoints" }).click();

  await row.getByRole("button", { name: `Disable ${receiver}` }).click();
  await expect(page.getByRole("status")).toContainText(`${receiver} is disabled`);
  await expect(row.locator('td[data-label="Status"]')).toContainText("Disabled");
  // Disabled, it can only be enabled again (issue 29): by keyboard, from its button.
  await expect(row.getByRole("button")).toHaveCount(1);
  const enable = row.getByRole("button", { name: `Enable ${receiver} again` });
  await enable.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toContainText(`${receiver} is active again`);
  await expect(row.locator('td[data-label="Status"]')).toContainText("Active");
  await expect(row.getByRole("button", { name: `Disable ${receiver}` })).toBeVisible();
  await expectAxeClean(page);

  // Each step is in the audit log, and no secret is.
  await page.getByRole("link", { name: "Audit log" }).click();
  // This administrator's steps (other tests add endpoints on the same server).
  await filterAuditLog(page, admin.email);
  const log = page.locator("table");
  for (const action of [
    "webhook-added",
    "webhook-secret-rotated",
    "webhook-disabled",
    "webhook-enabled",
  ]) {
    await expect(
      log.locator('td[data-label="Action"]', { hasText: new RegExp(`^${action}$`) }),
    ).toHaveCount(1);
  }
  expect(await page.content()).not.toContain("whsec_");
  await expectAxeClean(page);
  await shoot(page, "webhooks-audit", project);

  await expectDeliveries(page, browser, staff, project);
});

/**
 * A second endpoint: its one-time secret has the focus, then its deliveries (seeded as the
 * worker leaves them) and one sent again; an unknown endpoint's page is Not found.
 */
async function expectDeliveries(page: Page, browser: Browser, staff: StaffServer, project: string) {
  await page.goto(`${staff.origin}/staff/webhooks`);
  const receiver = `https://hooks.${project}.example.invalid/nkabom/webhooks`;
  await page.getByLabel("Receiver URL").fill(receiver);
  // Its deliveries are the three seeded: no event another test causes goes to it.
  await page.getByLabel("subscriber.unsubscribed").check();
  await page.getByRole("button", { name: "Add endpoint" }).click();
  await expect(page.getByRole("textbox", { name: "Signing secret" })).toHaveValue(/^whsec_/);
  await expect(page.getByRole("textbox", { name: "Signing secret" })).toBeFocused();
  await look(page, "webhooks-secret", project);

  const endpoint = page.getByRole("link", { name: receiver });
  const endpointId = (await endpoint.getAttribute("href"))!.split("/").at(-1)!;
  await seedDeliveries(staff.db, endpointId);
  await endpoint.click();
  await expect(page.getByRole("heading", { name: "Recent deliveries" })).toBeVisible();
  await expect(page.locator("tbody tr")).toHaveCount(3);
  await look(page, "webhook-deliveries", project);
  await page.getByRole("button", { name: "Send the demo.created delivery again" }).click();
  await expect(page.getByRole("status").first()).toHaveText(
    "The demo.created delivery is queued to be sent again.",
  );
  await look(page, "webhook-redelivered", project);
  await page.goto(`${staff.origin}/staff/webhooks/00000000-0000-4000-8000-000000000000`);
  await expect(page.getByRole("heading", { name: "Not found" })).toBeVisible();

  // The same screens on a phone: the list with its endpoints, a secret, the deliveries.
  const phone = await onPhone(browser, page);
  await phone.goto(`${staff.origin}/staff/webhooks`);
  await expect(phone.getByRole("link", { name: receiver })).toBeVisible();
  await look(phone, "webhooks", "phone");
  await phone.getByRole("link", { name: `https://hooks-${project}.invalid/nkabom` }).click();
  await expect(phone.getByText("Nothing has been sent to this endpoint yet.")).toBeVisible();
  await look(phone, "webhook-no-deliveries", "phone");
  await phone.goto(`${staff.origin}/staff/webhooks`);
  const onPhoneReceiver = `https://hooks.phone.example.invalid/nkabom/webhooks`;
  await phone.getByLabel("Receiver URL").fill(onPhoneReceiver);
  await phone.getByLabel("subscriber.unsubscribed").check();
  await phone.getByRole("button", { name: "Add endpoint" }).click();
  await expect(phone.getByRole("textbox", { name: "Signing secret" })).toHaveValue(/^whsec_/);
  await look(phone, "webhooks-secret", "phone");
  await phone.goto(`${staff.origin}/staff/webhooks/${endpointId}`);
  await expect(phone.locator("tbody tr")).toHaveCount(3);
  await look(phone, "webhook-deliveries", "phone");
  await phone.context().close();
}

/** Three deliveries as the worker leaves them: delivered, given up, waiting for a retry. */
async function seedDeliveries(db: Db, endpointId: string) {
  const rows = await db
    .insert(webhookDeliveries)
    .values([
      {
        endpointId,
        eventType: "contact.created",
        payload: "{}",
        status: "delivered",
        attempts: 1,
        lastStatus: 204,
      },
      {
        endpointId,
        eventType: "demo.created",
        payload: "{}",
        status: "failed",
        attempts: 10,
        lastStatus: 500,
        lastError: "the receiver answered 500 Internal Server Error",
      },
      {
        endpointId,
        eventType: "contact.created",
        payload: "{}",
        status: "pending",
        attempts: 2,
        lastError: "connect ECONNREFUSED",
        nextAttemptAt: new Date(Date.now() + 5 * 60_000),
      },
    ])
    .returning({ id: webhookDeliveries.id, status: webhookDeliveries.status });
  await db.insert(webhookAttempts).values(
    rows.map((r) => ({
      deliveryId: r.id,
      attempt: 1,
      statusCode: r.status === "delivered" ? 204 : r.status === "failed" ? 500 : null,
      durationMs: r.status === "pending" ? 3 : 184,
    })),
  );
}
