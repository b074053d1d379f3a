import { randomBytes } from "node:crypto";
import path from "node:path";
import { sql } from "drizzle-orm";
import AxeBuilder from "@axe-core/playwright";
import {
  expect,
  type Browser,
  type CDPSession,
  type Locator,
  type Page,
  type TestInfo,
} from "@playwright/test";
import { test as base } from "./fixtures.ts";
import { PHONE_SCREEN } from "./phone.ts";
import { STAFF_DATA_DIR_VARIABLE, STAFF_ORIGIN_VARIABLE } from "./global-setup.ts";
import { openServerSocket, type Db } from "#server/db/database.ts";
import type { StaffRole } from "#server/db/schema.ts";
import { inviteStaff, OPERATOR } from "#server/staff/accounts.server.ts";

/**
 * What the staff console's e2e specs share: the run's one staff server (global-setup.ts)
 * with its embedded database on http://localhost (WebAuthn needs a host name, not
 * 127.0.0.1), invitations made in that database as the CLI makes them, Chromium's virtual
 * authenticator and the axe check. Every spec, at every width, runs against that one
 * server at once: a test finds its own data by the addresses and names it made, never by
 * counting what the server holds.
 */

export interface Invitation {
  /** Unique in the run, so tests that run at once never share an account. */
  email: string;
  /** The one-time link, as `npm run staff -- invite` prints it. */
  link: string;
}

export interface StaffServer {
  /** http://localhost:<port>: WebAuthn needs a host name, not 127.0.0.1. */
  origin: string;
  dataDir: string;
  /** The server's database through its operator socket (one connection per worker). */
  db: Db;
  /** Invites a new address (uniqueAddress) as the operator CLI does. */
  invite(name: string, ...roles: StaffRole[]): Promise<Invitation>;
}

/** `<name>-<random>@nkabompay.test`: an address no other test, nor an earlier try, has. */
export function uniqueAddress(name: string): string {
  return `${name}-${randomBytes(4).toString("hex")}@nkabompay.test`;
}

function fromSetup(variable: string): string {
  const value = process.env[variable];
  if (!value) throw new Error(`${variable} is unset: tests/e2e/global-setup.ts starts the server`);
  return value;
}

/**
 * An X-Forwarded-For of a client of its own (the staff server trusts it from loopback), for
 * a browser context: on the shared server, each test's people are counted apart by the
 * console's per-address limits (30 sign-in steps in ten minutes; five failures audited).
 */
export function aClient(): Record<string, string> {
  const [a, b, c] = randomBytes(3);
  return { "X-Forwarded-For": `10.${a}.${b}.${c}` };
}

/**
 * The staff specs' `test`: its worker-scoped `staff` fixture is the run's staff server
 * (hooks such as beforeAll use it too). Invitations are written through the operator socket
 * (the CLI's own path, without a process each) and recorded under "operator (CLI)".
 */
export const test = base.extend<object, { staff: StaffServer }>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide) => {
    await provide({ ...extraHTTPHeaders, ...aClient() });
  },
  staff: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures used from it.
    async ({}, use) => {
      const origin = fromSetup(STAFF_ORIGIN_VARIABLE);
      const dataDir = fromSetup(STAFF_DATA_DIR_VARIABLE);
      const database = await openServerSocket(dataDir);
      const { db } = database;
      const invite = async (name: string, ...roles: StaffRole[]) => {
        const email = uniqueAddress(name);
        const { url } = await inviteStaff(db, { email, roles, siteUrl: origin, actor: OPERATOR });
        return { email, link: url };
      };
      await use({ origin, dataDir, db, invite });
      await database.close();
    },
    { scope: "worker" },
  ],
});

/** The rows of a raw `db.execute` (node-postgres's result shape). */
export async function rowsOf<T>(result: Promise<unknown>): Promise<T[]> {
  return ((await result) as { rows: T[] }).rows;
}

/**
 * Sets the last passkey check of `email`'s sessions `minutes` ago (only that account's: the
 * other tests' sessions on the shared server keep theirs).
 */
export async function checkedAgo(staff: StaffServer, email: string, minutes: number) {
  await staff.db.execute(
    sql`update staff_sessions set verified_at = now() - make_interval(mins => ${minutes})
        where account_id = (select id from staff_accounts where email = ${email})`,
  );
}

/** Nothing wider than the window: the page does not scroll sideways. */
export async function expectNoSidewaysScroll(page: Page, name: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
}

/** Narrows the audit log to one actor through its Who filter (the log is the whole server's). */
export async function filterAuditLog(page: Page, who: string) {
  await expect(page.getByRole("heading", { name: "Audit log", level: 1 })).toBeVisible();
  const field = page.getByLabel("Who");
  // On a phone the filters are folded behind one control.
  if (!(await field.isVisible())) await page.locator("summary", { hasText: "Filters" }).click();
  await field.fill(who);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get("actor")).toBe(who);
}

/**
 * A screen as people get it: axe-clean, nothing wider than the window; and a screenshot in
 * test-results/console-screens, named for the project, for people to look at.
 */
export async function look(page: Page, name: string) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expectAxeClean(page);
  await expectNoSidewaysScroll(page, name);
  await page.screenshot({
    path: path.join("test-results/console-screens", `${test.info().project.name}-${name}.png`),
    fullPage: true,
  });
}

export interface VirtualAuthenticator {
  client: CDPSession;
  authenticatorId: string;
}

export async function virtualAuthenticator(page: Page): Promise<VirtualAuthenticator> {
  const client = await page.context().newCDPSession(page);
  await client.send("WebAuthn.enable", { enableUI: false });
  const { authenticatorId } = await client.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { client, authenticatorId };
}

export async function expectAxeClean(page: Page) {
  // Violations whole; the passes, which nothing reads, not gathered (as axeViolations).
  // In the page itself: see axeViolations in fixtures.ts.
  const result = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ["violations"] })
    .analyze();
  expect(
    result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" ")}`),
  ).toEqual([]);
}

/** Accepts an invitation with a new passkey and continues past the recovery codes. */
export async function acceptInvitation(
  page: Page,
  link: string,
  landing: string,
): Promise<VirtualAuthenticator> {
  const authenticator = await virtualAuthenticator(page);
  await page.goto(link);
  await page.getByRole("button", { name: "Create my passkey" }).click();
  await page.getByRole("link", { name: "I have saved them, continue" }).click();
  await expect(page.getByRole("heading", { name: landing })).toBeVisible();
  return authenticator;
}

/** The sign-in screen is showing. */
export const expectSignInPage = (page: Page) =>
  expect(page.getByRole("heading", { name: "Sign in to the staff console" })).toBeVisible();

/** Signs out from the header and lands on the sign-in screen. */
export async function signOut(page: Page) {
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expectSignInPage(page);
}

/** From the sign-in screen, signs in with the authenticator's passkey and lands on `landing`. */
export async function signInWithPasskey(page: Page, landing: string) {
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page.getByRole("heading", { name: landing })).toBeVisible();
}

/** A contact message through the public form, with JavaScript, as a visitor sends one. */
export async function sendContactMessage(
  page: Page,
  origin: string,
  visitor: { first: string; last: string; email: string; message: string },
) {
  const site = await page.context().newPage();
  await site.goto(`${origin}/contact-us`);
  await site.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const form = site.locator("#send-us-a-message form");
  await form.getByLabel("First name").fill(visitor.first);
  await form.getByLabel("Last name").fill(visitor.last);
  await form.getByLabel("Email").fill(visitor.email);
  await form.getByLabel(/Phone number/).fill("+233 24 000 0002");
  await form.getByRole("textbox", { name: "Message" }).fill(visitor.message);
  await form.getByRole("checkbox").check();
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(site.getByText("Message sent successfully")).toBeVisible();
  await site.close();
}

/**
 * The browser's own line for what these tests have the server refuse on purpose: a sign-in
 * with a removed passkey or a spent recovery code (401), a webhook to a plain-http address,
 * a draft that drops a slot and a passkey named with characters the console cannot take (400).
 */
// One pattern: Playwright takes a two-item array given to `test.use` as [value, options].
export const REFUSED_ON_PURPOSE = [
  /status of (401 \(Unauthorized\) \(http:\/\/localhost:\d+\/staff\/(sign-in\/recovery\.data|api\/sign-in\/verify)|400 \(Bad Request\) \(http:\/\/localhost:\d+\/staff\/(webhooks\.data|content\/careers\/main\.data|api\/(invitation|passkeys)\/verify))\)$/,
];

/**
 * Loads `url` until `check` passes. The console says "Published" once this instance serves
 * the version, or after 5 s if its render takes longer (publicationServed in
 * server/content/publication.server.ts), which a loaded CI machine can reach: then a load
 * right after the message may still get the previous version.
 */
export async function loadWhenLive(page: Page, url: string, check: () => Promise<unknown>) {
  await expect(async () => {
    await page.goto(url);
    await check();
  }).toPass({ timeout: 15_000 });
}

/**
 * A page on a phone with `page`'s sign-in (its cookies): a second look at a screen whose
 * data only one desktop test may make (the server's one list of webhook endpoints).
 */
export async function onPhone(browser: Browser, page: Page): Promise<Page> {
  const context = await browser.newContext({ ...PHONE_SCREEN, extraHTTPHeaders: aClient() });
  await context.addCookies(await page.context().cookies());
  return context.newPage();
}

/** A public page on a phone, as a visitor opens it: axe-clean, nothing wider than the window. */
export async function expectFitsAPhone(browser: Browser, url: string) {
  const context = await browser.newContext({ ...PHONE_SCREEN, extraHTTPHeaders: aClient() });
  const page = await context.newPage();
  await page.goto(url);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expectAxeClean(page);
  await expectNoSidewaysScroll(page, url);
  await context.close();
}

/** A page in a context of its own at the project's width (a second person: marketer, visitor). */
export async function projectPage(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const { viewport, isMobile, hasTouch } = testInfo.project.use;
  const context = await browser.newContext({
    viewport,
    isMobile,
    hasTouch,
    extraHTTPHeaders: aClient(),
  });
  return context.newPage();
}

/**
 * Presses a button whose step wants a passkey check from the last five minutes (publishing,
 * rolling back) and waits for `done`. A spec signs in once, and a long run on a loaded
 * machine can outlast the five minutes: then the console asks for the check first, which
 * the page's authenticator gives, and the step is taken again from the page it leads back to.
 */
export async function pressChecked(page: Page, button: Locator, done: Locator) {
  // A publication renders every page that shows the entry (all of them, for the menu's
  // words) before the console says so: seconds on a loaded machine.
  const timeout = 30_000;
  await button.click();
  const confirm = page.getByRole("button", { name: "Confirm with my passkey" });
  await expect(done.or(confirm)).toBeVisible({ timeout });
  if (!(await confirm.isVisible())) return;
  await confirm.click();
  await page.waitForURL((url) => !url.pathname.startsWith("/staff/verify"));
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await button.click();
  await expect(done).toBeVisible({ timeout });
}

/** Publishes the editor's newest version and waits for the console to say so. */
export async function publishShown(page: Page) {
  await pressChecked(
    page,
    page.getByRole("button", { name: /Publish version/ }),
    page.getByText("Published: the site shows this version now."),
  );
}
