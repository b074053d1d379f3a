import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  subscribers,
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
} from "#server/db/schema.ts";
import { forgetEmail } from "#server/leads/forget.ts";
import { OPERATOR } from "#server/staff/accounts.server.ts";
import { addEndpoint, disableEndpoint, rotateSecret } from "#server/webhooks/endpoints.server.ts";
import { emitWebhookEvent } from "#server/webhooks/events.ts";
import { loadSecretBox } from "#server/webhooks/setup.ts";
import { createWebhookWorker, MAX_ATTEMPTS, webhookId } from "#server/webhooks/worker.ts";
import {
  count,
  humanStart,
  memoryLogger,
  storages,
  useHarness,
  validContact,
  validDemo,
  visitor,
} from "./support/harness.ts";
import { startReceiver, type Receiver } from "./support/webhook-receiver.ts";

const allEvents = [
  "contact.created",
  "demo.created",
  "subscriber.confirmed",
  "subscriber.unsubscribed",
  "person.erased",
] as const;

interface Payload {
  type: string;
  timestamp: string;
  version: number;
  data: Record<string, unknown>;
}

describe.each(storages)("webhooks on $name", ({ kind }) => {
  const h = useHarness(
    kind,
    { WEBHOOK_ALLOW_PRIVATE: "1", WEBHOOK_TIMEOUT_MS: "2000" },
    { resetEach: true },
  );
  let receiver: Receiver;

  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver?.close();
  });
  beforeEach(async () => {
    await h.db.execute(sql.raw("truncate webhook_endpoints, webhook_deliveries, webhook_attempts"));
    receiver.requests.length = 0;
    receiver.answer = () => 204;
  });

  const box = () => loadSecretBox(h.config);
  const add = async (events: readonly string[] = allEvents, url = receiver.url) => {
    const endpoint = await addEndpoint(
      h.db,
      await box(),
      { url, events: events as (typeof allEvents)[number][], allowPrivate: true },
      OPERATOR,
    );
    receiver.secrets = [endpoint.secret];
    return endpoint;
  };
  const submit = (k: "contact" | "demo" | "subscribe", payload: object) =>
    h.backend.leads.submit(k, { ...payload, startedAt: humanStart() }, visitor());
  const deliverAll = async () => {
    while ((await h.backend.webhooks.runOnce()) > 0);
  };
  const bodies = () => receiver.requests.map((r) => JSON.parse(r.body) as Payload);

  it("delivers all five events, each signed as the reference library expects", async () => {
    await add();
    expect((await submit("contact", validContact)).status).toBe(201);
    expect((await submit("demo", validDemo)).status).toBe(201);
    const email = "adwoa@example.com";
    await submit("subscribe", { email });
    const [sub] = await h.db.select().from(subscribers).where(eq(subscribers.email, email));
    expect(await h.backend.leads.confirm(sub!.confirmToken!)).toBe("confirmed");
    expect(await h.backend.leads.unsubscribe(sub!.unsubscribeToken)).toBe("unsubscribed");
    await deliverAll();
    // The erasure deletes the deliveries about the address; deliver first, as in real life.
    await forgetEmail(h.db, email);
    await deliverAll();

    // Delivered concurrently: in any order.
    expect(
      bodies()
        .map((b) => b.type)
        .sort(),
    ).toEqual([...allEvents].sort());
    expect(receiver.requests.every((r) => r.verified.every(Boolean))).toBe(true);
    expect(receiver.requests.every((r) => /^msg_[0-9a-f]{32}$/.test(r.id))).toBe(true);
    const byType = (type: string) => bodies().find((b) => b.type === type)!;
    const [contact, demo, confirmed, unsubscribed, erased] = allEvents.map(byType);
    expect(contact).toMatchObject({
      version: 1,
      data: {
        firstName: "Ama",
        lastName: "Mensah",
        email: validContact.email,
        phone: validContact.phone,
        message: validContact.message,
      },
    });
    expect(contact!.data).not.toHaveProperty("agreeToPolicy");
    expect(demo!.data).toMatchObject({ ...validDemo.formData, product: "banking" });
    expect(confirmed!.data).toMatchObject({ id: sub!.id, email });
    expect(unsubscribed!.data).toMatchObject({ id: sub!.id, email });
    expect(erased!.data).toEqual({ email });
    for (const body of bodies()) expect(Number.isNaN(Date.parse(body.timestamp))).toBe(false);
  });

  it("sends only the events an endpoint asked for, and none to a disabled one", async () => {
    const demosOnly = await add(["demo.created"]);
    await submit("contact", validContact);
    expect(await count(h.db, "webhook_deliveries")).toBe(0);
    await disableEndpoint(h.db, demosOnly.id, OPERATOR);
    await submit("demo", validDemo);
    expect(await count(h.db, "webhook_deliveries")).toBe(0);
  });

  it("writes the delivery in the event's transaction: a rollback leaves none", async () => {
    await add();
    await expect(
      h.db.transaction(async (tx) => {
        await emitWebhookEvent(tx, { type: "person.erased", data: { email: "x@example.com" } });
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await count(h.db, "webhook_deliveries")).toBe(0);
  });

  it("signs with both secrets during a rotation, and both verify", async () => {
    const endpoint = await add(["contact.created"]);
    const old = endpoint.secret;
    const rotated = await rotateSecret(h.db, await box(), endpoint.id, OPERATOR);
    receiver.secrets = [old, rotated!.secret];
    await submit("contact", validContact);
    await deliverAll();
    const [request] = receiver.requests;
    expect(request!.signature.split(" ")).toHaveLength(2);
    expect(request!.verified).toEqual([true, true]);
  });

  it("keeps the secret sealed: a dump of the table does not contain it", async () => {
    const { secret } = await add();
    const dump = JSON.stringify(
      ((await h.db.execute(sql.raw("select * from webhook_endpoints"))) as { rows: unknown[] })
        .rows,
    );
    expect(dump).not.toContain(secret);
    expect(dump).not.toContain(secret.slice("whsec_".length, 30));
  });

  it("retries on the schedule, keeps the webhook-id, counts only 2xx", async () => {
    await add(["contact.created"]);
    receiver.answer = (_r, i) => (i === 0 ? 503 : i === 1 ? 302 : 200);
    await submit("contact", validContact);
    await deliverAll();
    const [row] = await h.db.select().from(webhookDeliveries);
    expect(row).toMatchObject({ status: "pending", attempts: 1, lastStatus: 503 });
    const [attempt] = await h.db.select().from(webhookAttempts);
    const wait = (row!.nextAttemptAt.getTime() - attempt!.createdAt.getTime()) / 1000;
    // 5 s - 20 % jitter at least; the upper bound is generous for a slow machine.
    expect(wait).toBeGreaterThanOrEqual(4);
    expect(wait).toBeLessThan(60);
    for (let i = 0; i < 2; i++) {
      await h.db.update(webhookDeliveries).set({ nextAttemptAt: new Date(Date.now() - 1000) });
      await deliverAll();
    }
    const [done] = await h.db.select().from(webhookDeliveries);
    expect(done).toMatchObject({ status: "delivered", attempts: 3, lastStatus: 200 });
    expect(receiver.requests.map((r) => r.answered)).toEqual([503, 302, 200]);
    expect(new Set(receiver.requests.map((r) => r.id))).toEqual(new Set([webhookId(done!.id)]));
  });

  it("gives up after the tenth attempt", async () => {
    await add(["contact.created"]);
    receiver.answer = () => 500;
    await submit("contact", validContact);
    for (let i = 0; i < MAX_ATTEMPTS + 2; i++) {
      await h.db.update(webhookDeliveries).set({ nextAttemptAt: new Date(Date.now() - 1000) });
      await deliverAll();
    }
    const [row] = await h.db.select().from(webhookDeliveries);
    expect(row).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS });
    expect(receiver.requests).toHaveLength(MAX_ATTEMPTS);
  });

  it("disables the endpoint on 410 Gone and gives up what was queued for it", async () => {
    const endpoint = await add(["contact.created"]);
    receiver.answer = () => 410;
    await submit("contact", validContact);
    await submit("contact", { ...validContact, email: "kofi@example.com" });
    await deliverAll();
    const [row] = await h.db.select().from(webhookEndpoints);
    expect(row).toMatchObject({ id: endpoint.id, status: "disabled" });
    expect(receiver.requests.length).toBeLessThanOrEqual(2);
    const statuses = (await h.db.select().from(webhookDeliveries)).map((d) => d.status);
    expect(statuses).toEqual(["failed", "failed"]);
    await submit("contact", validContact);
    expect(await count(h.db, "webhook_deliveries")).toBe(2);
  });

  it("two workers never deliver the same row twice", async () => {
    await add(["contact.created"]);
    for (let i = 0; i < 12; i++) await submit("contact", { ...validContact, message: `No. ${i}` });
    const { logger } = memoryLogger();
    const workers = [0, 1].map(async () =>
      createWebhookWorker({
        db: h.db,
        box: await box(),
        logger,
        intervalMs: 600_000,
        timeoutMs: 2000,
        allowPrivate: true,
        concurrency: 3,
      }),
    );
    const [a, b] = await Promise.all(workers);
    for (let i = 0; i < 10; i++) await Promise.all([a!.runOnce(), b!.runOnce()]);
    expect(receiver.requests).toHaveLength(12);
    expect(new Set(receiver.requests.map((r) => r.id)).size).toBe(12);
  });

  it("takes over a delivery whose worker died only when its lease ran out", async () => {
    await add(["contact.created"]);
    receiver.answer = () => 204;
    await submit("contact", validContact);
    // What a worker killed mid-delivery leaves: the row claimed, its lease running.
    const leased = { status: "sending" as const, attempts: 1 };
    await h.db
      .update(webhookDeliveries)
      .set({ ...leased, lockedUntil: new Date(Date.now() + 60_000) });
    await deliverAll();
    expect(receiver.requests).toHaveLength(0);
    await h.db
      .update(webhookDeliveries)
      .set({ ...leased, lockedUntil: new Date(Date.now() - 1000) });
    await deliverAll();
    expect(receiver.requests).toHaveLength(1);
    const [row] = await h.db.select().from(webhookDeliveries);
    expect(row).toMatchObject({ status: "delivered", attempts: 2 });
  });

  it("leaves the queue of an endpoint disabled after queueing, and fails an abandoned last attempt", async () => {
    const endpoint = await add(["contact.created"]);
    await submit("contact", validContact);
    // As a delivery queued while the endpoint was being disabled finds it: no worker takes it.
    await h.db
      .update(webhookEndpoints)
      .set({ status: "disabled" })
      .where(eq(webhookEndpoints.id, endpoint.id));
    await deliverAll();
    expect(receiver.requests).toHaveLength(0);
    const [queued] = await h.db.select().from(webhookDeliveries);
    expect(queued).toMatchObject({ status: "pending", attempts: 0 });

    // A worker killed during the last allowed attempt: its lease runs out, the row fails.
    await h.db.update(webhookDeliveries).set({
      status: "sending",
      attempts: MAX_ATTEMPTS,
      lockedUntil: new Date(Date.now() - 1000),
    });
    await deliverAll();
    const [abandoned] = await h.db.select().from(webhookDeliveries);
    expect(abandoned).toMatchObject({
      status: "failed",
      lockedUntil: null,
      lastError: "delivery lease expired",
    });
  });

  it("puts every leased delivery back in the queue at start-up", async () => {
    await add(["contact.created"]);
    await submit("contact", validContact);
    await h.db
      .update(webhookDeliveries)
      .set({ status: "sending", attempts: 1, lockedUntil: new Date(Date.now() + 60_000) });
    expect(await h.backend.webhooks.reclaimLeases()).toBe(1);
    const [row] = await h.db.select().from(webhookDeliveries);
    expect(row).toMatchObject({ status: "pending", lockedUntil: null, attempts: 1 });
    await deliverAll();
    expect(receiver.requests).toHaveLength(1);
  });

  it("an erasure deletes the queued deliveries about the address", async () => {
    await add(["contact.created", "person.erased"]);
    receiver.answer = () => 503;
    await submit("contact", validContact);
    expect(await count(h.db, "webhook_deliveries")).toBe(1);
    expect(await forgetEmail(h.db, validContact.email)).toMatchObject({ contacts: 1 });
    const rows = await h.db.select().from(webhookDeliveries);
    expect(rows.map((r) => r.eventType)).toEqual(["person.erased"]);
    expect(JSON.parse(rows[0]!.payload).data).toEqual({ email: validContact.email });
  });

  it("logs no secret, URL or lead data", async () => {
    const { secret } = await add();
    receiver.answer = (_r, i) => (i === 0 ? 500 : 204);
    await submit("contact", validContact);
    await deliverAll();
    const logs = JSON.stringify(h.logs);
    for (const secretish of [secret, validContact.email, "Mensah", "t0ken-in-path", "+233"]) {
      expect(logs).not.toContain(secretish);
    }
    expect(logs).toContain("webhook delivery failed; will retry");
  });
});
