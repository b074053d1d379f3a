import { randomUUID } from "node:crypto";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import {
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
  webhookEventTypes,
  type WebhookEventType,
} from "../db/schema.ts";
import type { Actor } from "../staff/accounts.server.ts";
import { audit, type AuditAction, type Tx } from "../staff/audit-log.server.ts";
import { checkUrl } from "./address-guard.ts";
import type { SecretBox } from "./secret-box.ts";
import { newSigningSecret } from "./signing.ts";

/**
 * Managing endpoints: what `npm run webhooks` does, and what a staff console calls. The
 * secret is shown once, when created or rotated; the database holds it sealed. Every
 * change is written to the audit log in its own transaction, whoever makes it.
 */

/** After a rotation the old secret keeps signing this long, so receivers can switch. */
export const ROTATION_OVERLAP_MS = 24 * 60 * 60_000;

export class EndpointInputError extends Error {}

export interface EndpointSummary {
  id: string;
  url: string;
  events: WebhookEventType[];
  status: "active" | "disabled";
  disabledReason: string | null;
  /** Until when the previous secret still signs (after a rotation). */
  previousSecretUntil: string | null;
  createdAt: string;
}

/** Records a change to an endpoint: who, which endpoint, what; never a secret. */
function record(
  tx: Tx,
  actor: Actor,
  action: AuditAction,
  endpointId: string,
  detail: Record<string, unknown>,
) {
  return audit(tx, {
    actorId: actor.id,
    actorEmail: actor.email,
    action,
    target: `webhook:${endpointId}`,
    detail,
  });
}

export function parseEvents(list: string): WebhookEventType[] {
  const names = list
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  if (names.length === 0) throw new EndpointInputError("name at least one event");
  const unknown = names.filter((n) => !(webhookEventTypes as readonly string[]).includes(n));
  if (unknown.length > 0) {
    throw new EndpointInputError(
      `unknown event ${unknown.map((u) => `"${u}"`).join(", ")}; the events are ${webhookEventTypes.join(", ")}`,
    );
  }
  return [...new Set(names)] as WebhookEventType[];
}

/** Creates an endpoint; returns its id and its secret (the only time it is shown). */
export async function addEndpoint(
  db: Db,
  box: SecretBox,
  input: { url: string; events: WebhookEventType[]; allowPrivate: boolean },
  actor: Actor,
): Promise<{ id: string; secret: string }> {
  try {
    checkUrl(input.url, input.allowPrivate);
  } catch (error) {
    throw new EndpointInputError(`--url: ${(error as Error).message}`);
  }
  if (input.url.length > 2000) throw new EndpointInputError("--url is longer than 2000 characters");
  if (input.events.length === 0) throw new EndpointInputError("name at least one event");
  const id = randomUUID();
  const secret = newSigningSecret();
  await db.transaction(async (tx) => {
    await tx.insert(webhookEndpoints).values({
      id,
      url: input.url,
      events: input.events,
      secret: box.seal(secret, id),
    });
    await record(tx, actor, "webhook-added", id, { url: input.url, events: input.events });
  });
  return { id, secret };
}

export async function listEndpoints(db: Db): Promise<EndpointSummary[]> {
  const rows = await db.select().from(webhookEndpoints).orderBy(webhookEndpoints.createdAt);
  return rows.map((r) => ({
    id: r.id,
    url: r.url,
    events: r.events,
    status: r.status,
    disabledReason: r.disabledReason,
    previousSecretUntil:
      r.previousSecretUntil && r.previousSecretUntil.getTime() > Date.now()
        ? r.previousSecretUntil.toISOString()
        : null,
    createdAt: r.createdAt.toISOString(),
  }));
}

/** Stops deliveries to the endpoint; what is queued for it is given up. */
export async function disableEndpoint(
  db: Db,
  id: string,
  actor: Actor,
  reason = "disabled by an operator",
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(webhookEndpoints)
      .set({ status: "disabled", disabledReason: reason, updatedAt: sql`now()` })
      .where(eq(webhookEndpoints.id, id))
      .returning({ url: webhookEndpoints.url });
    if (!row) return false;
    await record(tx, actor, "webhook-disabled", id, { url: row.url });
    await tx
      .update(webhookDeliveries)
      .set({ status: "failed", lockedUntil: null, lastError: "endpoint disabled" })
      .where(
        and(
          eq(webhookDeliveries.endpointId, id),
          inArray(webhookDeliveries.status, ["pending", "sending"]),
        ),
      );
    return true;
  });
}

/**
 * Sends to a disabled endpoint again (after its receiver is fixed): it starts afresh, with
 * its disabling reason cleared. Deliveries given up meanwhile stay failed; redeliver them
 * one by one if the receiver needs them.
 */
export async function enableEndpoint(
  db: Db,
  id: string,
  actor: Actor,
): Promise<"enabled" | "active" | "unknown"> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(webhookEndpoints)
      .set({ status: "active", disabledReason: null, updatedAt: sql`now()` })
      .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.status, "disabled")))
      .returning({ url: webhookEndpoints.url });
    if (!row) {
      const [known] = await tx
        .select({ id: webhookEndpoints.id })
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.id, id));
      return known ? "active" : "unknown";
    }
    await record(tx, actor, "webhook-enabled", id, { url: row.url });
    return "enabled";
  });
}

/**
 * A new secret signs from now on; the old one signs alongside it for ROTATION_OVERLAP_MS,
 * so a receiver that still has the old one keeps verifying until it switches.
 */
export async function rotateSecret(
  db: Db,
  box: SecretBox,
  id: string,
  actor: Actor,
  now = Date.now(),
): Promise<{ secret: string; previousValidUntil: string } | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, id))
      .for("update");
    if (!row) return null;
    const secret = newSigningSecret();
    const until = new Date(now + ROTATION_OVERLAP_MS);
    await tx
      .update(webhookEndpoints)
      .set({
        secret: box.seal(secret, id),
        // Re-sealed as is: the stored ciphertext of the old secret becomes the previous one.
        previousSecret: row.secret,
        previousSecretUntil: until,
        updatedAt: sql`now()`,
      })
      .where(eq(webhookEndpoints.id, id));
    const previousValidUntil = until.toISOString();
    await record(tx, actor, "webhook-secret-rotated", id, { url: row.url, previousValidUntil });
    return { secret, previousValidUntil };
  });
}

export interface DeliveryReport {
  id: string;
  type: string;
  status: string;
  attempts: number;
  lastStatus: number | null;
  lastError: string | null;
  nextAttemptAt: string | null;
  createdAt: string;
  tries: {
    attempt: number;
    at: string;
    statusCode: number | null;
    durationMs: number;
    error: string | null;
  }[];
}

/** The endpoint's most recent deliveries, each with its attempts (status and timing). */
export async function recentDeliveries(
  db: Db,
  endpointId: string,
  limit = 20,
): Promise<DeliveryReport[]> {
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.createdAt))
    .limit(limit);
  if (rows.length === 0) return [];
  const tries = await db
    .select()
    .from(webhookAttempts)
    .where(
      inArray(
        webhookAttempts.deliveryId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(webhookAttempts.createdAt);
  return rows.map((r) => ({
    id: r.id,
    type: r.eventType,
    status: r.status,
    attempts: r.attempts,
    lastStatus: r.lastStatus,
    lastError: r.lastError,
    nextAttemptAt: r.status === "pending" ? r.nextAttemptAt.toISOString() : null,
    createdAt: r.createdAt.toISOString(),
    tries: tries
      .filter((t) => t.deliveryId === r.id)
      .map((t) => ({
        attempt: t.attempt,
        at: t.createdAt.toISOString(),
        statusCode: t.statusCode,
        durationMs: t.durationMs,
        error: t.error,
      })),
  }));
}

/**
 * Sends a delivery again, with the same webhook-id (a receiver that has it already drops
 * it) and a fresh set of attempts. Refused while its endpoint is disabled.
 */
export async function redeliver(
  db: Db,
  deliveryId: string,
  actor: Actor,
): Promise<"queued" | "unknown" | "disabled"> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        endpointId: webhookDeliveries.endpointId,
        type: webhookDeliveries.eventType,
        endpointStatus: webhookEndpoints.status,
      })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(eq(webhookDeliveries.id, deliveryId))
      .for("update");
    if (!row) return "unknown";
    if (row.endpointStatus !== "active") return "disabled";
    await tx
      .update(webhookDeliveries)
      .set({ status: "pending", attempts: 0, lockedUntil: null, nextAttemptAt: sql`now()` })
      .where(eq(webhookDeliveries.id, deliveryId));
    await record(tx, actor, "webhook-redelivered", row.endpointId, {
      delivery: deliveryId,
      type: row.type,
    });
    return "queued";
  });
}
