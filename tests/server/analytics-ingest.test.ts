import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { pages } from "#app/content/pages.ts";
import { EMAIL_MARK, PHONE_MARK } from "#app/lib/analytics/contact-shapes.ts";
import { readAttribution } from "#app/lib/forms/attribution.ts";
import { createAnalytics, type Analytics } from "#server/analytics/analytics.ts";
import { createEventQueue, type QueuedEvent } from "#server/analytics/event-queue.ts";
import { visitorIds } from "#server/analytics/visitor-id.ts";
import { contactMessages, demoRequests, webhookDeliveries } from "#server/db/schema.ts";
import { OPERATOR } from "#server/staff/accounts.server.ts";
import { addEndpoint } from "#server/webhooks/endpoints.server.ts";
import { loadSecretBox } from "#server/webhooks/setup.ts";
import {
  humanStart,
  memoryLogger,
  startHarness,
  storages,
  useHarness,
  validContact,
  validDemo,
  visitor,
  type Harness,
} from "./support/harness.ts";

// Issue 45 F7 and issue 40 F6b: what the analytics and a lead's attribution take in. One
// visitor's odd text never costs the others' events, and no free text keeps an address or
// a phone number.

const BROWSER =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";

const pageview = {
  type: "pageview",
  path: "/services/collections",
  utm: { source: "newsletter", campaign: "november-launch" },
  device: "mobile",
  viewport: "sm",
};

// Valid JSON (JSON.stringify writes it as the escape `\ud800`), not well-formed Unicode.
const LONE_SURROGATE = "lone \ud800 surrogate";

describe.each(storages)("analytics ingestion on $name", ({ kind }) => {
  let h: Harness;
  let analytics: Analytics;
  let server: Server;
  let base: string;
  let client = 0;

  beforeAll(async () => {
    h = await startHarness(kind);
    analytics = createAnalytics({
      db: h.db,
      logger: memoryLogger().logger,
      knownPaths: pages.map((p) => p.path),
      siteUrl: "https://site.test",
      ipv6Subnet: 64,
      // Batches are written when the test flushes: the poison shares the others' batch.
      queue: { flushEveryMs: 3_600_000 },
      startRollups: false,
    });
    const app = express().set("trust proxy", true).use("/api/events", analytics.router);
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/events`;
  });
  beforeEach(async () => {
    await analytics.queue.flush();
    await h.db.execute(sql`truncate analytics_events`);
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await analytics?.close();
    await h?.close();
  });

  const send = (body: unknown) =>
    fetch(base, {
      method: "POST",
      headers: {
        "content-type": "text/plain;charset=UTF-8",
        "user-agent": BROWSER,
        "x-forwarded-for": `198.51.100.${++client % 250}`,
      },
      body: JSON.stringify(body),
    });

  async function stored() {
    await analytics.queue.flush();
    const result = (await h.db.execute(sql`select * from analytics_events order by at`)) as {
      rows: Record<string, unknown>[];
    };
    return result.rows;
  }

  it("refuses text that is not well-formed Unicode, and keeps every ordinary event beside it", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await send(pageview)).status);
    const poison = [
      { ...pageview, utm: { term: LONE_SURROGATE } },
      { ...pageview, utm: { campaign: "\udc00" } },
      { type: "vital", path: "/", name: "LCP", value: 1, rating: "good", element: LONE_SURROGATE },
    ];
    const refused = await Promise.all(poison.map(async (event) => (await send(event)).status));
    for (let i = 0; i < 5; i++) statuses.push((await send(pageview)).status);
    const rows = await stored();
    expect(rows).toHaveLength(10);
    expect(statuses).toEqual(Array(10).fill(204));
    expect(refused).toEqual([400, 400, 400]);
    expect(rows.every((r) => r.utm_campaign === "november-launch")).toBe(true);
  });

  it("masks e-mail addresses and phone numbers in campaigns and vital elements before storing", async () => {
    for (const event of [
      {
        ...pageview,
        utm: {
          source: "newsletter",
          medium: "email",
          campaign: "call 024 123 4567",
          content: "kofi@mail.example.gh",
          term: "ama.mensah@example.com",
        },
      },
      {
        type: "vital",
        path: "/contact-us",
        name: "INP",
        value: 320,
        rating: "needs-improvement",
        element: 'form > input[value="ama@example.com"]',
      },
      // Written otherwise: a full-width at sign, a character reference, full-width digits.
      {
        ...pageview,
        utm: {
          source: "newsletter",
          campaign: "ama.mensah＠example.com",
          content: "kofi&#64;mail.example.gh",
          term: "call ０２４ １２３ ４５６７",
        },
      },
    ])
      expect((await send(event)).status).toBe(204);
    // Sent one after another, but possibly within one millisecond: found by what they hold.
    const rows = await stored();
    const view = rows.find((r) => r.utm_medium === "email");
    const vital = rows.find((r) => r.vital_element !== null);
    const otherwise = rows.find((r) => r.kind === "pageview" && r.utm_medium === null);
    expect(otherwise).toMatchObject({
      utm_campaign: EMAIL_MARK,
      utm_content: EMAIL_MARK,
      utm_term: `call ${PHONE_MARK}`,
    });
    expect(view).toMatchObject({
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: `call ${PHONE_MARK}`,
      utm_content: EMAIL_MARK,
      utm_term: EMAIL_MARK,
    });
    expect(vital).toMatchObject({ vital_element: `form > input[value="${EMAIL_MARK}"]` });
    const everything = JSON.stringify([view, vital, otherwise]);
    for (const personal of ["@example", "@mail", "4567", "＠", "&#64;", "４５６７"])
      expect(everything).not.toContain(personal);
  });

  it("writes the good rows of a batch the database refuses for one row, and logs that row without its values", async () => {
    const { logger, logs } = memoryLogger();
    const queue = createEventQueue(h.db, visitorIds(h.db), logger, {
      flushEveryMs: 3_600_000,
      batchSize: 200,
      maxQueued: 1000,
    });
    const item = (term: string): QueuedEvent => ({
      at: new Date(),
      event: { ...pageview, utm: { term } } as QueuedEvent["event"],
      address: "203.0.113.9",
      userAgent: BROWSER,
    });
    // Pushed straight into the queue, past the endpoint's checks: a lone surrogate and a
    // NUL, which PostgreSQL's text cannot hold.
    for (let i = 0; i < 20; i++) queue.push(item(`ordinary ${i}`));
    queue.push(item(LONE_SURROGATE));
    for (let i = 20; i < 40; i++) queue.push(item(`ordinary ${i}`));
    queue.push(item("nul \u0000 byte"));
    await queue.close();

    const rows = await stored();
    expect(rows.map((r) => r.utm_term).sort()).toEqual(
      Array.from({ length: 40 }, (_, i) => `ordinary ${i}`).sort(),
    );
    expect(queue.stats()).toEqual({ queued: 0, accepted: 42, dropped: 2, written: 40 });
    const refused = logs.filter((l) => l.msg === "analytics event refused by the database");
    expect(refused).toHaveLength(2);
    for (const line of refused) {
      expect(line.level).toBe(40);
      expect((line.error as { code: string }).code).toMatch(/^22/);
    }
    const logged = JSON.stringify(logs);
    for (const visitorData of ["203.0.113.9", "Android", "lone", "nul", "ordinary"])
      expect(logged).not.toContain(visitorData);
  });
});

const withPersonalData = {
  landingPath: "/contact-us?email=ama.mensah@example.com#top",
  referrerHost: "mail.example.com",
  utmSource: "newsletter",
  utmCampaign: "call 024 123 4567",
  utmContent: "kofi@mail.example.gh",
  utmTerm: "ama.mensah@example.com",
};

const masked = {
  landingPath: "/contact-us",
  referrerHost: "mail.example.com",
  utmSource: "newsletter",
  utmMedium: null,
  utmCampaign: `call ${PHONE_MARK}`,
  utmContent: EMAIL_MARK,
  utmTerm: EMAIL_MARK,
};

describe.each(storages)("lead attribution without personal data on $name", ({ kind }) => {
  const h = useHarness(kind, { WEBHOOK_ALLOW_PRIVATE: "1" }, { resetEach: true });
  beforeEach(async () => {
    await h.db.execute(sql.raw("truncate webhook_endpoints, webhook_deliveries, webhook_attempts"));
  });
  const submit = (k: "contact" | "demo", payload: object) =>
    h.backend.leads.submit(k, { ...payload, startedAt: humanStart() }, visitor());

  it("stores the landing page without its query and masks addresses and numbers, in the lead and its webhook", async () => {
    await addEndpoint(
      h.db,
      await loadSecretBox(h.config),
      { url: "http://127.0.0.1:9/hook", events: ["contact.created"], allowPrivate: true },
      OPERATOR,
    );
    expect(
      (await submit("contact", { ...validContact, attribution: withPersonalData })).status,
    ).toBe(201);
    expect((await submit("demo", { ...validDemo, attribution: withPersonalData })).status).toBe(
      201,
    );
    const [contact] = await h.db.select().from(contactMessages);
    expect(contact).toMatchObject(masked);
    const [demo] = await h.db.select().from(demoRequests);
    expect(demo).toMatchObject(masked);
    const [delivery] = await h.db.select().from(webhookDeliveries);
    const attribution = JSON.stringify(
      (JSON.parse(delivery!.payload) as { data: { attribution: unknown } }).data.attribution,
    );
    expect(attribution).toContain('"/contact-us"');
    for (const personal of ["ama.mensah", "kofi@", "4567", "?email"])
      expect(attribution).not.toContain(personal);
  });

  it("drops a landing page whose path names an address or a number, and a field that is not well-formed", async () => {
    for (const landingPath of ["/contact-us/ama%40example.com", "/contact-us/0241234567"]) {
      const attribution = { landingPath, utmSource: LONE_SURROGATE, utmMedium: "email" };
      expect((await submit("contact", { ...validContact, attribution })).status).toBe(201);
    }
    const rows = await h.db.select().from(contactMessages);
    expect(rows.map((r) => [r.landingPath, r.utmSource, r.utmMedium])).toEqual([
      [null, null, "email"],
      [null, null, "email"],
    ]);
  });
});

describe("readAttribution", () => {
  it("keeps every page of the site as a landing page", () => {
    for (const { path } of pages)
      expect(readAttribution({ landingPath: path }).landingPath, path).toBe(path);
  });

  it("cuts a masked value to its column's size, never half a character", () => {
    // 46 units; masked, 99 and then the emoji's two.
    const { utmTerm } = readAttribution({ utmTerm: `${"a@b ".repeat(11)}😀` });
    expect(utmTerm).toBe(`${EMAIL_MARK} `.repeat(11));
  });
});
