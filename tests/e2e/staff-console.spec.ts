import os from "node:os";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import {
  acceptInvitation,
  expectAxeClean,
  signInWithPasskey,
  signOut,
  staffTest,
  virtualAuthenticator,
  REFUSED_ON_PURPOSE,
} from "./staff-support.ts";

/**
 * The staff console end to end (issue 19): an invitation from the CLI, a passkey made by
 * Chromium's virtual authenticator, a lead sent through the public form, worked, exported
 * and audited, and a recovery-code sign-in. Each worker starts its own server (its own
 * embedded database, so the CLI can write the invitations before the server opens it) on
 * http://localhost: WebAuthn needs a host name, not 127.0.0.1.
 */

async function shoot(page: Page, name: string, project: string) {
  // Nothing wider than the window, at 1440 px and on a 390 px phone.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
  await page.screenshot({
    path: path.join(os.tmpdir(), "nkabom-staff-screens", `${name}-${project}.png`),
    fullPage: true,
  });
}

const test = staffTest((project) => ({
  seller: { email: `seller-${project}@nkabompay.test`, role: "sales" },
  admin: { email: "admin@nkabompay.test", role: "admin" },
  marketing: { email: "marketing@nkabompay.test", role: "marketing" },
  compliance: { email: "compliance@nkabompay.test", role: "compliance" },
}));

test.describe.configure({ mode: "serial" });
test.use({ expectedConsoleErrors: REFUSED_ON_PURPOSE });

test("invitation → passkey → lead worked, exported, audited → sign out; then a recovery code", async ({
  page,
  staff,
}, testInfo) => {
  test.setTimeout(180_000);
  const project = testInfo.project.name;
  await virtualAuthenticator(page);

  // Invitation: register a passkey, see the recovery codes once.
  expect(staff.links.seller).toMatch(/^http:\/\/localhost:\d+\/staff\/invitation\?token=/);
  await page.goto(staff.links.seller);
  await expect(
    page.getByRole("heading", { name: `Welcome, ${staff.emails.seller}` }),
  ).toBeVisible();
  await expectAxeClean(page);
  await shoot(page, "invitation", project);
  await page.getByRole("button", { name: "Create my passkey" }).click();
  const codes = page.locator("[data-codes] li");
  await expect(codes).toHaveCount(10);
  const recoveryCode = (await codes.nth(0).textContent())!;
  await expectAxeClean(page);
  await shoot(page, "recovery-codes", project);
  // The link works once.
  const again = await page.request.get(staff.links.seller);
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
  // On a phone the filters are folded behind one control.
  if (project === "mobile") await page.locator("summary", { hasText: "Filters" }).click();
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
  await page.getByLabel("Assignee").selectOption({ label: staff.emails.seller });
  await page.getByRole("button", { name: "Assign" }).click();
  await expect(page.getByText(`Assignee: assigned to ${staff.emails.seller}`)).toBeVisible();
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
  await page.getByLabel("Work e-mail").fill(staff.emails.seller);
  await page.getByLabel("Recovery code").fill(recoveryCode);
  await page.getByRole("button", { name: "Sign in with the code" }).click();
  await expect(page.getByText("Signed in with a recovery code")).toBeVisible();
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await page.getByText("Lost your passkey? Use a recovery code").click();
  await page.getByLabel("Work e-mail").fill(staff.emails.seller);
  await page.getByLabel("Recovery code").fill(recoveryCode);
  await page.getByRole("button", { name: "Sign in with the code" }).click();
  await expect(page.getByText("That e-mail and recovery code did not sign you in.")).toBeVisible();
});

test("marketing: counts and a CSV export of the confirmed subscribers", async ({
  page,
  staff,
}, testInfo) => {
  test.setTimeout(120_000);
  await acceptInvitation(page, staff.links.marketing, "Newsletter subscribers");
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
  staff,
}, testInfo) => {
  test.setTimeout(120_000);
  const project = testInfo.project.name;
  await acceptInvitation(page, staff.links.compliance, "Data-subject requests");
  await page.getByLabel("E-mail address").fill("nobody@example.com");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("heading", { name: "Held about nobody@example.com" })).toBeVisible();
  await expectAxeClean(page);
  await shoot(page, "requests", project);

  await page.getByRole("link", { name: "Audit log" }).click();
  const log = page.locator("table");
  for (const action of [
    "invitation-accepted",
    "sign-in",
    "lead-status",
    "lead-assignee",
    "lead-note",
    "sign-in-recovery-code (failed)",
    "export",
    "sign-out",
  ]) {
    const exact = new RegExp(`^${action.replace(/[()]/g, "\\$&")}$`);
    await expect(log.locator('td[data-label="Action"]', { hasText: exact }).first()).toBeVisible();
  }
  await expect(log).toContainText(staff.emails.seller);
  await expectAxeClean(page);
  await shoot(page, "audit", project);

  // The CLI's invitations are recorded under "operator (CLI)": the Who filter takes it.
  const who = page.getByLabel("Who");
  if (!(await who.isVisible())) await page.locator("summary", { hasText: "Filters" }).click();
  await who.fill("operator (CLI)");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/actor=operator/);
  const whoCells = log.locator('td[data-label="Who"]');
  await expect(whoCells.first()).toHaveText("operator (CLI)");
  expect(new Set(await whoCells.allTextContents())).toEqual(new Set(["operator (CLI)"]));
  await expect(
    log.locator('td[data-label="Action"]', { hasText: /^invitation$/ }).first(),
  ).toBeVisible();
});

test("admin: staff accounts; a webhook endpoint added, rotated, disabled, enabled and audited", async ({
  page,
  staff,
}, testInfo) => {
  test.setTimeout(120_000);
  const project = testInfo.project.name;
  await acceptInvitation(page, staff.links.admin, "Staff accounts");
  await expect(
    page.locator('td[data-label="E-mail"]', { hasText: staff.emails.seller }),
  ).toBeVisible();
  await expectAxeClean(page);
  await shoot(page, "team", project);

  // Webhooks (issue 20): never delivered to in this test, so a name that does not resolve.
  const receiver = `https://hooks-${project}.invalid/nkabom`;
  await page.getByRole("link", { name: "Webhooks" }).click();
  await expect(page.getByRole("heading", { name: "Webhooks", level: 1 })).toBeVisible();
  await page.getByLabel("Receiver URL").fill("http://127.0.0.1:9/hook");
  await page.getByLabel("contact.created").check();
  await page.getByRole("button", { name: "Add endpoint" }).click();
  await expect(page.getByRole("alert")).toContainText("webhooks go over https://");
  await expect(page.locator("tbody tr")).toHaveCount(0);

  await page.getByLabel("Receiver URL").fill(receiver);
  await page.getByLabel("contact.created").check();
  await page.getByLabel("demo.created").check();
  await page.getByRole("button", { name: "Add endpoint" }).click();
  const secret = page.getByRole("textbox", { name: "Signing secret", exact: true });
  await expect(secret).toHaveValue(/^whsec_/);
  const first = await secret.inputValue();
  const row = page.locator("tbody tr", { hasText: receiver });
  await expect(row.locator('td[data-label="Events"]')).toHaveText("contact.created, demo.created");
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
});
