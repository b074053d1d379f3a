import { sql } from "drizzle-orm";
import type { Db } from "../db/database.ts";

/**
 * Uploaded pictures no version of any entry names, uploaded more than `days` ago: an editor
 * uploads, then changes their mind, and the picture (often a photograph of a person) would
 * otherwise stay in the database for good. Every version counts, superseded and rejected
 * ones too, so a rollback never lands on a missing picture; the grace period covers an
 * upload whose draft is not saved yet. Variants go with their picture (on delete cascade).
 */
export async function pruneUnusedImages(
  db: Db,
  days: number,
  options: { dryRun?: boolean } = {},
): Promise<number> {
  const unused = sql`created_at < now() - make_interval(days => ${days})
    and not exists (
      select 1 from content_versions v
      where strpos(v.data::text, '/media/' || content_images.id || '/') > 0
    )`;
  const query = options.dryRun
    ? sql`select count(*)::int as n from content_images where ${unused}`
    : sql`with gone as (delete from content_images where ${unused} returning 1)
        select count(*)::int as n from gone`;
  const { rows } = (await db.execute(query)) as { rows: { n: number }[] };
  return rows[0]?.n ?? 0;
}
