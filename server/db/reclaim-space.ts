import { sql } from "drizzle-orm";
import type { Db } from "./database.ts";

/**
 * The tables whose old rows retention deletes (npm run retention): the leads, the outbox,
 * raw analytics events, the analytics totals and uploaded pictures.
 */
const PRUNED_TABLES = [
  "contact_messages",
  "demo_requests",
  "subscribers",
  "mail_outbox",
  "analytics_events",
  "analytics_daily",
  "analytics_monthly",
  "content_images",
] as const;

/**
 * VACUUMs each table retention deletes from, so that new rows take the space of the deleted
 * ones and a table's free pages at its end go back to the disk. The embedded database runs no
 * autovacuum: without this a table grew by all it ever held (915 MB after a million events
 * were deleted; issue 51, N6). Plain VACUUM blocks no reads or writes on PostgreSQL; on the
 * embedded database, whose one connection the server shares, each table is its own statement
 * so that the server's queries go between them.
 */
export async function reclaimSpace(db: Pick<Db, "execute">): Promise<void> {
  for (const table of PRUNED_TABLES) await db.execute(sql.raw(`vacuum (analyze) ${table}`));
}
