import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { E2E_DATA_DIR } from "./data-dir.ts";
import { axeViolations, expect, holdScripts, test } from "./fixtures.ts";
import type { Page } from "@playwright/test";
import { header, mimePart } from "../server/support/smtp.ts";

const unique = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** The outbox writes each delivered mail as an .eml file: proof the lead was stored and queued. */
async function mailContaining(text: string): Promise<string | undefined> {
  const dir = path.join(E2E_DATA_DIR, "mail");
  const files = await readdir(dir).catch(() => [] as string[]);
  // Only finished mails: the mailer writes `*.eml.partial` and renames it when complete.
  for (const file of files.filter((f) => f.endsWith(".eml"))) {
    const body = await readFile(path.join(dir, file), "utf8");
    if (body.includes(text)) return body;
  }
  return undefined;
}

/** Every delivered mail that mentions this text, decoded. */
async function mailsContaining(text: string): Promise<string[]> {
  const dir = path.join(E2E_DATA_DIR, "mail");
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith(".eml"));
  const raws = await Promise.all(files.map((f) => readFile(path.join(dir, f), "utf8")));
  return raws.map((raw) => mimePart(raw, "text/plain")).filter((body) => body.includes(text));
}

/** The decoded text of every delivered mail to this address. */
async function mailsTo(address: string): Promise<string[]> {
  const dir = path.join(E2E_DATA_DIR, "mail");
  const files = await readdir(dir).catch(() => [] as string[]);
  const texts: string[] = [];
  for (const file of files.filter((f) => f.endsWith(".eml"))) {
    const raw = await readFile(path.join(dir, file), "utf8");
    if (header(raw, "To") === address) texts.push(mimePart(raw, "text/plain"));
  }
  return texts;
}

const toast = (page: Page, text: string) => page.locator(".Toastify").getByText(text);

test.describe("contact form", () => {
  test("invalid: spec toast, inline messages linked to fields, focus on the first", async ({
    page,
  }) => {
    await page.goto("/contact-us");
    const form = page.locator("#send-us-a-message form");
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(
      toast(page, "Please fill in all the fields and agree to the policy"),
    ).toBeVisible();
    const first = form.getByLabel("First name");
    await expect(first).toBeFocused();
    await expect(first).toHaveAttribute("aria-invalid", "true");
    const describedBy = await first.getAttribute("aria-describedby");
    await expect(page.locator(`#${describedBy}`)).toHaveText("First name is required");
    for (const message of [
      "Last name is required",
      "Email is required",
      "Message is required",
      "To send a message you must first agree to our privacy policy",
    ]) {
      await expect(form.getByText(message)).toBeVisible();
    }
    await form.getByLabel("Email").fill("not-an-email");
    await expect(form.getByText("Email is required")).toBeHidden();
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(form.getByText("Email is invalid")).toBeVisible();
    // Editing a field clears its own error only.
    await first.fill("Ama");
    await expect(form.getByText("First name is required")).toBeHidden();
    await expect(form.getByText("Last name is required")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test("valid: success toast, reset, stored and mailed to the team", async ({ page }) => {
    const email = unique("contact");
    await page.goto("/contact-us");
    const form = page.locator("#send-us-a-message form");
    await form.getByLabel("First name").fill("Ama");
    await form.getByLabel("Last name").fill("Mensah");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel(/Phone number/).fill("+233 24 000 0000");
    await form
      .getByRole("textbox", { name: "Message" })
      .fill("We would like to accept MoMo payments at our pharmacy.");
    await form.getByRole("checkbox").check();
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(toast(page, "Message sent successfully")).toBeVisible();
    // The confirmation stands where the form was; the form comes back empty.
    await page.getByRole("link", { name: "Send another message" }).click();
    await expect(form.getByLabel("First name")).toHaveValue("");
    await expect(form.getByRole("checkbox")).not.toBeChecked();
    await expect.poll(() => mailContaining(email), { timeout: 15_000 }).toContain("Mensah");
  });

  test.describe("when sending fails", () => {
    test.use({ expectedConsoleErrors: [/Failed to load resource/] });

    test("server failure: error toast and the typed values stay", async ({ page }) => {
      await page.route("**/api/contact", (route) =>
        route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"x"}' }),
      );
      await page.goto("/contact-us");
      const form = page.locator("#send-us-a-message form");
      await form.getByLabel("First name").fill("Kofi");
      await form.getByLabel("Last name").fill("Boateng");
      await form.getByLabel("Email").fill("kofi@example.com");
      await form.getByRole("textbox", { name: "Message" }).fill("Hello");
      await form.getByRole("checkbox").check();
      await form.getByRole("button", { name: "Send message" }).click();
      await expect(toast(page, "We could not send your message. Please try again.")).toBeVisible();
      await expect(form.getByLabel("First name")).toHaveValue("Kofi");
      await expect(form.getByRole("textbox", { name: "Message" })).toHaveValue("Hello");
    });

    test("an answer lost after the server stored it: sending again stores nothing twice", async ({
      page,
    }) => {
      const email = unique("lost-answer");
      const keys: (string | null)[] = [];
      let firstId = "";
      await page.route("**/api/contact", async (route) => {
        keys.push(await route.request().headerValue("idempotency-key"));
        if (keys.length > 1) return route.continue();
        // The server stores the message and answers; the connection drops on the way back.
        const response = await route.fetch();
        firstId = ((await response.json()) as { id: string }).id;
        await route.abort("connectionreset");
      });
      await page.goto("/contact-us");
      const form = page.locator("#send-us-a-message form");
      await form.getByLabel("First name").fill("Yaw");
      await form.getByLabel("Last name").fill("Asante");
      await form.getByLabel("Email").fill(email);
      await form.getByRole("textbox", { name: "Message" }).fill("Sent once, answered twice.");
      await form.getByRole("checkbox").check();
      const send = form.getByRole("button", { name: "Send message" });
      await send.click();
      await expect(toast(page, "We could not send your message. Please try again.")).toBeVisible();
      expect(firstId).not.toBe("");

      const retried = page.waitForResponse("**/api/contact");
      await send.click();
      const answer = await retried;
      await expect(toast(page, "Message sent successfully")).toBeVisible();
      // The same attempt, the same key: the server answered with the stored message's id.
      expect(keys).toHaveLength(2);
      expect(keys[0]).toMatch(/^[\w-]{16,}$/);
      expect(keys[1]).toBe(keys[0]);
      expect(((await answer.json()) as { id: string }).id).toBe(firstId);

      // A new message after the success is a new attempt with a key of its own. Its mail is
      // queued after any duplicate of the first, so once it is out, a duplicate would be too.
      await page.getByRole("link", { name: "Send another message" }).click();
      // The form takes the focus to its first field after its next paint, as a visitor sees:
      // typed before that, "Asante" went into the first name (a failed run at load 4).
      await expect(form.getByLabel("First name")).toBeFocused();
      await form.getByLabel("First name").fill("Yaw");
      await form.getByLabel("Last name").fill("Asante");
      await form.getByLabel("Email").fill(email);
      await form.getByRole("textbox", { name: "Message" }).fill("A second message.");
      await form.getByRole("checkbox").check();
      const third = page.waitForResponse("**/api/contact");
      await send.click();
      expect((await third).status()).toBe(201);
      expect(keys).toHaveLength(3);
      expect(keys[2]).not.toBe(keys[0]);
      await expect
        .poll(() => mailsContaining(email).then((m) => m.length), { timeout: 15_000 })
        .toBe(2);
      const mails = await mailsContaining(email);
      expect(mails.filter((m) => m.includes("Sent once, answered twice."))).toHaveLength(1);
    });

    test("network down: error toast and the typed values stay", async ({ page }) => {
      await page.route("**/api/contact", (route) => route.abort("connectionrefused"));
      await page.goto("/contact-us");
      const form = page.locator("#send-us-a-message form");
      await form.getByLabel("First name").fill("Kofi");
      await form.getByLabel("Last name").fill("Boateng");
      await form.getByLabel("Email").fill("kofi@example.com");
      await form.getByRole("textbox", { name: "Message" }).fill("Hello again");
      await form.getByRole("checkbox").check();
      await form.getByRole("button", { name: "Send message" }).click();
      await expect(toast(page, "We could not send your message. Please try again.")).toBeVisible();
      await expect(form.getByRole("textbox", { name: "Message" })).toHaveValue("Hello again");
    });
  });
});

test.describe("demo forms", () => {
  const demoPages = [
    "/schedule-pension-management-demo",
    "/schedule-banking-demo",
    "/schedule-school-billing-demo",
    "/schedule-aslan-demo",
    "/request-vas-demo",
  ];

  for (const route of demoPages) {
    test(`${route}: invalid then valid`, async ({ page }) => {
      await page.goto(route);
      const form = page.locator("form").filter({ has: page.getByRole("combobox") });
      const submit = form.getByRole("button", { name: "Request a demo" });
      await submit.click();
      await expect(toast(page, "Please fill in all the fields")).toBeVisible();
      for (const message of [
        "Your name is required",
        "Email is required",
        "Phone Number is required",
      ]) {
        await expect(form.getByText(message)).toBeVisible();
      }
      await expect(form.getByLabel("Full name")).toBeFocused();

      const email = unique("demo");
      await form.getByLabel("Full name").fill("Yaw Asante");
      await form.getByLabel("Work email").fill(email);
      await form.getByLabel("Phone number").fill("0244000000");
      await form.getByLabel(/Company/).fill("Asante Rural Bank");
      await form.getByRole("combobox", { name: /Industry/ }).fill("fin");
      await page.getByRole("option", { name: "Finance" }).click();
      await submit.click();
      await expect(toast(page, "We will reach out to you to schedule a demo")).toBeVisible();
      await page.getByRole("link", { name: "Send another request" }).click();
      await expect(form.getByLabel("Full name")).toHaveValue("");
      await expect.poll(() => mailContaining(email), { timeout: 15_000 }).toContain("Yaw Asante");
    });
  }

  test("the industry combobox filters, chooses and works from the keyboard", async ({ page }) => {
    await page.goto("/schedule-banking-demo");
    const box = page.getByRole("combobox", { name: /Industry/ });
    await box.fill("O");
    // Case-insensitive substring: Technology, Hospitality, Education, Other.
    await expect(page.getByRole("option")).toHaveText([
      "Technology",
      "Hospitality",
      "Education",
      "Other",
    ]);
    await box.fill("EDU");
    await expect(page.getByRole("option")).toHaveText(["Education"]);
    await page.getByRole("option", { name: "Education" }).click();
    await expect(box).toHaveValue("Education");
    await expect(page.getByRole("listbox")).toBeHidden();
    await box.fill("");
    await box.press("ArrowDown");
    await box.press("ArrowDown");
    await expect(box).toHaveAttribute("aria-activedescendant", /.+/);
    await box.press("Enter");
    await expect(box).toHaveValue("Hospitality");
    await expect(page.getByRole("listbox")).toBeHidden();
    await box.press("ArrowDown");
    await expect(page.getByRole("listbox")).toBeVisible();
    await box.press("Escape");
    await expect(page.getByRole("listbox")).toBeHidden();
    expect(await axeViolations(page)).toEqual([]);
  });

  test("a double click sends one request", async ({ page }) => {
    let requests = 0;
    // The first request is held until the second attempt has been made, however slowly the
    // machine runs the test: a fixed delay let the answer arrive before the check on a busy one.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/demo", async (route) => {
      requests += 1;
      await held;
      await route.continue();
    });
    await page.goto("/schedule-aslan-demo");
    const form = page.locator("form").filter({ has: page.getByRole("combobox") });
    await form.getByLabel("Full name").fill("Efua Owusu");
    await form.getByLabel("Work email").fill(unique("double"));
    await form.getByLabel("Phone number").fill("0200000000");
    const submit = form.getByRole("button", { name: "Request a demo" });
    await submit.click();
    await expect(form.getByRole("button", { name: "Sending…" })).toBeDisabled();
    // Enter in a field submits again while the first request is still in flight.
    await form.getByLabel("Full name").press("Enter");
    // A second send would start its request within the key's task; a frame later it is out.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    release();
    await expect(toast(page, "We will reach out to you to schedule a demo")).toBeVisible();
    expect(requests).toBe(1);
  });
});

test.describe("newsletter", () => {
  test("the home block subscribes and shows the thank-you view", async ({ page }) => {
    await page.goto("/");
    const block = page
      .locator("section")
      .filter({ has: page.getByRole("heading", { name: /Subscribe for our Newsletter/ }) });
    const email = unique("news");
    await block.getByLabel("Email address").fill(email);
    await block.getByRole("button", { name: "Subscribe" }).click();
    await expect(block.getByText("Thank you for subscribing")).toBeVisible();
    await expect(block.getByText(/A confirmation mail is on its way/)).toBeVisible();
    // Double opt-in: the one mail asks to confirm.
    await expect
      .poll(async () => (await mailsTo(email)).join(), { timeout: 15_000 })
      .toContain("/newsletter/confirm?token=");
  });

  test.describe("when the network is down", () => {
    test.use({ expectedConsoleErrors: [/Failed to load resource/] });

    test("a failure shows an inline error and keeps the address", async ({ page }) => {
      await page.route("**/api/subscribe", (route) => route.abort("connectionrefused"));
      await page.goto("/about-us");
      const block = page
        .locator("section")
        .filter({ has: page.getByRole("heading", { name: /Subscribe for our Newsletter/ }) });
      await block.getByLabel("Email address").fill("kept@example.com");
      await block.getByRole("button", { name: "Subscribe" }).click();
      await expect(block.getByRole("alert")).toContainText("could not subscribe");
      await expect(block.getByLabel("Email address")).toHaveValue("kept@example.com");
    });
  });

  test("the popup thanks the visitor and stays thanked after closing", async ({ page }) => {
    await page.goto("/");
    const isDesktop = (page.viewportSize()?.width ?? 0) >= 1024;
    if (isDesktop) {
      await page.getByRole("button", { name: "Company", exact: true }).click();
      await page
        .locator("#nav-panel-company")
        .getByRole("link", { name: /Help Center/ })
        .click();
    } else {
      await page.getByRole("button", { name: "Open menu" }).click();
      const menu = page.getByRole("dialog", { name: "Menu" });
      await menu.getByRole("button", { name: "Company" }).click();
      await menu.getByRole("link", { name: /Help Center/ }).click();
    }
    const dialog = page.getByRole("dialog", { name: /Subscribe for our Newsletter/ });
    await dialog.getByLabel("Email address").fill(unique("popup"));
    await dialog.getByRole("button", { name: "Subscribe" }).click();
    await expect(dialog.getByText("Thank you for subscribing")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });
});

test.describe("double opt-in", () => {
  test("the link in the mail confirms on a press, then the welcome mail's link unsubscribes", async ({
    page,
  }) => {
    await page.goto("/about-us");
    const block = page
      .locator("section")
      .filter({ has: page.getByRole("heading", { name: /Subscribe for our Newsletter/ }) });
    const email = unique("confirm");
    await block.getByLabel("Email address").fill(email);
    await block.getByRole("button", { name: "Subscribe" }).click();
    await expect(block.getByText("Thank you for subscribing")).toBeVisible();
    const link = async (pattern: RegExp) =>
      (await mailsTo(email)).map((text) => pattern.exec(text)?.[1]).find(Boolean) ?? "";
    const confirmPattern = /https?:\/\/[^\s/"]+(\/newsletter\/confirm\?token=[\w-]+)/;
    await expect.poll(() => link(confirmPattern), { timeout: 15_000 }).toBeTruthy();
    const confirmLink = await link(confirmPattern);

    // Opening the link (as a mail scanner would) confirms nothing by itself.
    await page.goto(confirmLink);
    await expect(page.getByRole("heading", { name: "Confirm your subscription" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Confirm my subscription" }).click();
    await expect(page.getByRole("heading", { name: "You are subscribed" })).toBeVisible();
    // The newsletter blocks of the pages visited next say so, instead of "check your email".
    await page.getByRole("link", { name: "Back to the home page" }).click();
    await expect(page).toHaveURL(/\/$/);
    const homeBlock = page
      .locator("section")
      .filter({ has: page.getByRole("heading", { name: /Subscribe for our Newsletter/ }) });
    await expect(homeBlock.getByRole("status")).toContainText("You are subscribed");
    await expect(homeBlock.getByLabel("Email address")).toHaveCount(0);

    const unsubscribePattern = /https?:\/\/[^\s/"]+(\/newsletter\/unsubscribe\?token=[\w-]+)/;
    await expect.poll(() => link(unsubscribePattern), { timeout: 15_000 }).toBeTruthy();
    const unsubscribe = await link(unsubscribePattern);
    // Opening it unsubscribes nobody (mail scanners open links); the button does.
    await page.goto(unsubscribe);
    await expect(
      page.getByRole("heading", { name: "Unsubscribe from our newsletter" }),
    ).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page.getByRole("heading", { name: "You are unsubscribed" })).toBeVisible();

    // The confirmation link, pressed after unsubscribing, says what happened and what to do.
    await page.goto(confirmLink);
    await page.getByRole("button", { name: "Confirm my subscription" }).click();
    await expect(
      page.getByRole("heading", { name: "This address has unsubscribed" }),
    ).toBeVisible();
    await expect(page.getByText(/sign up with the newsletter form/)).toBeVisible();
  });
});

/**
 * On a slow link the page is readable and typeable seconds before its scripts arrive. What a
 * visitor typed in that window must be what React sends, and a re-render must not wipe it.
 */
test.describe("typed before the scripts arrived", () => {
  test("the contact form sends what was typed", async ({ page }) => {
    const hydrate = await holdScripts(page);
    let sentStartedAt = NaN;
    page.on("request", (request) => {
      if (request.url().endsWith("/api/contact")) {
        sentStartedAt = (request.postDataJSON() as { startedAt: number }).startedAt;
      }
    });
    const arrived = Date.now();
    await page.goto("/contact-us", { waitUntil: "commit" });
    const form = page.locator("#send-us-a-message form");
    const email = unique("early");
    await form.getByLabel("First name").fill("Esi");
    await form.getByLabel("Last name").fill("Quaye");
    await form.getByLabel("Email").fill(email);
    await form.getByRole("textbox", { name: "Message" }).fill("Typed on a slow 3G phone.");
    await form.getByRole("checkbox").check();
    expect(await page.locator("html[data-hydrated]").count()).toBe(0);
    const typed = Date.now();
    await hydrate();
    await expect(form.getByRole("textbox", { name: "Message" })).toHaveValue(
      "Typed on a slow 3G phone.",
    );
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(toast(page, "Message sent successfully")).toBeVisible();
    // The spam check's fill time counts from the page's arrival, not from hydration, so a
    // message typed early and sent at once is not mistaken for a bot's.
    expect(sentStartedAt).toBeGreaterThanOrEqual(arrived - 1000);
    expect(sentStartedAt).toBeLessThan(typed);
    await expect.poll(() => mailContaining(email), { timeout: 15_000 }).toContain("slow 3G");
  });

  test("a demo form keeps early values through a failed validation", async ({ page }) => {
    const hydrate = await holdScripts(page);
    await page.goto("/schedule-banking-demo", { waitUntil: "commit" });
    const form = page.locator("form").filter({ has: page.getByRole("combobox") });
    await form.getByLabel("Full name").fill("Kwame Darko");
    await form.getByRole("combobox", { name: /Industry/ }).fill("Finance");
    await hydrate();
    // Phone and email are missing: the errors re-render the form, the typed values stay.
    await form.getByRole("button", { name: "Request a demo" }).click();
    await expect(form.getByText("Phone Number is required")).toBeVisible();
    await expect(form.getByText("Your name is required")).toBeHidden();
    await expect(form.getByLabel("Full name")).toHaveValue("Kwame Darko");
    await expect(form.getByRole("combobox", { name: /Industry/ })).toHaveValue("Finance");
  });

  test("the newsletter block subscribes the address typed early", async ({ page }) => {
    const hydrate = await holdScripts(page);
    await page.goto("/", { waitUntil: "commit" });
    const block = page
      .locator("section")
      .filter({ has: page.getByRole("heading", { name: /Subscribe for our Newsletter/ }) });
    const email = unique("early-news");
    await block.getByLabel("Email address").fill(email);
    await hydrate();
    await block.getByRole("button", { name: "Subscribe" }).click();
    await expect(block.getByText("Thank you for subscribing")).toBeVisible();
    await expect
      .poll(async () => (await mailsTo(email)).join(), { timeout: 15_000 })
      .toContain("/newsletter/confirm?token=");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the contact form posts to the page and shows errors, then success", async ({ page }) => {
    await page.goto("/contact-us");
    const form = page.locator("#send-us-a-message form");
    await form.getByLabel("First name").fill("Abena");
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByText("Last name is required")).toBeVisible();
    await expect(page.getByLabel("First name")).toHaveValue("Abena");
    const email = unique("nojs");
    await page.getByLabel("Last name").fill("Osei");
    await page.getByLabel("Email").fill(email);
    await page.getByRole("textbox", { name: "Message" }).fill("Sent without JavaScript.");
    await page.getByRole("checkbox").check();
    // The page with the errors was rendered by the server with a signed form token, so the
    // corrected form is stored at once.
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("status")).toContainText("Message sent successfully");
    await expect.poll(() => mailContaining(email), { timeout: 15_000 }).toContain("Osei");
  });

  test("the newsletter block posts to /newsletter and thanks the visitor", async ({ page }) => {
    await page.goto("/");
    const block = page
      .locator("section")
      .filter({ has: page.getByRole("heading", { name: /Subscribe for our Newsletter/ }) });
    const email = unique("nojs-news");
    await block.getByLabel("Email address").fill(email);
    await block.getByRole("button", { name: "Subscribe" }).click();
    await expect(page).toHaveURL(/\/newsletter$/);
    // Information, not an error: announced politely and not in the error's red.
    const note = page.getByRole("status").filter({ hasText: /send the form once more/ });
    await expect(note).toBeVisible();
    await expect(page.getByRole("alert")).toHaveCount(0);
    expect(await note.evaluate((el) => getComputedStyle(el).color)).toBe("rgb(20, 42, 74)");
    await expect(page.getByLabel("Email address")).toHaveValue(email);
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText("Thank you for subscribing")).toBeVisible();
    await expect
      .poll(async () => (await mailsTo(email)).join(), { timeout: 15_000 })
      .toContain("/newsletter/confirm?token=");
  });

  test("a filled honeypot is thanked but nothing is stored or mailed", async ({ page }) => {
    await page.goto("/");
    const block = page
      .locator("section")
      .filter({ has: page.getByRole("heading", { name: /Subscribe for our Newsletter/ }) });
    const email = unique("nojs-bot");
    await block.getByLabel("Email address").fill(email);
    // What a bot filling every field does (people never see this field).
    await block.locator('input[name="website"]').evaluate((el: HTMLInputElement) => {
      el.value = "https://spam.example";
    });
    await block.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText("Thank you for subscribing")).toBeVisible();
    // A person subscribes after the bot. The outbox sends in the order mail was queued, so once
    // the person's confirmation has arrived, a mail to the bot would have too.
    await page.goto("/");
    const person = unique("nojs-after-bot");
    await block.getByLabel("Email address").fill(person);
    await block.getByRole("button", { name: "Subscribe" }).click();
    // Without JavaScript the first post only fetches a form token: send it once more.
    await expect(page.getByRole("status")).toContainText("send the form once more");
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText("Thank you for subscribing")).toBeVisible();
    await expect
      .poll(async () => (await mailsTo(person)).join(), { timeout: 15_000 })
      .toContain("/newsletter/confirm?token=");
    expect(await mailContaining(email)).toBeUndefined();
  });
});
