import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { isUuid } from "../db/uuid.ts";
import {
  contactMessages,
  demoRequests,
  leadEvents,
  staffAccounts,
  type LeadKind,
  type LeadStatus,
} from "../db/schema.ts";
import type { Actor } from "./accounts.server.ts";
import { audit } from "./audit-log.server.ts";

export type ContactLead = typeof contactMessages.$inferSelect;
export type DemoLead = typeof demoRequests.$inferSelect;
export type Lead = { kind: "contact"; row: ContactLead } | { kind: "demo"; row: DemoLead };

const tables = { contact: contactMessages, demo: demoRequests } as const;

export function isLeadKind(value: unknown): value is LeadKind {
  return value === "contact" || value === "demo";
}

export { isUuid };

export async function findLead(db: Db, kind: LeadKind, id: string): Promise<Lead | null> {
  if (!isUuid(id)) return null;
  if (kind === "contact") {
    const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
    return row ? { kind, row } : null;
  }
  const [row] = await db.select().from(demoRequests).where(eq(demoRequests.id, id));
  return row ? { kind, row } : null;
}

export interface LeadEvent {
  id: string;
  kind: "note" | "status" | "assignee";
  body: string;
  at: Date;
  actorEmail: string | null;
}

export async function leadHistory(db: Db, kind: LeadKind, id: string): Promise<LeadEvent[]> {
  return db
    .select({
      id: leadEvents.id,
      kind: leadEvents.kind,
      body: leadEvents.body,
      at: leadEvents.at,
      actorEmail: staffAccounts.email,
    })
    .from(leadEvents)
    .leftJoin(staffAccounts, eq(staffAccounts.id, leadEvents.actorId))
    .where(and(eq(leadEvents.leadKind, kind), eq(leadEvents.leadId, id)))
    .orderBy(asc(leadEvents.at), asc(leadEvents.id));
}

/**
 * Changes a lead's status, recording it in the lead's history and the audit log in one
 * transaction. The status it changes from is read (and locked) in that transaction: the
 * screen's copy may be stale when two people work on the lead.
 */
export async function setLeadStatus(
  db: Db,
  lead: Lead,
  status: LeadStatus,
  actor: Actor,
): Promise<void> {
  const table = tables[lead.kind];
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: table.status })
      .from(table)
      .where(eq(table.id, lead.row.id))
      .for("update");
    if (!current || current.status === status) return;
    await tx.update(table).set({ status }).where(eq(table.id, lead.row.id));
    await tx.insert(leadEvents).values({
      leadKind: lead.kind,
      leadId: lead.row.id,
      actorId: actor.id,
      kind: "status",
      body: `${current.status} → ${status}`,
    });
    await audit(tx, {
      actorId: actor.id,
      actorEmail: actor.email,
      action: "lead-status",
      target: `${lead.kind}:${lead.row.id}`,
      detail: { from: current.status, to: status },
    });
  });
}

export async function setLeadAssignee(
  db: Db,
  lead: Lead,
  assignee: { id: string; email: string } | null,
  actor: Actor,
): Promise<void> {
  const table = tables[lead.kind];
  const to = assignee?.id ?? null;
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ assigneeId: table.assigneeId })
      .from(table)
      .where(eq(table.id, lead.row.id))
      .for("update");
    if (!current || current.assigneeId === to) return;
    await tx.update(table).set({ assigneeId: to }).where(eq(table.id, lead.row.id));
    await tx.insert(leadEvents).values({
      leadKind: lead.kind,
      leadId: lead.row.id,
      actorId: actor.id,
      kind: "assignee",
      body: assignee ? `assigned to ${assignee.email}` : "unassigned",
    });
    await audit(tx, {
      actorId: actor.id,
      actorEmail: actor.email,
      action: "lead-assignee",
      target: `${lead.kind}:${lead.row.id}`,
      detail: { to: assignee?.email ?? null },
    });
  });
}

/** Adds a note: notes are only ever added, never edited or removed. */
export async function addLeadNote(db: Db, lead: Lead, body: string, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(leadEvents).values({
      leadKind: lead.kind,
      leadId: lead.row.id,
      actorId: actor.id,
      kind: "note",
      body,
    });
    // The note's text stays out of the audit log: it may hold personal data, and erasure
    // cannot reach the append-only log.
    await audit(tx, {
      actorId: actor.id,
      actorEmail: actor.email,
      action: "lead-note",
      target: `${lead.kind}:${lead.row.id}`,
      detail: { characters: body.length },
    });
  });
}
