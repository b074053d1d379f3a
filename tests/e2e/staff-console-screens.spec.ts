import { expect, type Browser, type Page } from "@playwright/test";
import { navFor } from "#console/lib/nav.ts";
import { isMobile } from "./fixtures.ts";
import {
  aClient,
  acceptInvitation,
  filterAuditLog,
  look,
  projectPage,
  sendContactMessage,
  test,
  uniqueAddress,
  virtualAuthenticator,
  REFUSED_ON_PURPOSE,
} from "./staff-support.ts";
import { seedTrafficWeek } from "./traffic-rollups.ts";

/**
 * The phone-width pass (issue 50) and the desktop look: every console screen at the
 * project's width (1440 px desktop; 390 px with touch on the mobile project, which runs only
 * tests tagged @phone): no axe violation, nothing wider than the window, the screen's main
 * actions reachable (by keyboard; on a phone the inbox's and the audit log's filters folded
 * behind one control), and a screenshot of each in test-results/console-screens for people
 * to look at. The flows behind the screens run at desktop width in the other staff specs;
 * the webhook screens, whose one list only one test may fill, are in staff-console.spec.ts.
 */

test.use({ expectedConsoleErrors: REFUSED_ON_PURPOSE });

test(
  "sign-in, invitation, recovery codes and the lead inbox",
  { tag: "@phone" },
  async ({ page, staff }) => {
    test.setTimeout(180_000);
    const seller = await staff.invite("screens-seller", "sales");
    /** Left unused, for the invitation screen. */
    const spare = await staff.invite("screens-new", "marketing");

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
    await look(page, "sign-in");

    // A refused recovery code: the message, at the address the form posted to.
    await page.getByLabel("Work e-mail").fill(seller.email);
    await page.getByLabel("Recovery code").fill("AAAA-BBBB-CCCC");
    await page.getByRole("button", { name: "Sign in with the code" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "That e-mail and recovery code did not sign you in.",
    );
    await look(page, "sign-in-refused");

    await page.goto(spare.link);
    await expect(page.getByRole("heading", { name: /^Welcome, / })).toBeVisible();
    await look(page, "invitation");
    await page.goto(`${staff.origin}/staff/invitation?token=not-a-token`);
    await expect(
      page.getByRole("heading", { name: "This invitation does not work" }),
    ).toBeVisible();
    await look(page, "invitation-unusable");
    // Opened at another address than STAFF_ORIGIN: the passkey step says what to set.
    await page.goto(spare.link.replace("//localhost:", "//127.0.0.1:"));
    await expect(page.locator("[data-passkey-status]")).toContainText("Passkeys work only at");
    await look(page, "invitation-elsewhere");

    // The invitation, accepted: the recovery codes, shown once.
    await virtualAuthenticator(page);
    await page.goto(seller.link);
    await page.getByRole("button", { name: "Create my passkey" }).click();
    await expect(page.locator("[data-codes] li")).toHaveCount(10);
    await look(page, "recovery-codes");
    await page.getByRole("link", { name: "I have saved them, continue" }).click();
    await expect(page.getByRole("heading", { name: "Leads" })).toBeVisible();
    await look(page, "leads-unfiltered");
    // On a phone the filters are folded behind one control.
    if (isMobile(page)) await page.locator("summary", { hasText: "Filters" }).click();
    // New leads, but only of an address nobody wrote from: the other tests' leads are new too.
    await page.getByLabel("Status", { exact: true }).selectOption("new");
    await page.getByLabel("Search", { exact: true }).fill(uniqueAddress("nobody"));
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/status=new/);
    await expect(page.getByText("No leads match.")).toBeVisible();
    // Folded or not, the panel's control says the list is narrowed.
    await expect(page.locator("summary")).toHaveText(/^Filters · 2 applied/);
    await look(page, "leads-empty");
  },
);

/**
 * The inbox's seven filters: on a phone folded behind one control (a native <details>)
 * so the newest lead shows on the first screen; on a desktop all shown, no control.
 */
async function expectInboxFilters(page: Page, browser: Browser, visitor: string) {
  const summary = page.locator("summary", { hasText: "Filters" });
  // Other tests' leads come in too: the newest is not always this test's.
  const firstLead = page.locator("tbody tr").first().getByRole("link");
  const search = page.getByLabel("Search", { exact: true });
  await expect(firstLead).toBeInViewport();
  if (!isMobile(page)) {
    await expect(summary).toBeHidden();
    await expect(search).toBeVisible();
    await look(page, "leads");
    return;
  }
  await expect(summary).toHaveText(/^Filters · none applied/);
  await expect(search).toBeHidden();
  await look(page, "leads");
  // By keyboard: the control is reached by Tab and opens with Enter, the search next.
  await summary.focus();
  await page.keyboard.press("Enter");
  await expect(search).toBeVisible();
  await expect(page.locator("details.filter-panel")).toHaveAttribute("open", "");
  await page.keyboard.press("Tab");
  await expect(search).toBeFocused();
  await look(page, "leads-filters-open");

  // Without JavaScript the panel folds and unfolds, and the filter still applies.
  const plain = await browser.newContext({
    viewport: page.viewportSize(),
    javaScriptEnabled: false,
    extraHTTPHeaders: aClient(),
  });
  await plain.addCookies(await page.context().cookies());
  const nojs = await plain.newPage();
  await nojs.goto(page.url());
  await expect(nojs.getByLabel("Search", { exact: true })).toBeHidden();
  await nojs.locator("summary", { hasText: "Filters" }).click();
  await nojs.getByLabel("Search", { exact: true }).fill(visitor);
  await nojs.getByRole("button", { name: "Apply" }).click();
  await expect(nojs).toHaveURL(new RegExp(`q=${encodeURIComponent(visitor)}`));
  await expect(nojs.getByRole("link", { name: "Akosua Darko" })).toBeInViewport();
  await expect(nojs.locator("summary")).toHaveText(/^Filters · 1 applied/);
  await plain.close();
}

test(
  "staff accounts, an invitation made, the account page and a fresh passkey check",
  { tag: "@phone" },
  async ({ page, staff }) => {
    test.setTimeout(180_000);
    const admin = await staff.invite("screens-admin", "admin");
    await acceptInvitation(page, admin.link, "Staff accounts");
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
    await look(page, "team");
    await page.getByLabel("Work e-mail").fill(uniqueAddress("screens-invited"));
    const roles = page.getByRole("group", { name: "Roles", exact: true });
    await roles.getByLabel("Sales").uncheck();
    await roles.getByLabel("Compliance").check();
    await page.getByRole("button", { name: "Create invitation" }).click();
    const link = page.getByRole("textbox", { name: "Invitation link" });
    await expect(link).toHaveValue(/token=/);
    // The form is gone; the link has the focus, selected whole, ready to copy.
    await expect(link).toBeFocused();
    await look(page, "team-invited");

    await page.goto(`${staff.origin}/staff/account`);
    await expect(page.getByRole("heading", { name: "My account", level: 1 })).toBeVisible();
    await expect(page.getByRole("button", { name: "Add a passkey" })).toBeVisible();
    await look(page, "account");
    // Signed in a moment ago, a fresh check: ten new recovery codes, shown once.
    await page.getByRole("button", { name: "Get new recovery codes" }).click();
    await expect(page.getByRole("heading", { name: "Your new recovery codes" })).toBeVisible();
    await look(page, "account-recovery-codes");
    // The screen a step wanting a fresh passkey check leads to.
    await page.goto(`${staff.origin}/staff/verify?next=%2Fstaff%2Fteam`);
    await expect(page.getByRole("heading", { name: "Confirm it is you" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Confirm with my passkey" })).toBeVisible();
    await look(page, "verify");
  },
);

test(
  "the lead page, subscribers, data-subject requests and the audit log",
  { tag: "@phone" },
  async ({ page, browser, staff }) => {
    test.setTimeout(240_000);
    const visitor = uniqueAddress("screens-visitor").replace("@nkabompay.test", "@example.com");
    await sendContactMessage(page, staff.origin, {
      first: "Akosua",
      last: "Darko",
      email: visitor,
      message: "We run 12 pharmacies in Kumasi and want\nMoMo and card payments at every till.",
    });

    // Sales: the lead's page, worked by keyboard.
    const sales = await staff.invite("screens-sales", "sales");
    await acceptInvitation(page, sales.link, "Leads");
    await expectInboxFilters(page, browser, visitor);
    await searchLeads(page, staff.origin, visitor);
    await page.getByRole("link", { name: "Akosua Darko" }).click();
    await expect(page.getByRole("heading", { name: /Akosua Darko/, level: 1 })).toBeVisible();
    await expect(page.locator("dt", { hasText: "E-mail" }).locator("+ dd")).toHaveText(visitor);
    await look(page, "lead");
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
    await look(page, "lead-saved");
    await page.goto(`${staff.origin}/staff/leads/contact/00000000-0000-4000-8000-000000000000`);
    await expect(page.getByRole("heading", { name: "Lead not found" })).toBeVisible();
    await look(page, "lead-not-found");

    // Marketing: counts, the export, the list.
    const subscribers = await projectPage(browser, test.info());
    const marketer = await staff.invite("screens-marketing", "marketing");
    await acceptInvitation(subscribers, marketer.link, "Newsletter subscribers");
    await expect(subscribers.getByRole("list", { name: "Subscribers by status" })).toBeVisible();
    await expect(
      subscribers.getByRole("button", { name: "Export confirmed subscribers (CSV)" }),
    ).toBeVisible();
    await look(subscribers, "subscribers");
    await subscribers.context().close();

    // Compliance: what is held about the visitor, then erased; the audit log.
    const requests = await projectPage(browser, test.info());
    const reviewer = await staff.invite("screens-compliance", "compliance");
    await acceptInvitation(requests, reviewer.link, "Data-subject requests");
    await look(requests, "requests");
    await requests.getByLabel("E-mail address").fill(visitor);
    await requests.getByRole("button", { name: "Search" }).click();
    await expect(requests.getByRole("heading", { name: `Held about ${visitor}` })).toBeVisible();
    await look(requests, "requests-held");
    await requests.getByLabel("I have checked this is the person's own request").check();
    await requests.getByRole("button", { name: "Erase everything about this address" }).click();
    await expect(requests.getByRole("status")).toContainText("1 contact message,");
    await look(requests, "requests-erased");
    await requests.getByRole("link", { name: "Audit log" }).click();
    // The log is the whole server's: this reviewer's steps, through the (folded) Who filter.
    await filterAuditLog(requests, reviewer.email);
    await expect(
      requests.locator('td[data-label="Action"]', { hasText: /^erasure$/ }),
    ).toBeVisible();
    await look(requests, "audit");
    await requests.context().close();

    // The erased lead is gone from the sales person's page too.
    await searchLeads(page, staff.origin, visitor);
    await expect(page.getByText("No leads match.")).toBeVisible();
  },
);

/** The inbox narrowed to one address, through its (on a phone, folded) search. */
async function searchLeads(page: Page, origin: string, email: string) {
  await page.goto(`${origin}/staff/leads`);
  if (isMobile(page)) await page.locator("summary", { hasText: "Filters" }).click();
  await page.getByLabel("Search", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/q=/);
}

test(
  "the content studio: the list, an entry's editor with its draft to publish",
  { tag: "@phone" },
  async ({ page, staff }) => {
    test.setTimeout(180_000);
    const marketer = await staff.invite("screens-content", "marketing");
    await acceptInvitation(page, marketer.link, "Newsletter subscribers");
    await page.getByRole("link", { name: "Content", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Content", level: 1 })).toBeVisible();
    await look(page, "content");
    // An entry no other spec edits, one per width (the two run at once): a draft, so the
    // editor offers to publish it. Not published: that would render every page of the site.
    const [entry, id] = isMobile(page) ? ["notFound", "eyebrow"] : ["helpCenter", "faqButton"];
    await page.goto(`${staff.origin}/staff/content/${entry}/main`);
    const save = page.getByRole("button", { name: "Save draft" });
    await save.scrollIntoViewIfNeeded();
    await expect(save).toBeInViewport();
    await look(page, "content-entry");
    await page.locator(`#f-${id}`).fill(uniqueAddress("draft").split("@")[0]!);
    await save.click();
    await expect(page.getByText("Draft saved.")).toBeVisible();
    const publish = page.getByRole("button", { name: /Publish version/ });
    await publish.scrollIntoViewIfNeeded();
    await expect(publish).toBeInViewport();
    await look(page, "content-draft");

    // A refused draft (nothing is saved, so both widths may use the same entry): the
    // field's message.
    await page.goto(`${staff.origin}/staff/content/careers/main`);
    const count = page.locator("#f-positionCountMany");
    await count.fill("Several positions available");
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(page.getByText(/must keep %count%/)).toBeVisible();
    await expect(count).toHaveAttribute("aria-invalid", "true");
    await look(page, "content-refused");
    // An entry with a picture field (content-live.spec.ts uploads one; only looked at here).
    await page.goto(`${staff.origin}/staff/content/teamMember/akosua-boateng`);
    await expect(page.getByRole("group", { name: "Portrait" })).toBeVisible();
    await look(page, "content-image-field");
  },
);

test(
  "the Traffic screen with a week's figures",
  { tag: "@phone" },
  async ({ page, browser, staff }) => {
    test.setTimeout(120_000);
    // 2025's week: staff-traffic.spec.ts counts 2026's.
    await seedTrafficWeek(staff.db, 2025);
    const marketer = await staff.invite("screens-traffic", "marketing");
    await acceptInvitation(page, marketer.link, "Newsletter subscribers");
    await page.goto(`${staff.origin}/staff/traffic?from=2025-10-01&to=2025-10-07`);
    const totals = page.getByRole("list", { name: "Totals" }).getByRole("listitem");
    await expect(totals.nth(0)).toHaveText("Visitors1,050up 50%, from 700");
    await expect(page.getByRole("button", { name: "Export these figures (CSV)" })).toBeVisible();
    const days = page.locator("summary", { hasText: "The figures day by day (7 days)" });
    await days.focus();
    await page.keyboard.press("Enter");
    await expect(
      page.getByRole("table", { name: /Visitors, page views and leads per day/ }),
    ).toBeVisible();
    await look(page, "traffic");

    // Sales has no Traffic screen: the refusal.
    const sales = await staff.invite("screens-traffic-sales", "sales");
    const seller = await projectPage(browser, test.info());
    await acceptInvitation(seller, sales.link, "Leads");
    expect((await seller.goto(`${staff.origin}/staff/traffic`))?.status()).toBe(403);
    await expect(seller.getByRole("heading", { name: "Not allowed" })).toBeVisible();
    await look(seller, "traffic-refused");
    await seller.context().close();
  },
);
