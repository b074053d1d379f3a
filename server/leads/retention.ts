import { and, eq, inArray, lt, or, sql } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { contactMessages, demoRequests, mailOutbox, subscribers } from "../db/schema.ts";

/**
 * Deletes what is past its retention period (docs/data-protection.md, "Retention"): old
 * contact messages and demo requests with their mail, sent mail, and addresses that
 * unsubscribed a while ago. One transaction, so a dry run can roll it back.
 */
export interface RetentionPeriods {
  /** Contact messages and demo requests, from when they were received. */
  leadsMonths: number;
  /** Outbox rows, from when they were sent. */
  sentMailDays: number;
  /** Unsubscribed addresses, from when they unsubscribed. */
  unsubscribedDays: number;
}

/** The suggestion in docs/data-protection.md: confirm it with your data-protection officer. */
export const suggestedRetention: RetentionPeriods = {
  leadsMonths: 24,
  sentMailDays: 90,
  unsubscribedDays: 30,
};

export interface Pruned {
  contacts: number;
  demos: number;
  subscribers: number;
  mails: number;
}

/** Thrown to roll a dry run's transaction back, carrying what it would have deleted. */
class DryRun extends Error {
  readonly pruned: Pruned;
  constructor(pruned: Pruned) {
    super("dry run");
    this.pruned = pruned;
  }
}

export async function applyRetention(
  db: Db,
  periods: RetentionPeriods,
  options: { dryRun?: boolean } = {},
): Promise<Pruned> {
  const leadsBefore = sql`now() - make_interval(months => ${periods.leadsMonths})`;
  try {
    return await db.transaction(async (tx) => {
      const contacts = await tx
        .delete(contactMessages)
        .where(lt(contactMessages.createdAt, leadsBefore))
        .returning({ id: contactMessages.id });
      const demos = await tx
        .delete(demoRequests)
        .where(lt(demoRequests.createdAt, leadsBefore))
        .returning({ id: demoRequests.id });
      const gone = await tx
        .delete(subscribers)
        .where(
          and(
            eq(subscribers.status, "unsubscribed"),
            lt(
              subscribers.unsubscribedAt,
              sql`now() - make_interval(days => ${periods.unsubscribedDays})`,
            ),
          ),
        )
        .returning({ id: subscribers.id });
      const leadIds = [...contacts, ...demos, ...gone].map((r) => r.id);
      const mails = await tx
        .delete(mailOutbox)
        .where(
          or(
            and(
              eq(mailOutbox.status, "sent"),
              lt(mailOutbox.sentAt, sql`now() - make_interval(days => ${periods.sentMailDays})`),
            ),
            leadIds.length > 0 ? inArray(mailOutbox.leadId, leadIds) : undefined,
          ),
        )
        .returning({ id: mailOutbox.id });
      const pruned = {
        contacts: contacts.length,
        demos: demos.length,
        subscribers: gone.length,
        mails: mails.length,
      };
      if (options.dryRun) throw new DryRun(pruned);
      return pruned;
    });
  } catch (error) {
    if (error instanceof DryRun) return error.pruned;
    throw error;
  }
}
