import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, webhookDeliveries, webhookEndpoints } from "#server/db/schema.ts";
import { inviteStaff, OPERATOR } from "#server/staff/accounts.server.ts";
import { createSession } from "#server/staff/sessions.server.ts";
import { MAX_ATTEMPTS, webhookId } from "#server/webhooks/worker.ts";
import { validContact } from "../server/support/harness.ts";
import { waitFor } from "../server/support/processes.ts";
import { startReceiver, type Receiver } from "../server/support/webhook-receiver.ts";
import { hasBuild, send } from "./support/built-server.ts";
import { startConsole, type ConsoleUnderTest } from "./support/staff-console.ts";

// Redelivering from the console (issue 20's open point): a delivery that really failed,
// every attempt refused by a real HTTP receiver, is sent again from the endpoint's page and
// arrives, signed, with the same webhook-id. The built server over PostgreSQL, its webhook
// worker polling fast and its retry schedule scaled down to seconds.

describe.skipIf(!hasBuild)("redelivering a failed webhook from the console", () => {
  let app: ConsoleUnderTest;
  let receiver: Receiver;
  let admin = "";

  beforeAll(async () => {
    receiver = await startReceiver();
    app = await startConsole({
      WEBHOOK_ALLOW_PRIVATE: "1",
      WEBHOOK_RETRY_SCALE: "0.00001",
      WEBHOOK_SECRET_KEY: "console-redeliver-test-key-0123456789abcdef",
      OUTBOX_INTERVAL_MS: "100",
      MIN_FILL_MS: "0",
    });
    const { account } = await inviteStaff(app.database.db, {
      email: "hooks-admin@nkabompay.test",
      roles: ["admin"],
      siteUrl: app.origin,
      actor: OPERATOR,
    });
    admin = await createSession(app.database.db, account.id);
  }, 180_000);
  afterAll(async () => {
    await app?.stop();
    await receiver?.close();
  });

  const deliveryRows = () => app.database.db.select().from(webhookDeliveries);

  it("sends a failed delivery again and the receiver gets it, signed, same webhook-id", async () => {
    receiver.answer = () => 500;
    const added = await app.request("POST", "/webhooks", {
      cookie: admin,
      body: `intent=add&url=${encodeURIComponent(`${receiver.url}/hook`)}&events=contact.created`,
    });
    expect(added.status).toBe(200);
    receiver.secrets = [/value="(whsec_[^"]+)"/.exec(added.body)![1]!];
    const [endpointId] = /\/staff\/webhooks\/([0-9a-f-]{36})"/.exec(added.body)!.slice(1);

    const lead = await send(`${app.server.base}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(validContact),
    });
    expect(lead.status).toBeLessThan(300);

    // Every attempt refused: the worker gives up.
    const failed = await waitFor("the delivery to fail for good", async () => {
      const [row] = await deliveryRows();
      return row?.status === "failed" ? row : undefined;
    });
    expect(failed.attempts).toBe(MAX_ATTEMPTS);
    expect(receiver.requests).toHaveLength(MAX_ATTEMPTS);
    expect(receiver.accepted().size).toBe(0);

    const page = await app.request("GET", `/webhooks/${endpointId}`, { cookie: admin });
    expect(page.status).toBe(200);
    expect(page.body).toContain(">failed<");
    expect(page.body).toContain(`name="delivery" value="${failed.id}"`);

    // The receiver is fixed; the admin sends the delivery again from its page.
    receiver.answer = () => 204;
    const again = await app.request("POST", `/webhooks/${endpointId}`, {
      cookie: admin,
      body: `intent=redeliver&delivery=${failed.id}`,
    });
    expect(again.status).toBe(200);
    expect(again.body).toContain("The contact.created delivery is queued to be sent again.");

    const delivered = await waitFor("the delivery to arrive", async () => {
      const [row] = await deliveryRows();
      return row?.status === "delivered" ? row : undefined;
    });
    expect(delivered.id).toBe(failed.id);
    const arrived = receiver.accepted().get(webhookId(failed.id));
    expect(arrived).toHaveLength(1);
    expect(arrived![0]!.verified).toEqual([true]);
    expect(JSON.parse(arrived![0]!.body)).toMatchObject({ type: "contact.created" });
    expect(receiver.requests).toHaveLength(MAX_ATTEMPTS + 1);

    const audit = await app.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "webhook-redelivered"));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorEmail: "hooks-admin@nkabompay.test",
      target: `webhook:${endpointId}`,
    });
    expect(audit[0]!.detail).toMatchObject({ delivery: failed.id, type: "contact.created" });

    // A delivery of another endpoint, or once the endpoint is disabled: nothing is sent.
    const unknown = await app.request("POST", `/webhooks/${endpointId}`, {
      cookie: admin,
      body: "intent=redeliver&delivery=00000000-0000-4000-8000-000000000000",
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toContain("There is no such delivery.");
    const disabled = await app.request("POST", "/webhooks", {
      cookie: admin,
      body: `intent=disable&id=${endpointId}`,
    });
    expect(disabled.status).toBe(200);
    const refused = await app.request("POST", `/webhooks/${endpointId}`, {
      cookie: admin,
      body: `intent=redeliver&delivery=${failed.id}`,
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toContain("This endpoint is disabled: nothing is sent to it.");
    const [after] = await deliveryRows();
    expect(after!.status).toBe("delivered");
  }, 120_000);

  it("enables a disabled endpoint again, audited, with its disabling reason cleared", async () => {
    const [endpoint] = await app.database.db.select().from(webhookEndpoints);
    expect(endpoint).toMatchObject({
      status: "disabled",
      disabledReason: "disabled by an operator",
    });
    const list = await app.request("GET", "/webhooks", { cookie: admin });
    expect(list.body).toContain("Enable again");
    const enabled = await app.request("POST", "/webhooks", {
      cookie: admin,
      body: `intent=enable&id=${endpoint!.id}`,
    });
    expect(enabled.status).toBe(200);
    expect(enabled.body).toContain("is active again; new events are sent to it.");
    const [after] = await app.database.db.select().from(webhookEndpoints);
    expect(after).toMatchObject({ status: "active", disabledReason: null });
    const audit = await app.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "webhook-enabled"));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorEmail: "hooks-admin@nkabompay.test",
      target: `webhook:${endpoint!.id}`,
    });
    const again = await app.request("POST", "/webhooks", {
      cookie: admin,
      body: `intent=enable&id=${endpoint!.id}`,
    });
    expect(again.status).toBe(400);
    expect(again.body).toContain("This endpoint is already active.");
  });

  it("refuses a URL with a line break: 400 with the screen's message, nothing stored", async () => {
    const before = await app.database.db.select().from(webhookEndpoints);
    for (const url of ["https://crm.example/hook\r\nX-Injected: 1", "https://crm.example/a\nb"]) {
      const refused = await app.request("POST", "/webhooks", {
        cookie: admin,
        body: `intent=add&url=${encodeURIComponent(url)}&events=contact.created`,
      });
      expect(refused.status, JSON.stringify(url)).toBe(400);
      expect(refused.body).toContain(
        "The URL does not work: it holds a line break or another control character",
      );
    }
    expect(await app.database.db.select().from(webhookEndpoints)).toEqual(before);
  });
});
