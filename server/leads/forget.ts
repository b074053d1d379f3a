import { eq, inArray, or } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { contactMessages, demoRequests, mailOutbox, subscribers } from "../db/schema.ts";
import { emitWebhookEvent, forgetWebhookDeliveries } from "../webhooks/events.ts";

export interface Forgotten {
  subscribers: number;
  contacts: number;
  demos: number;
  mails: number;
}

/**
 * Erases everything stored about one e-mail address (a data subject's request under
 * Act 843): subscription, contact messages, demo requests and their queued or sent mail,
 * in one transaction. Addresses are stored lower-cased, so the match is exact. Webhook
 * deliveries about the address go too, and connected systems are told (`person.erased`).
 */
export async function forgetEmail(db: Db, email: string): Promise<Forgotten> {
  const address = email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const subs = await tx
      .delete(subscribers)
      .where(eq(subscribers.email, address))
      .returning({ id: subscribers.id });
    const contacts = await tx
      .delete(contactMessages)
      .where(eq(contactMessages.email, address))
      .returning({ id: contactMessages.id });
    const demos = await tx
      .delete(demoRequests)
      .where(eq(demoRequests.email, address))
      .returning({ id: demoRequests.id });
    const leadIds = [...subs, ...contacts, ...demos].map((r) => r.id);
    const mails = await tx
      .delete(mailOutbox)
      .where(
        or(
          eq(mailOutbox.toAddress, address),
          eq(mailOutbox.replyTo, address),
          leadIds.length > 0 ? inArray(mailOutbox.leadId, leadIds) : undefined,
        ),
      )
      .returning({ id: mailOutbox.id });
    await forgetWebhookDeliveries(tx, address);
    await emitWebhookEvent(tx, { type: "person.erased", data: { email: address } });
    return {
      subscribers: subs.length,
      contacts: contacts.length,
      demos: demos.length,
      mails: mails.length,
    };
  });
}
