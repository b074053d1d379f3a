import { and, eq, inArray, or } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import {
  contactMessages,
  demoRequests,
  leadEvents,
  mailOutbox,
  subscribers,
} from "../db/schema.ts";
import { forgetEmail, type Forgotten } from "../leads/forget.ts";
import type { Actor } from "./accounts.server.ts";
import { audit, recordEvent, type AuditEntry } from "./audit-log.server.ts";
import { addressHash } from "./secrets.ts";

/** Everything held about one address (Act 843 access request), table by table. */
export interface HeldData {
  email: string;
  subscribers: Record<string, unknown>[];
  contactMessages: Record<string, unknown>[];
  demoRequests: Record<string, unknown>[];
  leadNotesAndHistory: Record<string, unknown>[];
  mail: Record<string, unknown>[];
}

export function heldCount(data: HeldData): number {
  return (
    data.subscribers.length +
    data.contactMessages.length +
    data.demoRequests.length +
    data.leadNotesAndHistory.length +
    data.mail.length
  );
}

export async function findHeldData(db: Db, email: string): Promise<HeldData> {
  const address = email.trim().toLowerCase();
  const subs = await db.select().from(subscribers).where(eq(subscribers.email, address));
  const contacts = await db
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.email, address));
  const demos = await db.select().from(demoRequests).where(eq(demoRequests.email, address));
  const leadIds = [...contacts, ...demos].map((r) => r.id);
  const events =
    leadIds.length > 0
      ? await db.select().from(leadEvents).where(inArray(leadEvents.leadId, leadIds))
      : [];
  const mail = await db
    .select({
      id: mailOutbox.id,
      kind: mailOutbox.kind,
      toAddress: mailOutbox.toAddress,
      replyTo: mailOutbox.replyTo,
      subject: mailOutbox.subject,
      textBody: mailOutbox.textBody,
      status: mailOutbox.status,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
    })
    .from(mailOutbox)
    .where(
      or(
        eq(mailOutbox.toAddress, address),
        eq(mailOutbox.replyTo, address),
        leadIds.length > 0 || subs.length > 0
          ? inArray(mailOutbox.leadId, [...leadIds, ...subs.map((s) => s.id)])
          : undefined,
      ),
    );
  // Secrets of the newsletter links are not the person's data and would work as links.
  const safeSubs = subs.map(({ confirmToken: _c, unsubscribeToken: _u, ...rest }) => rest);
  return {
    email: address,
    subscribers: safeSubs,
    contactMessages: contacts,
    demoRequests: demos,
    leadNotesAndHistory: events,
    mail,
  };
}

/** What a request did with an address, for the audit log: its hash, never the address. */
function requestEntry<A extends AuditEntry["action"]>(
  actor: Actor,
  action: A,
  email: string,
  detail: Record<string, unknown>,
) {
  return {
    actorId: actor.id,
    actorEmail: actor.email,
    action,
    target: `sha256:${addressHash(email)}`,
    detail,
  };
}

/** Records a search for, or an export of, what is held about an address (a read). */
export async function auditRequest(
  db: Db,
  actor: Actor,
  action: "request-search" | "export",
  email: string,
  detail: Record<string, unknown>,
): Promise<void> {
  await recordEvent(db, requestEntry(actor, action, email, detail));
}

/**
 * Erases an address as `npm run leads -- forget` does (forget.ts), and the notes and
 * history staff wrote on its leads, in one transaction.
 */
export async function eraseAddress(db: Db, email: string, actor: Actor): Promise<Forgotten> {
  const address = email.trim().toLowerCase();
  const gone = await db.transaction(async (tx) => {
    const contacts = await tx
      .select({ id: contactMessages.id })
      .from(contactMessages)
      .where(eq(contactMessages.email, address));
    const demos = await tx
      .select({ id: demoRequests.id })
      .from(demoRequests)
      .where(eq(demoRequests.email, address));
    const forgotten = await forgetEmail(tx as unknown as Db, address);
    if (contacts.length > 0) {
      await tx.delete(leadEvents).where(
        and(
          eq(leadEvents.leadKind, "contact"),
          inArray(
            leadEvents.leadId,
            contacts.map((c) => c.id),
          ),
        ),
      );
    }
    if (demos.length > 0) {
      await tx.delete(leadEvents).where(
        and(
          eq(leadEvents.leadKind, "demo"),
          inArray(
            leadEvents.leadId,
            demos.map((c) => c.id),
          ),
        ),
      );
    }
    await audit(tx, requestEntry(actor, "erasure", address, { ...forgotten }));
    return forgotten;
  });
  return gone;
}
