import { inArray } from "drizzle-orm";
import { parseMediaReference, type MediaReference } from "#app/lib/media.ts";
import type { Db } from "../db/database.ts";
import { contentImages } from "../db/schema.ts";
import type { Tx } from "../staff/audit-log.server.ts";
import type { FieldProblem } from "./entries.server.ts";

/** Every `/media/…` reference in an entry, with the path of the field that holds it. */
function* mediaReferences(
  value: unknown,
  at: string[] = [],
): Generator<{ field: string; ref: MediaReference }> {
  if (typeof value === "string") {
    const ref = parseMediaReference(value);
    if (ref) yield { field: at.join("."), ref };
  } else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) yield* mediaReferences(v, [...at, k]);
  }
}

/**
 * Uploaded pictures an entry names that the database does not have (a hand-typed or forged
 * reference) or names at the wrong size: the page would show a broken picture or reserve
 * the wrong box, so the save is refused like any invalid field.
 */
export async function mediaProblems(
  db: Db | Tx,
  type: string,
  id: string,
  data: unknown,
): Promise<FieldProblem[]> {
  const found = [...mediaReferences(data)];
  if (found.length === 0) return [];
  const ids = [...new Set(found.map((f) => f.ref.id))];
  const rows = await db
    .select({ id: contentImages.id, width: contentImages.width, height: contentImages.height })
    .from(contentImages)
    .where(inArray(contentImages.id, ids));
  const stored = new Map(rows.map((r) => [r.id, r]));
  return found.flatMap(({ field, ref }) => {
    const image = stored.get(ref.id);
    if (image && image.width === ref.width && image.height === ref.height) return [];
    return [
      {
        type,
        id,
        field,
        message: image
          ? `names the uploaded picture at ${ref.width}×${ref.height}; it is ${image.width}×${image.height}`
          : "names an uploaded picture the site does not have: upload it again",
      },
    ];
  });
}
