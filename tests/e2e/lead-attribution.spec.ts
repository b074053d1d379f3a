import { sql } from "drizzle-orm";
import { openServerSocket } from "#server/db/database.ts";
import { E2E_DATA_DIR } from "./data-dir.ts";
import { expect, test } from "./fixtures.ts";

// Issue 32, "Attribution on every lead", in a real browser against the built server: the
// visit's first page and campaign are kept by the tab and stored with the lead sent pages
// later; a form posted without JavaScript takes them from its page's address. Read back
// from the server's embedded database through its operator socket, as the CLIs do.

async function contactBy(email: string) {
  const database = await openServerSocket(E2E_DATA_DIR);
  try {
    const result = (await database.db.execute(
      sql`select landing_path, referrer_host, utm_source, utm_medium, utm_campaign, source
          from contact_messages where email = ${email}`,
    )) as { rows: Record<string, unknown>[] };
    return result.rows;
  } finally {
    await database.close();
  }
}

async function rowsOf(query: ReturnType<typeof sql>) {
  const database = await openServerSocket(E2E_DATA_DIR);
  try {
    return ((await database.db.execute(query)) as { rows: Record<string, unknown>[] }).rows;
  } finally {
    await database.close();
  }
}

const token = (name: string) => `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

test("a visit landing on /?utm_source=newsletter stores its campaign with a contact message sent later", async ({
  page,
}, testInfo) => {
  const campaign = token(`nov-${testInfo.project.name}`);
  const email = `${token("attribution")}@example.com`;
  await page.goto(`/?utm_source=newsletter&utm_campaign=${campaign}`, {
    referer: "https://mail.example.com/inbox",
  });
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  // Another page of the same visit, in the same tab: the landing page stays the first one.
  await page.goto("/about-us");
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  await page.goto("/contact-us");
  const form = page.locator("#send-us-a-message form");
  await form.getByLabel("First name").fill("Esi");
  await form.getByLabel("Last name").fill("Quaye");
  await form.getByLabel("Email").fill(email);
  await form.getByRole("textbox", { name: "Message" }).fill("Where did I come from?");
  await form.getByRole("checkbox").check();
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Message sent successfully")).toBeVisible();
  await expect
    .poll(() => contactBy(email), { timeout: 10_000 })
    .toEqual([
      {
        landing_path: "/",
        referrer_host: "mail.example.com",
        utm_source: "newsletter",
        utm_medium: null,
        utm_campaign: campaign,
        source: "/contact-us",
      },
    ]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the contact form takes the campaign from its page's address", async ({ page }) => {
    const campaign = token("flyer");
    const email = `${token("attribution-nojs")}@example.com`;
    await page.goto(`/contact-us?utm_source=flyer&utm_medium=print&utm_campaign=${campaign}`);
    const form = page.locator("#send-us-a-message form");
    await form.getByLabel("First name").fill("Kwame");
    // Refused first (no last name): the answer carries the signed token the next send needs.
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByText("Last name is required")).toBeVisible();
    await page.getByLabel("Last name").fill("Owusu");
    await page.getByLabel("Email").fill(email);
    await page.getByRole("textbox", { name: "Message" }).fill("Sent without JavaScript.");
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("status")).toContainText("Message sent successfully");
    expect(await contactBy(email)).toEqual([
      {
        landing_path: "/contact-us",
        referrer_host: null,
        utm_source: "flyer",
        utm_medium: "print",
        utm_campaign: campaign,
        source: "/contact-us",
      },
    ]);
  });

  test("a demo request takes the campaign from its page's address", async ({ page }) => {
    const campaign = token("radio");
    const email = `${token("attribution-demo-nojs")}@example.com`;
    await page.goto(`/schedule-banking-demo?utm_source=radio&utm_campaign=${campaign}`);
    const form = page.locator("form").filter({ has: page.getByLabel("Full name") });
    await form.getByLabel("Full name").fill("Yaw Asante");
    // Refused first (no phone): the answer carries the signed token the next send needs.
    await form.getByRole("button", { name: "Request a demo" }).click();
    await expect(page.getByText("Phone Number is required")).toBeVisible();
    await page.getByLabel("Phone Number").fill("0244123456");
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Request a demo" }).click();
    await expect(page.getByRole("status")).toContainText("schedule a demo");
    expect(
      await rowsOf(sql`select landing_path, utm_source, utm_campaign, product
        from demo_requests where email = ${email}`),
    ).toEqual([
      {
        landing_path: "/schedule-banking-demo",
        utm_source: "radio",
        utm_campaign: campaign,
        product: "banking",
      },
    ]);
  });

  test("a newsletter sign-up takes the campaign from the newsletter page's address", async ({
    page,
  }) => {
    const campaign = token("poster");
    const email = `${token("attribution-news-nojs")}@example.com`;
    await page.goto(`/newsletter?utm_source=poster&utm_medium=print&utm_campaign=${campaign}`);
    const form = page.locator("main form").filter({ has: page.getByLabel("Email address") });
    await form.getByLabel("Email address").fill(email);
    await form.getByRole("button", { name: "Subscribe" }).click();
    // The first send without JavaScript is answered with the token the next one needs.
    await expect(
      page.getByRole("status").filter({ hasText: /send the form once more/ }),
    ).toBeVisible();
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText("Thank you for subscribing")).toBeVisible();
    expect(
      await rowsOf(sql`select utm_source, utm_medium, utm_campaign
        from subscribers where email = ${email}`),
    ).toEqual([{ utm_source: "poster", utm_medium: "print", utm_campaign: campaign }]);
  });
});
