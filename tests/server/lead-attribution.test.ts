import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import {
  contactMessages,
  demoRequests,
  subscribers,
  webhookDeliveries,
} from "#server/db/schema.ts";
import { OPERATOR } from "#server/staff/accounts.server.ts";
import { inboxPage } from "#server/staff/lead-inbox.server.ts";
import { addEndpoint } from "#server/webhooks/endpoints.server.ts";
import { loadSecretBox } from "#server/webhooks/setup.ts";
import {
  humanStart,
  storages,
  useHarness,
  validContact,
  validDemo,
  visitor,
} from "./support/harness.ts";

// Issue 32, "Attribution on every lead": where the visit came from is stored with the
// lead, sent on in its webhook, and narrows the staff inbox; a bad value never costs the lead.
const fromNewsletter = {
  landingPath: "/",
  referrerHost: "Mail.Example.com",
  utmSource: "newsletter",
  utmMedium: "email",
  utmCampaign: "nov",
};

const stored = {
  landingPath: "/",
  referrerHost: "mail.example.com",
  utmSource: "newsletter",
  utmMedium: "email",
  utmCampaign: "nov",
  utmContent: null,
  utmTerm: null,
};

describe.each(storages)("lead attribution on $name", ({ kind }) => {
  const h = useHarness(kind, { WEBHOOK_ALLOW_PRIVATE: "1" }, { resetEach: true });
  beforeEach(async () => {
    await h.db.execute(sql.raw("truncate webhook_endpoints, webhook_deliveries, webhook_attempts"));
  });
  const submit = (k: "contact" | "demo" | "subscribe", payload: object) =>
    h.backend.leads.submit(k, { ...payload, startedAt: humanStart() }, visitor());
  const subscribe = async () =>
    addEndpoint(
      h.db,
      await loadSecretBox(h.config),
      {
        url: "http://127.0.0.1:9/hook",
        events: ["contact.created", "demo.created", "subscriber.confirmed"],
        allowPrivate: true,
      },
      OPERATOR,
    );
  const payloadOf = async (type: string) => {
    const [delivery] = await h.db
      .select({ payload: webhookDeliveries.payload })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.eventType, type as "contact.created"));
    return JSON.parse(delivery!.payload) as { version: number; data: Record<string, unknown> };
  };

  it("stores a contact message's and a demo request's attribution and sends it in the webhook", async () => {
    await subscribe();
    const contact = await submit("contact", { ...validContact, attribution: fromNewsletter });
    expect(contact.status).toBe(201);
    const demo = await submit("demo", { ...validDemo, attribution: fromNewsletter });
    expect(demo.status).toBe(201);

    const [row] = await h.db.select().from(contactMessages);
    expect(row).toMatchObject(stored);
    const [demoRow] = await h.db.select().from(demoRequests);
    expect(demoRow).toMatchObject(stored);

    const contactPayload = await payloadOf("contact.created");
    expect(contactPayload.version).toBe(1);
    expect(contactPayload.data.attribution).toEqual(stored);
    expect((await payloadOf("demo.created")).data.attribution).toEqual(stored);
  });

  it("stores a sign-up's attribution and sends it when the address confirms", async () => {
    await subscribe();
    const email = "kofi@example.com";
    expect((await submit("subscribe", { email, attribution: fromNewsletter })).status).toBe(202);
    const [row] = await h.db.select().from(subscribers).where(eq(subscribers.email, email));
    expect(row).toMatchObject(stored);
    expect(await h.backend.leads.confirm(row!.confirmToken!)).toBe("confirmed");
    expect((await payloadOf("subscriber.confirmed")).data.attribution).toEqual(stored);
  });

  it("drops each bad value and keeps the lead and the good values", async () => {
    await subscribe();
    const bad = {
      landingPath: "//evil.example/phish",
      referrerHost: "not a host",
      utmSource: "x".repeat(101),
      utmMedium: 42,
      utmCampaign: "nov\u0000",
      utmContent: "hero-button",
      utmTerm: { $ne: null },
    };
    const outcome = await submit("contact", { ...validContact, attribution: bad });
    expect(outcome.status).toBe(201);
    const [row] = await h.db.select().from(contactMessages);
    expect(row).toMatchObject({
      landingPath: null,
      referrerHost: null,
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
      utmContent: "hero-button",
      utmTerm: null,
    });
    expect((await payloadOf("contact.created")).data.attribution).toMatchObject({
      utmContent: "hero-button",
      landingPath: null,
    });

    // Not an object at all: the lead is stored without any.
    for (const attribution of ["utm_source=x", [fromNewsletter], 7]) {
      const again = await submit("demo", { ...validDemo, attribution });
      expect(again.status).toBe(201);
    }
    const demos = await h.db.select().from(demoRequests);
    expect(demos).toHaveLength(3);
    for (const demo of demos) expect(demo.utmSource).toBeNull();
  });

  it("takes the attribution a form posted without JavaScript has from its page's address", async () => {
    const viaMeta = await h.backend.leads.submit(
      "demo",
      // What the page's address says wins over anything in the body.
      { ...validDemo, startedAt: humanStart(), attribution: { utmSource: "forged" } },
      visitor({ attribution: { landingPath: "/contact-us", utmSource: "flyer" } }),
    );
    expect(viaMeta.status).toBe(201);
    const [row] = await h.db.select().from(demoRequests);
    expect(row).toMatchObject({ landingPath: "/contact-us", utmSource: "flyer" });
  });

  it("narrows the inbox by source (UTM source, else referrer, else direct) and by campaign", async () => {
    await submit("contact", { ...validContact, attribution: fromNewsletter });
    await submit("demo", {
      ...validDemo,
      attribution: { landingPath: "/", referrerHost: "www.google.com" },
    });
    await submit("contact", { ...validContact, firstName: "Direct" });
    const names = async (filter: Parameters<typeof inboxPage>[1]) =>
      (await inboxPage(h.db, filter)).rows.map((r) => r.name).sort();
    expect(await names({ source: "Newsletter" })).toEqual(["Ama Mensah"]);
    expect(await names({ source: "www.google.com" })).toEqual([validDemo.formData.name]);
    expect(await names({ source: "(direct)" })).toEqual(["Direct Mensah"]);
    expect(await names({ campaign: "NOV" })).toEqual(["Ama Mensah"]);
    expect(await names({ campaign: "dec" })).toEqual([]);
  });
});
