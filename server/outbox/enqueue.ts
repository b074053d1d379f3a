import type { Db } from "../db/database.ts";
import { mailOutbox, type MailKind, type leadTables } from "../db/schema.ts";
import type { MailContent } from "../leads/mail-content.server.ts";

export interface OutgoingMail {
  kind: MailKind;
  to: string;
  replyTo?: string;
  content: MailContent;
  lead: { table: (typeof leadTables)[number]; id: string };
}

/**
 * Queues a mail. Call it with the transaction that stores the lead: both rows commit
 * together or not at all, so no stored lead lacks its mail and no mail lacks its lead.
 */
export async function enqueueMail(tx: Db, mail: OutgoingMail): Promise<string> {
  const [row] = await tx
    .insert(mailOutbox)
    .values({
      kind: mail.kind,
      toAddress: mail.to,
      replyTo: mail.replyTo ?? null,
      subject: mail.content.subject,
      textBody: mail.content.text,
      htmlBody: mail.content.html,
      headers: mail.content.headers ?? null,
      leadTable: mail.lead.table,
      leadId: mail.lead.id,
    })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error("outbox insert returned no row");
  return row.id;
}
