import type { ChildProcess } from "node:child_process";
import { readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDataDir, validContact } from "../server/support/harness.ts";
import {
  exited,
  exportLeads,
  hasBuild,
  startServerProcess,
  waitFor,
  type ServerProcess,
} from "../server/support/server-process.ts";
import { header, mimePart } from "../server/support/smtp.ts";

// The built server as a visitor's browser without JavaScript, a bot and a retrying client
// meet it: every check of the JSON path holds on the form routes too, retries store once,
// and the newsletter only counts addresses that confirmed.
const MIN_FILL_MS = 1500;

describe.skipIf(!hasBuild)("lead routes of the built server", () => {
  const children: ChildProcess[] = [];
  let dataDir = "";
  let server: ServerProcess;

  beforeAll(async () => {
    dataDir = await seedDataDir();
    server = await startServerProcess(
      dataDir,
      { MIN_FILL_MS: String(MIN_FILL_MS), OUTBOX_INTERVAL_MS: "200", RATE_LIMIT_MAX: "1000" },
      children,
    );
  }, 120_000);
  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
    await Promise.all(children.map(exited));
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const post = (route: string, fields: Record<string, string>) =>
    fetch(`${server.base}${route}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    });
  const postJson = (route: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.base}${route}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    });
  const tokenIn = (html: string) => /name="formToken" value="([^"]+)"/.exec(html)?.[1];
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
  const contactForm = (email: string, extra: Record<string, string> = {}) => ({
    firstName: "Abena",
    lastName: "Osei",
    email,
    phone: "",
    message: "Sent without JavaScript.",
    agreeToPolicy: "on",
    ...extra,
  });
  const mailsTo = async (address: string) => {
    const dir = path.join(dataDir, "mail");
    const files = (await readdir(dir).catch(() => [] as string[])).filter((f) =>
      f.endsWith(".eml"),
    );
    const raws = await Promise.all(files.map((f) => readFile(path.join(dir, f), "utf8")));
    return raws.filter((raw) => raw.includes(`To: ${address}`));
  };

  const formToken = async (form: string) =>
    (
      (await (await fetch(`${server.base}/api/form-token?form=${form}`)).json()) as {
        token: string;
      }
    ).token;

  it("hands out signed form tokens, each for one form, that no cache keeps", async () => {
    const res = await fetch(`${server.base}/api/form-token?form=contact`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = (await res.json()) as { token: string; readyInMs: number };
    expect(body.token).toMatch(/^[0-9a-z]+\.contact\.[\w-]+\.[\w-]+$/);
    expect(body.readyInMs).toBe(MIN_FILL_MS);
    for (const query of ["", "?form=", "?form=careers", "?form=contact&form=demo"]) {
      const refused = await fetch(`${server.base}/api/form-token${query}`);
      expect(refused.status, query).toBe(400);
      expect(((await refused.json()) as { message: string }).message).toMatch(/\?form=contact/);
    }
  });

  it("asks a form posted without a signed token to be sent once more, keeping the values", async () => {
    const res = await post("/contact-us", contactForm("first-post@example.com"));
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("send the form once more");
    expect(html).toContain('value="first-post@example.com"');
    expect(html).toContain("Sent without JavaScript.");
    expect(tokenIn(html)).toBeTruthy();
    // A forged token is no better than none: a new, real one comes back.
    const forged = await (
      await post("/contact-us", contactForm("forged@example.com", { formToken: "0.abc.def" }))
    ).text();
    expect(forged).toContain("send the form once more");
    expect(tokenIn(forged)).not.toBe("0.abc.def");
  });

  it("times the fill from the signed token and stores one message for repeated sends", async () => {
    const email = "nojs-once@example.com";
    const token = tokenIn(await (await post("/contact-us", contactForm(email))).text())!;
    // Sent at once with the token: too fast for a person; asked again, same token kept.
    const quick = await (
      await post("/contact-us", contactForm(email, { formToken: token }))
    ).text();
    expect(quick).toContain("send the form once more");
    expect(tokenIn(quick)).toBe(token);
    await sleep(MIN_FILL_MS + 200);
    for (let i = 0; i < 3; i++) {
      const sent = await post("/contact-us", contactForm(email, { formToken: token }));
      expect(sent.status).toBe(200);
      expect(await sent.text()).toContain("Message sent successfully");
    }
    await waitFor("the team mail", async () => ((await mailsTo("sales")) ? true : undefined));

    // The token stored its message: sent with other values (the visitor went back and
    // edited), or on another form, it is spent; the form comes back with a new one.
    const edited = await (
      await post("/contact-us", contactForm("nojs-edited@example.com", { formToken: token }))
    ).text();
    expect(edited).toContain("send the form once more");
    expect(edited).toContain('value="nojs-edited@example.com"');
    expect(tokenIn(edited)).toBeTruthy();
    expect(tokenIn(edited)).not.toBe(token);
    const demo = await post("/schedule-banking-demo", {
      name: "Abena Osei",
      email: "nojs-replayed@example.com",
      phone: "0240000000",
      product: "banking",
      formToken: token,
    });
    expect(demo.status).toBe(200);
    const demoPage = await demo.text();
    expect(demoPage).toContain("send the form once more");
    expect(tokenIn(demoPage)).not.toBe(token);
  });

  it("drops a filled honeypot on the no-JavaScript newsletter form: thanked, nothing stored", async () => {
    const email = "honeypot-bot@example.com";
    const first = await post("/newsletter", {
      email,
      source: "home",
      website: "https://spam.example",
    });
    expect(first.status).toBe(200);
    expect(await first.text()).toContain("Thank you for subscribing");
    const token = await formToken("subscribe");
    await sleep(MIN_FILL_MS + 200);
    const second = await post("/newsletter", {
      email,
      source: "home",
      website: "spam",
      formToken: token,
    });
    expect(await second.text()).toContain("Thank you for subscribing");
  });

  it("answers a repeated Idempotency-Key with the first answer, storing once", async () => {
    const body = { ...validContact, email: "retry@example.com", message: "Sent twice." };
    const key = "c6a1f0de-3b7e-4d4b-9f57-0c1f2e3d4a5b";
    const first = await postJson("/api/contact", body, { "Idempotency-Key": key });
    const again = await postJson("/api/contact", body, { "Idempotency-Key": key });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(await first.json());
    const other = await postJson(
      "/api/contact",
      { ...body, message: "Something else." },
      { "Idempotency-Key": key },
    );
    expect(other.status).toBe(422);
    const bad = await postJson("/api/contact", body, { "Idempotency-Key": "x".repeat(256) });
    expect(bad.status).toBe(400);
  });

  it("drops a JSON submission with a forged token, and one sent faster than its token allows", async () => {
    const forged = await postJson("/api/subscribe", {
      email: "forged-json@example.com",
      formToken: "1.a.b",
    });
    expect(forged.status).toBe(202);
    const quick = await postJson("/api/subscribe", {
      email: "quick-json@example.com",
      formToken: await formToken("subscribe"),
    });
    expect(quick.status).toBe(202);
  });

  it("subscribes only after the address confirms from its mail", async () => {
    const email = "double-opt-in@example.com";
    // The answer never tells whether an address is known: new, pending or subscribed.
    const signUp = async (address: string) => {
      const res = await postJson("/api/subscribe", { email: address });
      return { status: res.status, body: await res.json() };
    };
    const accepted = { status: 202, body: { message: "Check your email to confirm" } };
    expect(await signUp(email)).toEqual(accepted);
    // Signing up again at once queues no second mail.
    expect(await signUp(email.toUpperCase())).toEqual(accepted);
    const [ask] = await waitFor("the confirmation mail", async () => {
      const mails = await mailsTo(email);
      return mails.length ? mails : undefined;
    });
    const link = /https?:\/\/[^/\s]+(\/newsletter\/confirm\?token=[\w-]+)/.exec(
      mimePart(ask!, "text/plain"),
    )![1]!;
    // A GET (a mail scanner opening the link) only shows the button.
    const page = await (await fetch(`${server.base}${link}`)).text();
    expect(page).toContain("Confirm my subscription");
    const confirmed = await post(link, {});
    expect(await confirmed.text()).toContain("You are subscribed");
    await waitFor("the welcome mail", async () =>
      (await mailsTo(email)).length === 2 ? true : undefined,
    );
    expect(await mailsTo(email)).toHaveLength(2);
    expect(await signUp(email)).toEqual(accepted);
    expect(await signUp("never-seen@example.com")).toEqual(accepted);
  });

  it("unsubscribes on a POST (the page's button, or RFC 8058 one-click), never on GET or HEAD", async () => {
    const email = "double-opt-in@example.com";
    const welcome = (await mailsTo(email)).find((raw) => raw.includes("List-Unsubscribe:"))!;
    const listUnsubscribe = header(welcome, "List-Unsubscribe");
    expect(header(welcome, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    const link = /^<https?:\/\/[^/]+(\/newsletter\/unsubscribe\?token=[\w-]{43})>$/.exec(
      listUnsubscribe ?? "",
    )?.[1];
    expect(link, listUnsubscribe).toBeTruthy();
    // A mail scanner opening the link: a page with a button, and still subscribed.
    for (let i = 0; i < 2; i++) {
      const page = await fetch(`${server.base}${link}`);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain("Unsubscribe from our newsletter");
      expect(html).toMatch(/<form[^>]*method="post"/);
      expect((await fetch(`${server.base}${link}`, { method: "HEAD" })).status).toBe(200);
    }
    // A body that is no HTML form is refused with a message, and changes nothing.
    const json = await postJson(link!, { "List-Unsubscribe": "One-Click" });
    expect(json.status).toBe(415);
    expect(await json.text()).toContain("This form takes an HTML form post");
    // What a mail provider sends for the one-click button.
    const oneClick = await post(link!, { "List-Unsubscribe": "One-Click" });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.text()).toContain("You are unsubscribed");
    const again = await post(link!, {});
    expect(await again.text()).toContain("You were already unsubscribed");
  });

  it("answers the no-JavaScript sign-up the same for a known and an unknown address", async () => {
    const page = async (email: string) => {
      const token = await formToken("subscribe");
      await sleep(MIN_FILL_MS + 200);
      const res = await post("/newsletter", { email, source: "home", formToken: token });
      const html = await res.text();
      // The page as the visitor sees it, without the per-response parts (nonce, token).
      return {
        status: res.status,
        thanked: html.includes("Thank you for subscribing"),
        leaks: html.includes(email),
      };
    };
    const known = await page("never-seen@example.com");
    const unknown = await page("nojs-unknown@example.com");
    expect(known).toEqual({ status: 200, thanked: true, leaks: false });
    expect(unknown).toEqual(known);
  });

  it("stored exactly what the checks let through", async () => {
    server.child.kill("SIGTERM");
    expect(await exited(server.child)).toBe(0);
    const contacts = await exportLeads(dataDir, "contacts");
    expect(contacts.map((c) => c.email).sort()).toEqual([
      "nojs-once@example.com",
      "retry@example.com",
    ]);
    const subscribers = await exportLeads(dataDir, "subscribers");
    expect(subscribers.map((s) => [s.email, s.status]).sort()).toEqual([
      ["double-opt-in@example.com", "unsubscribed"],
      ["never-seen@example.com", "pending"],
      ["nojs-unknown@example.com", "pending"],
    ]);
    expect(subscribers[0]!.consented_at).toBeTruthy();
  });
});
