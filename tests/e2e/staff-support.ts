import { execFile } from "node:child_process";
import { cp, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import AxeBuilder from "@axe-core/playwright";
import {
  expect,
  type Browser,
  type CDPSession,
  type Locator,
  type Page,
  type TestInfo,
} from "@playwright/test";
import { test } from "./fixtures.ts";
import { TEMPLATE_VARIABLE } from "./global-setup.ts";
import { freePort, root, startServer } from "#scripts/built-server.ts";
import { openServerSocket } from "#server/db/database.ts";

/**
 * What the staff console's e2e specs share: the staff CLI, a server per worker with its
 * own embedded database on http://localhost (WebAuthn needs a host name, not 127.0.0.1),
 * Chromium's virtual authenticator and the axe check.
 */

const run = promisify(execFile);

export async function cli(dataDir: string, origin: string, ...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, ["scripts/staff.ts", ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, STAFF_ORIGIN: origin, DATABASE_URL: "" },
  });
  return stdout;
}

/** An invitation from the CLI (before the server owns the embedded database): its link. */
export async function cliInvite(
  dataDir: string,
  origin: string,
  email: string,
  role: string,
): Promise<string> {
  const out = await cli(dataDir, origin, "invite", "--email", email, "--role", role);
  return out.trim().split("\n").at(-1)!;
}

/** Whom the CLI invites before the server starts, by a name the spec gives each invitation. */
export type Invitations<K extends string> = Record<K, { email: string; role: string }>;

export interface StaffServer<K extends string> {
  /** http://localhost:<port>: WebAuthn needs a host name, not 127.0.0.1. */
  origin: string;
  dataDir: string;
  /** Each invitation's link and e-mail address, by its name. */
  links: Record<K, string>;
  emails: Record<K, string>;
}

/**
 * A staff console spec's `test`: its `staff` fixture is a server of the worker's own (its own
 * embedded database, so the CLI writes `invitations` before the server opens it), started
 * once for all the spec's tests in the worker and stopped after them.
 */
export function staffTest<K extends string>(invitations: (project: string) => Invitations<K>) {
  return test.extend<object, { staff: StaffServer<K> }>({
    staff: [
      // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures used from it.
      async ({}, use, workerInfo) => {
        const port = await freePort();
        const origin = `http://localhost:${port}`;
        const dataDir = await mkdtemp(path.join(os.tmpdir(), "nkabom-staff-e2e-"));
        const template = process.env[TEMPLATE_VARIABLE];
        if (template) await cp(template, path.join(dataDir, "db"), { recursive: true });
        const wanted = invitations(workerInfo.project.name);
        const links = {} as Record<K, string>;
        const emails = {} as Record<K, string>;
        for (const name of Object.keys(wanted) as K[]) {
          const { email, role } = wanted[name];
          links[name] = await cliInvite(dataDir, origin, email, role);
          emails[name] = email;
        }
        const server = await startServer({
          port,
          dataDir,
          stdio: "inherit",
          env: {
            STAFF_ORIGIN: origin,
            MIN_FILL_MS: "0",
            RATE_LIMIT_MAX: "100000",
            ANALYTICS_EVENTS_PER_MINUTE: "1000000",
            // As in playwright.config.ts: one address, renders on a loaded machine.
            RENDERS_PER_CLIENT: "1000000",
            MAX_EVENT_LOOP_UTILIZATION: "1",
            OUTBOX_INTERVAL_MS: "600000",
          },
        });
        await use({ origin, dataDir, links, emails });
        // The data folder goes only once the server has closed its database.
        await server.stop();
        await rm(dataDir, { recursive: true, force: true });
      },
      { scope: "worker", timeout: 180_000 },
    ],
  });
}

/**
 * Runs SQL in the server's embedded database (the server owns it: the test reaches it
 * through the operator socket, as the CLIs do).
 */
export async function inDatabase<T>(
  dataDir: string,
  query: (db: Awaited<ReturnType<typeof openServerSocket>>["db"]) => Promise<T>,
) {
  const database = await openServerSocket(dataDir);
  try {
    return await query(database.db);
  } finally {
    await database.close();
  }
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
  const result = await new AxeBuilder({ page }).analyze();
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
 * with a removed passkey or a spent recovery code (401), a webhook to a plain-http address
 * and a passkey named with characters the console cannot take (400).
 */
// One pattern: Playwright takes a two-item array given to `test.use` as [value, options].
export const REFUSED_ON_PURPOSE = [
  /status of (401 \(Unauthorized\) \(http:\/\/localhost:\d+\/staff\/(sign-in\/recovery\.data|api\/sign-in\/verify)|400 \(Bad Request\) \(http:\/\/localhost:\d+\/staff\/(webhooks\.data|api\/(invitation|passkeys)\/verify))\)$/,
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

/** A page in a context of its own at the project's width (a second person: marketer, visitor). */
export async function projectPage(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const { viewport, isMobile, hasTouch } = testInfo.project.use;
  const context = await browser.newContext({ viewport, isMobile, hasTouch });
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
