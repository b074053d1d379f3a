import { eq } from "drizzle-orm";
import {
  storedAttribution,
  type Attribution,
  type StoredAttribution,
} from "#app/lib/forms/attribution.ts";
import type { ContactInput, DemoInput } from "#app/lib/forms/schemas.ts";
import type { Db } from "../db/database.ts";
import { webhookDeliveries, webhookEndpoints, type WebhookEventType } from "../db/schema.ts";

/**
 * The events and their payloads (version 1, documented field by field in
 * docs/webhooks.md). A field may be added within a version; renaming or removing one
 * makes a new version.
 */
export const PAYLOAD_VERSION = 1;

export interface ContactCreated {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  message: string;
  source: string | null;
  /** Where the visit came from; each field null when it did not say. */
  attribution: StoredAttribution;
  receivedAt: string;
}

export interface DemoCreated {
  id: string;
  product: string;
  name: string;
  email: string;
  phone: string;
  company: string;
  jobTitle: string;
  industry: string;
  source: string | null;
  attribution: StoredAttribution;
  receivedAt: string;
}

export interface SubscriberConfirmed {
  id: string;
  email: string;
  source: string | null;
  attribution: StoredAttribution;
  consentedAt: string;
}

export interface SubscriberUnsubscribed {
  id: string;
  email: string;
  unsubscribedAt: string;
}

/** Only the address: a receiver erases what it holds about it. */
export interface PersonErased {
  email: string;
}

export type WebhookEvent =
  | { type: "contact.created"; data: ContactCreated }
  | { type: "demo.created"; data: DemoCreated }
  | { type: "subscriber.confirmed"; data: SubscriberConfirmed }
  | { type: "subscriber.unsubscribed"; data: SubscriberUnsubscribed }
  | { type: "person.erased"; data: PersonErased };

interface StoredRow {
  id: string;
  createdAt: Date;
}

// Field by field, not a spread: a field added to a form does not leave the site unnoticed.
export function contactCreated(
  row: StoredRow,
  d: ContactInput,
  source: string | null,
  attribution: Attribution,
): WebhookEvent {
  const { firstName, lastName, email, phone, message } = d;
  const data = {
    ...{ id: row.id, firstName, lastName, email, phone, message, source },
    attribution: storedAttribution(attribution),
  };
  return { type: "contact.created", data: { ...data, receivedAt: row.createdAt.toISOString() } };
}

export function demoCreated(
  row: StoredRow,
  d: DemoInput & { product: string },
  source: string | null,
  attribution: Attribution,
): WebhookEvent {
  const { product, name, email, phone, company, jobTitle, industry } = d;
  const data = {
    ...{ id: row.id, product, name, email, phone, company, jobTitle, industry, source },
    attribution: storedAttribution(attribution),
  };
  return { type: "demo.created", data: { ...data, receivedAt: row.createdAt.toISOString() } };
}

export function payloadOf(event: WebhookEvent, at: Date): string {
  return JSON.stringify({
    type: event.type,
    timestamp: at.toISOString(),
    version: PAYLOAD_VERSION,
    data: event.data,
  });
}

/**
 * Queues the event for every active endpoint that subscribed to its type. Call it with
 * the transaction that makes the change: the change and its deliveries commit together.
 */
export async function emitWebhookEvent(tx: Db, event: WebhookEvent, at = new Date()) {
  const endpoints = await tx
    .select({ id: webhookEndpoints.id, events: webhookEndpoints.events })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.status, "active"));
  const targets = endpoints.filter((e) => e.events.includes(event.type as WebhookEventType));
  if (targets.length === 0) return 0;
  const payload = payloadOf(event, at);
  // The erasure notice itself is not "about" the address: a second erasure must not delete it.
  const subjectEmail = event.type === "person.erased" ? null : event.data.email;
  await tx.insert(webhookDeliveries).values(
    targets.map((e) => ({
      endpointId: e.id,
      eventType: event.type,
      payload,
      subjectEmail,
    })),
  );
  return targets.length;
}

/** An erasure deletes every queued or sent delivery about the address. */
export async function forgetWebhookDeliveries(tx: Db, address: string): Promise<number> {
  const gone = await tx
    .delete(webhookDeliveries)
    .where(eq(webhookDeliveries.subjectEmail, address))
    .returning({ id: webhookDeliveries.id });
  return gone.length;
}
