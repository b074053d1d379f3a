import { expect } from "@playwright/test";
import { sql } from "drizzle-orm";
import {
  aClient,
  acceptInvitation,
  checkedAgo,
  expectAxeClean,
  expectSignInPage,
  rowsOf,
  signInWithPasskey,
  signOut,
  test,
  uniqueAddress,
  virtualAuthenticator,
  REFUSED_ON_PURPOSE,
} from "./staff-support.ts";

/**
 * Console flows in the browser beyond staff-console.spec.ts (issue 19): adding and removing
 * a passkey, signing out everywhere, inviting and changing a role from the team page (a
 * re-invitation ends the old credentials), and the page a lead sent with JavaScript came
 * from. The HTTP side of these, with the re-verification window, is in
 * tests/abuse/staff-console-flows.test.ts. Each test has accounts of its own, so they run
 * in parallel.
 */

test.use({ expectedConsoleErrors: REFUSED_ON_PURPOSE });

test("passkeys: add one, remove the first (it no longer signs in); sign out everywhere", async ({
  page,
  browser,
  staff,
}) => {
  test.setTimeout(180_000);
  const sales = await staff.invite("flows-seller", "sales");
  const { client, authenticatorId } = await acceptInvitation(page, sales.link, "Leads");
  const [first] = (await client.send("WebAuthn.getCredentials", { authenticatorId })).credentials;
  expect(first).toBeDefined();

  // The authenticator forgets the first key, so it makes a new one (it would refuse to make
  // a second for an account whose key it holds).
  await client.send("WebAuthn.clearCredentials", { authenticatorId });
  await page.getByRole("link", { name: "My account" }).click();
  const passkeys = page.locator('section[aria-labelledby="passkeys-title"] li');
  await expect(passkeys).toHaveCount(1);
  const firstName = (await passkeys.first().locator("strong").textContent())!;
  await page.getByLabel("Name for a new passkey").fill("Work phone");
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(passkeys).toHaveCount(2);
  await expect(passkeys.filter({ hasText: "Work phone" })).toBeVisible();
  await expectAxeClean(page);

  await page
    .getByRole("button", { name: `Remove passkey ${firstName}` })
    .first()
    .click();
  await expect(passkeys).toHaveCount(1);
  await expect(passkeys.first()).toContainText("Work phone");

  // The new key signs in; the removed one, put back in the authenticator alone, does not.
  await signOut(page);
  await signInWithPasskey(page, "Leads");
  const [added] = (await client.send("WebAuthn.getCredentials", { authenticatorId })).credentials;
  await signOut(page);
  await client.send("WebAuthn.clearCredentials", { authenticatorId });
  await client.send("WebAuthn.addCredential", { authenticatorId, credential: first! });
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  // The refusal itself, not "Waiting for your passkey…": only then is the ceremony over.
  await expect(page.locator("[data-passkey-status]")).toHaveText(
    "That passkey did not sign you in.",
  );
  await expect(page.getByRole("heading", { name: "Leads" })).toHaveCount(0);
  await client.send("WebAuthn.clearCredentials", { authenticatorId });
  await client.send("WebAuthn.addCredential", { authenticatorId, credential: added! });
  await signInWithPasskey(page, "Leads");

  // A second browser signed in to the same account, then "sign out everywhere" here. Its
  // authenticator gets the key as it is now (an older signature counter would be refused).
  const [current] = (await client.send("WebAuthn.getCredentials", { authenticatorId })).credentials;
  const other = await browser.newContext({ extraHTTPHeaders: aClient() });
  const elsewhere = await other.newPage();
  const second = await virtualAuthenticator(elsewhere);
  await second.client.send("WebAuthn.addCredential", {
    authenticatorId: second.authenticatorId,
    credential: current!,
  });
  await elsewhere.goto(`${staff.origin}/staff/sign-in`);
  await signInWithPasskey(elsewhere, "Leads");

  await page.getByRole("link", { name: "My account" }).click();
  await page.getByRole("button", { name: "Sign out everywhere" }).click();
  await expectSignInPage(page);
  await elsewhere.reload();
  await expectSignInPage(elsewhere);
  await other.close();
});

test("a lead sent with JavaScript records its page (contact and demo)", async ({
  page,
  staff,
}, testInfo) => {
  test.setTimeout(120_000);
  const project = testInfo.project.name;
  const site = await page.context().newPage();
  const contact = `js-contact-${project}-${Date.now()}@example.com`;
  await site.goto(`${staff.origin}/contact-us`);
  await site.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const form = site.locator("#send-us-a-message form");
  await form.getByLabel("First name").fill("Abena");
  await form.getByLabel("Last name").fill("Boateng");
  await form.getByLabel("Email").fill(contact);
  await form.getByLabel(/Phone number/).fill("+233 24 000 0001");
  await form.getByRole("textbox", { name: "Message" }).fill("Payroll for 300 staff.");
  await form.getByRole("checkbox").check();
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(site.getByText("Message sent successfully")).toBeVisible();

  const demo = `js-demo-${project}-${Date.now()}@example.com`;
  await site.goto(`${staff.origin}/schedule-banking-demo`);
  await site.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const demoForm = site.locator("form").filter({ has: site.getByRole("combobox") });
  await demoForm.getByLabel("Full name").fill("Yaw Asante");
  await demoForm.getByLabel("Work email").fill(demo);
  await demoForm.getByLabel("Phone number").fill("0244000000");
  await demoForm.getByLabel(/Company/).fill("Asante Rural Bank");
  await demoForm.getByRole("combobox", { name: /Industry/ }).fill("fin");
  await site.getByRole("option", { name: "Finance" }).click();
  await demoForm.getByRole("button", { name: "Request a demo" }).click();
  await expect(site.getByText("We will reach out to you to schedule a demo")).toBeVisible();
  await site.close();

  const reader = await staff.invite("flows-reader", "sales");
  await acceptInvitation(page, reader.link, "Leads");
  for (const [email, name, from] of [
    [contact, "Abena Boateng", "/contact-us"],
    [demo, "Yaw Asante", "/schedule-banking-demo"],
  ] as const) {
    await page.goto(`${staff.origin}/staff/leads`);
    await page.getByLabel("Search").fill(email);
    await page.getByRole("button", { name: "Apply" }).click();
    await page.getByRole("link", { name }).click();
    await expect(page.locator("dt", { hasText: "Page" }).locator("+ dd")).toHaveText(from);
  }
});

test("admin: invites from the team page, changes the role; a re-invitation ends the old sign-in", async ({
  page,
  browser,
  staff,
}) => {
  test.setTimeout(180_000);
  const newcomer = uniqueAddress("flows-newcomer");
  const admin = await staff.invite("flows-admin", "admin");
  await acceptInvitation(page, admin.link, "Staff accounts");
  const invite = async () => {
    await page.goto(`${staff.origin}/staff/team`);
    await page.getByLabel("Work e-mail").fill(newcomer);
    // Sales is ticked to begin with.
    await expect(
      page.getByRole("group", { name: "Roles", exact: true }).getByLabel("Sales"),
    ).toBeChecked();
    await page.getByRole("button", { name: "Create invitation" }).click();
    return page.getByRole("textbox", { name: "Invitation link" }).inputValue();
  };
  const firstLink = await invite();
  expect(firstLink).toMatch(/\/staff\/invitation\?token=/);
  await expectAxeClean(page);

  const other = await browser.newContext({ extraHTTPHeaders: aClient() });
  const theirs = await other.newPage();
  await acceptInvitation(theirs, firstLink, "Leads");

  await page.goto(`${staff.origin}/staff/team`);
  const setRoles = async (roles: Record<string, boolean>) => {
    const boxes = page.getByRole("group", { name: `Roles of ${newcomer}` });
    for (const [role, on] of Object.entries(roles)) await boxes.getByLabel(role).setChecked(on);
    await page.getByRole("button", { name: `Change roles of ${newcomer}` }).click();
  };
  await setRoles({ Sales: false, Marketing: true });
  await expect(page.getByText(`${newcomer} is now marketing.`)).toBeVisible();
  await theirs.goto(`${staff.origin}/staff`);
  await expect(theirs.getByRole("heading", { name: "Newsletter subscribers" })).toBeVisible();
  expect((await theirs.request.get(`${staff.origin}/staff/leads`)).status()).toBe(403);
  // Two roles: the screens of both.
  await setRoles({ Sales: true });
  await expect(page.getByText(`${newcomer} is now sales, marketing.`)).toBeVisible();
  await theirs.reload();
  const nav = theirs.getByRole("navigation", { name: "Console" });
  await expect(nav.getByRole("link", { name: "Leads" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Subscribers" })).toBeVisible();
  expect((await theirs.request.get(`${staff.origin}/staff/leads`)).status()).toBe(200);

  const secondLink = await invite();
  expect(secondLink).not.toBe(firstLink);
  await theirs.reload();
  await expectSignInPage(theirs);
  // The old passkey is gone from the account: it no longer signs in.
  await theirs.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(theirs.locator("[data-passkey-status]")).toHaveText(
    "That passkey did not sign you in.",
  );
  await expect(theirs.getByRole("heading", { name: "Newsletter subscribers" })).toHaveCount(0);
  expect((await theirs.request.get(firstLink)).status()).toBe(404);
  await other.close();
});

test("re-verification: a passkey check older than five minutes asks for a fresh one first", async ({
  page,
  staff,
}) => {
  test.setTimeout(180_000);
  const newcomer = uniqueAddress("flows-verified");
  const verifier = await staff.invite("flows-verifier", "admin");
  await acceptInvitation(page, verifier.link, "Staff accounts");
  // Ten minutes pass for the account's last passkey check.
  await checkedAgo(staff, verifier.email, 10);
  const invite = async () => {
    await page.getByLabel("Work e-mail").fill(newcomer);
    await page.getByRole("button", { name: "Create invitation" }).click();
  };
  await page.goto(`${staff.origin}/staff/team`);
  await invite();
  await expect(page).toHaveURL(/\/staff\/verify\?next=%2Fstaff%2Fteam$/);
  await expect(page.getByRole("heading", { name: "Confirm it is you" })).toBeVisible();
  await expectAxeClean(page);
  await page.goto(`${staff.origin}/staff/team`);
  await expect(page.locator("td", { hasText: newcomer })).toHaveCount(0);

  await page.goto(`${staff.origin}/staff/verify?next=%2Fstaff%2Fteam`);
  await page.getByRole("button", { name: "Confirm with my passkey" }).click();
  await expect(page).toHaveURL(`${staff.origin}/staff/team`);
  await invite();
  await expect(page.getByRole("textbox", { name: "Invitation link" })).toHaveValue(
    /\/staff\/invitation\?token=/,
  );
});

test("a session alone adds no passkey: a fresh check first, and adding one is no check", async ({
  page,
  staff,
}) => {
  test.setTimeout(180_000);
  const { email, link } = await staff.invite("flows-keeper", "sales");
  const { client, authenticatorId } = await acceptInvitation(page, link, "Leads");
  /** How long ago the account's last passkey check was. */
  const minutesSinceCheck = async () => {
    const [row] = await rowsOf<{ minutes: number }>(
      staff.db.execute(
        sql`select extract(epoch from now() - verified_at)::float / 60 as minutes
            from staff_sessions join staff_accounts on staff_accounts.id = account_id
            where email = ${email} and revoked_at is null`,
      ),
    );
    return row!.minutes;
  };

  await checkedAgo(staff, email, 10);
  await page.getByRole("link", { name: "My account" }).click();
  await expect(page.getByRole("button", { name: "Add a passkey" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Get new recovery codes" })).toHaveCount(0);
  // Whoever holds only the cookie (any Origin header they like) gets no options.
  const stolen = await page.request.post(`${staff.origin}/staff/api/passkeys/options`, {
    headers: { origin: staff.origin, "content-type": "application/json" },
    data: "{}",
    maxRedirects: 0,
  });
  expect(stolen.status()).toBe(303);
  expect(stolen.headers().location).toMatch(/^\/staff\/verify\?next=/);

  await page.getByRole("link", { name: "Confirm it is you" }).click();
  await page.getByRole("button", { name: "Confirm with my passkey" }).click();
  await expect(page).toHaveURL(`${staff.origin}/staff/account`);
  // Four minutes on, still fresh: another passkey (the authenticator forgets the first,
  // or it would refuse to make a second for the same account).
  await checkedAgo(staff, email, 4);
  await page.reload();
  await client.send("WebAuthn.clearCredentials", { authenticatorId });
  await page.getByLabel("Name for a new passkey").fill("Spare key");
  await page.getByRole("button", { name: "Add a passkey" }).click();
  const passkeys = page.locator('section[aria-labelledby="passkeys-title"] li');
  await expect(passkeys.filter({ hasText: "Spare key" })).toBeVisible();
  // The last check is still the one four minutes ago.
  expect(await minutesSinceCheck()).toBeGreaterThan(3.9);
  // Within the same five minutes, ten new recovery codes, shown once.
  await page.getByRole("button", { name: "Get new recovery codes" }).click();
  await expect(page.getByRole("heading", { name: "Your new recovery codes" })).toBeVisible();
  await expect(page.locator("[data-codes] li")).toHaveCount(10);
  await expectAxeClean(page);
});

test("opened at another address than the console's, the passkey step says what to set", async ({
  page,
  staff,
}) => {
  // The console is at http://localhost:<port> (STAFF_ORIGIN); the same server also
  // answers at 127.0.0.1, as a newcomer's browser might reach it.
  const here = staff.origin.replace("//localhost:", "//127.0.0.1:");
  const elsewhere = await staff.invite("flows-elsewhere", "sales");
  await virtualAuthenticator(page);
  await page.goto(elsewhere.link.replace(staff.origin, here));
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const status = page.locator("[data-passkey-status]");
  await expect(status).toContainText(`Passkeys work only at ${staff.origin}`);
  await expect(status).toContainText(`this page is open at ${here}`);
  await expect(status).toContainText(`STAFF_ORIGIN=${here}`);
  await expect(page.getByRole("button", { name: "Create my passkey" })).toBeDisabled();
  await expectAxeClean(page);
});
