import path from "node:path";
import { expect, type Browser, type Page } from "@playwright/test";
import { openServerSocket } from "#server/db/database.ts";
import { webhookAttempts, webhookDeliveries } from "#server/db/schema.ts";
import { navFor } from "#console/lib/nav.ts";
import {
  acceptInvitation,
  expectAxeClean,
  sendContactMessage,
  staffTest,
  REFUSED_ON_PURPOSE,
} from "./staff-support.ts";

/**
 * The console's React Router screens at the project's width (1440 px desktop, 390 px
 * mobile): no axe violation, nothing wider than the window, every control reachable by
 * keyboard, and a screenshot of each in test-results/console-screens for people to look at.
 */

const test = staffTest(() => ({
  seller: { email: "screens-seller@nkabompay.test", role: "sales" },
  /** Left unused, for the invitation screen. */
  spare: { email: "screens-new@nkabompay.test", role: "marketing" },
  admin: { email: "screens-admin@nkabompay.test", role: "admin" },
  // For the lead page, subscribers, data requests and the audit log.
  sales: { email: "screens-sales@nkabompay.test", role: "sales" },
  marketing: { email: "screens-marketing@nkabompay.test", role: "marketing" },
  compliance: { email: "screens-compliance@nkabompay.test", role: "compliance" },
}));

test.describe.configure({ mode: "serial" });
test.use({ expectedConsoleErrors: REFUSED_ON_PURPOSE });

async function look(page: Page, name: string, project: string) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expectAxeClean(page);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
  await page.screenshot({
    path: path.join("test-results/console-screens", `${project}-${name}.png`),
    fullPage: true,
  });
}

test("sign-in, invitation, recovery codes and the lead inbox", async ({
  page,
  staff,
}, testInfo) => {
  test.setTimeout(180_000);
  const project = testInfo.project.name;

  await page.goto(`${staff.origin}/staff`);
  await expect(page.getByRole("heading", { name: "Sign in to the staff console" })).toBeVisible();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  // The keyboard reaches the skip link first, then the brand, then the passkey button.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Sign in with a passkey" })).toBeFocused();
  await page.getByText("Lost your passkey? Use a recovery code").click();
  await look(page, "sign-in", project);

  // A refused recovery code: the message, at the address the form posted to.
  await page.getByLabel("Work e-mail").fill("screens-seller@nkabompay.test");
  await page.getByLabel("Recovery code").fill("AAAA-BBBB-CCCC");
  await page.getByRole("button", { name: "Sign in with the code" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "That e-mail and recovery code did not sign you in.",
  );
  await look(page, "sign-in-refused", project);

  await page.goto(staff.links.spare);
  await expect(page.getByRole("heading", { name: /^Welcome, / })).toBeVisible();
  await look(page, "invitation", project);
  await page.goto(`${staff.origin}/staff/invitation?token=not-a-token`);
  await expect(page.getByRole("heading", { name: "This invitation does not work" })).toBeVisible();
  await look(page, "invitation-unusable", project);

  await acceptInvitation(page, staff.links.seller, "Leads");
  await look(page, "leads-empty", project);
  if (project === "mobile") await page.locator("summary", { hasText: "Filters" }).click();
  await page.getByLabel("Status", { exact: true }).selectOption("new");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/status=new/);
  await expect(page.getByText("No leads match.")).toBeVisible();
  // Folded or not, the panel's control says the list is narrowed.
  await expect(page.locator("summary")).toHaveText(/^Filters · 1 applied/);
});

/**
 * The inbox's seven filters: on a phone folded behind one control (a native <details>)
 * so the first lead shows on the first screen; on a desktop all shown, no control.
 */
async function expectInboxFilters(page: Page, browser: Browser, project: string) {
  const summary = page.locator("summary", { hasText: "Filters" });
  const firstLead = page.getByRole("link", { name: "Akosua Darko" });
  const search = page.getByLabel("Search", { exact: true });
  await expect(firstLead).toBeInViewport();
  if (project !== "mobile") {
    await expect(summary).toBeHidden();
    await expect(search).toBeVisible();
    await look(page, "leads", project);
    return;
  }
  await expect(summary).toHaveText(/^Filters · none applied/);
  await expect(search).toBeHidden();
  await look(page, "leads", project);
  // By keyboard: the control is reached by Tab and opens with Enter, the search next.
  await summary.focus();
  await page.keyboard.press("Enter");
  await expect(search).toBeVisible();
  await expect(page.locator("details.filter-panel")).toHaveAttribute("open", "");
  await page.keyboard.press("Tab");
  await expect(search).toBeFocused();
  await look(page, "leads-filters-open", project);

  // Without JavaScript the panel folds and unfolds, and the filter still applies.
  const plain = await browser.newContext({
    viewport: page.viewportSize(),
    javaScriptEnabled: false,
  });
  await plain.addCookies(await page.context().cookies());
  const nojs = await plain.newPage();
  await nojs.goto(page.url());
  await expect(nojs.getByLabel("Search", { exact: true })).toBeHidden();
  await nojs.locator("summary", { hasText: "Filters" }).click();
  await nojs.getByLabel("Search", { exact: true }).fill("Darko");
  await nojs.getByRole("button", { name: "Apply" }).click();
  await expect(nojs).toHaveURL(/q=Darko/);
  await expect(nojs.getByRole("link", { name: "Akosua Darko" })).toBeInViewport();
  await expect(nojs.locator("summary")).toHaveText(/^Filters · 1 applied/);
  await plain.close();
}

/** Three deliveries as the worker leaves them: delivered, given up, waiting for a retry. */
async function seedDeliveries(dataDir: string, endpointId: string) {
  const database = await openServerSocket(dataDir);
  try {
    const { db } = database;
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
  } finally {
    await database.close();
  }
}

test("staff accounts, webhooks, an endpoint's deliveries and my account", async ({
  page,
  staff,
}, testInfo) => {
  test.setTimeout(180_000);
  const project = testInfo.project.name;
  await acceptInvitation(page, staff.links.admin, "Staff accounts");
  // An administrator's every screen is in the menu and fully on screen, at 390 px too (no
  // item cut at the edge, waiting to be scrolled to).
  const menu = page.getByRole("navigation", { name: "Console" }).getByRole("link");
  await expect(menu).toHaveCount(navFor(["admin"]).length);
  const width = page.viewportSize()!.width;
  for (const box of await menu.evaluateAll((links) =>
    links.map((l) => l.getBoundingClientRect()).map((r) => ({ left: r.left, right: r.right })),
  )) {
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(width);
  }
  await look(page, "team", project);
  await page.getByLabel("Work e-mail").fill(`screens-invited-${project}@nkabompay.test`);
  const roles = page.getByRole("group", { name: "Roles", exact: true });
  await roles.getByLabel("Sales").uncheck();
  await roles.getByLabel("Compliance").check();
  await page.getByRole("button", { name: "Create invitation" }).click();
  const link = page.getByRole("textbox", { name: "Invitation link" });
  await expect(link).toHaveValue(/token=/);
  // The form is gone; the link has the focus, selected whole, ready to copy.
  await expect(link).toBeFocused();
  await look(page, "team-invited", project);

  await page.getByRole("link", { name: "Webhooks" }).click();
  await expect(page.getByText("No endpoints yet.")).toBeVisible();
  await look(page, "webhooks-empty", project);
  const receiver = `https://hooks.${project}.example.invalid/nkabom/webhooks`;
  await page.getByLabel("Receiver URL").fill(receiver);
  await page.getByLabel("contact.created").check();
  await page.getByLabel("demo.created").check();
  await page.getByRole("button", { name: "Add endpoint" }).click();
  await expect(page.getByRole("textbox", { name: "Signing secret" })).toHaveValue(/^whsec_/);
  await expect(page.getByRole("textbox", { name: "Signing secret" })).toBeFocused();
  await look(page, "webhooks-secret", project);

  const endpoint = page.getByRole("link", { name: receiver });
  const endpointId = (await endpoint.getAttribute("href"))!.split("/").at(-1)!;
  await seedDeliveries(staff.dataDir, endpointId);
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

  await page.goto(`${staff.origin}/staff/account`);
  await expect(page.getByRole("heading", { name: "My account", level: 1 })).toBeVisible();
  await look(page, "account", project);
});

test("the lead page, subscribers, data-subject requests and the audit log", async ({
  page,
  browser,
  staff,
}, testInfo) => {
  test.setTimeout(240_000);
  const project = testInfo.project.name;
  const visitor = `screens-visitor-${project}@example.com`;
  await sendContactMessage(page, staff.origin, {
    first: "Akosua",
    last: "Darko",
    email: visitor,
    message: "We run 12 pharmacies in Kumasi and want\nMoMo and card payments at every till.",
  });

  // Sales: the lead's page, worked by keyboard.
  await acceptInvitation(page, staff.links.sales, "Leads");
  await expectInboxFilters(page, browser, project);
  await page.getByRole("link", { name: "Akosua Darko" }).click();
  await expect(page.getByRole("heading", { name: /Akosua Darko/, level: 1 })).toBeVisible();
  await expect(page.locator("dt", { hasText: "E-mail" }).locator("+ dd")).toHaveText(visitor);
  await look(page, "lead", project);
  await page.getByLabel("Status", { exact: true }).focus();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Set status" })).toBeFocused();
  await page.getByLabel("Add a note").fill("Wants a visit on Thursday.");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Add note" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toHaveText("Saved.");
  await expect(page.getByText("Wants a visit on Thursday.")).toBeVisible();
  await expect(page.getByLabel("Add a note")).toHaveValue("");
  await look(page, "lead-saved", project);
  await page.goto(`${staff.origin}/staff/leads/contact/00000000-0000-4000-8000-000000000000`);
  await expect(page.getByRole("heading", { name: "Lead not found" })).toBeVisible();
  await look(page, "lead-not-found", project);

  // Marketing: counts, the export, the list.
  const marketing = await browser.newContext({ viewport: page.viewportSize() });
  const subscribers = await marketing.newPage();
  await acceptInvitation(subscribers, staff.links.marketing, "Newsletter subscribers");
  await expect(subscribers.getByRole("list", { name: "Subscribers by status" })).toBeVisible();
  await look(subscribers, "subscribers", project);
  await marketing.close();

  // Compliance: what is held about the visitor, then erased; the audit log.
  const compliance = await browser.newContext({ viewport: page.viewportSize() });
  const requests = await compliance.newPage();
  await acceptInvitation(requests, staff.links.compliance, "Data-subject requests");
  await look(requests, "requests", project);
  await requests.getByLabel("E-mail address").fill(visitor);
  await requests.getByRole("button", { name: "Search" }).click();
  await expect(requests.getByRole("heading", { name: `Held about ${visitor}` })).toBeVisible();
  await look(requests, "requests-held", project);
  await requests.getByLabel("I have checked this is the person's own request").check();
  await requests.getByRole("button", { name: "Erase everything about this address" }).click();
  await expect(requests.getByRole("status")).toContainText("1 contact message,");
  await look(requests, "requests-erased", project);
  await requests.getByRole("link", { name: "Audit log" }).click();
  await expect(requests.locator('td[data-label="Action"]', { hasText: /^erasure$/ })).toBeVisible();
  await look(requests, "audit", project);
  await compliance.close();

  // The erased lead is gone from the sales person's page too.
  await page.goto(`${staff.origin}/staff/leads`);
  await expect(page.getByText("No leads match.")).toBeVisible();
});
