import { data } from "react-router";
import { pages } from "#app/content/pages.ts";
import { contentTypes, legalPagesOf, type ContentType } from "#app/content/seed.server.ts";
import { FACTS_TYPE, registryEntries, type FieldProblem } from "#server/content/entries.server.ts";
import type { LegalPageReach } from "#server/content/legal-reach.server.ts";
import { getEntry, getVersion } from "#server/content/store.server.ts";
import type { Db } from "#server/db/database.ts";
import type { FieldNode } from "./content-form.ts";
import { entryPath } from "./content-labels.ts";
import { describe, fieldLabel } from "./content-schema.server.ts";

const forms = new Map<string, FieldNode>();

/** A type's form tree, walked once per process: schemas do not change while it runs. */
export function formOf(contentType: ContentType): FieldNode {
  let node = forms.get(contentType.type);
  if (!node) {
    node = describe(contentType.schema, contentType.type);
    forms.set(contentType.type, node);
  }
  return node;
}

/** The entry an address names (`/content/:type/:id`), from the store; 404 for anything else. */
export async function entryAt(db: Db, params: { type?: string; id?: string }) {
  const contentType = contentTypes.find((t) => t.type === params.type);
  const entry = contentType && params.id ? await getEntry(db, contentType.type, params.id) : null;
  if (!contentType || !entry) throw data("There is no such content entry.", { status: 404 });
  const latest = entry.history[0];
  // A rejected change is where its author picks up again: its text, not the live one.
  const rejected =
    !entry.open && latest?.state === "rejected"
      ? { ...latest, data: await getVersion(db, contentType.type, entry.id, latest.version) }
      : null;
  return { contentType, entry, rejected, node: formOf(contentType) };
}

/** The store's problems by form field name, the first message of each. */
export function problemsOf(problems: readonly FieldProblem[], type: string, id: string) {
  const out: Record<string, string> = {};
  for (const p of problems) {
    const name = p.type === type && p.id === id ? p.field : "(entry)";
    const message =
      name === "(entry)" && p.type !== type
        ? `${p.type} › ${p.id} › ${p.field}: ${p.message}`
        : p.message;
    out[name === "(the entry)" ? "(entry)" : name] ??= message;
  }
  return out;
}

/** Facts by the editor's labels ("E-mail addresses › Vulnerability reports"). */
export function factLabels(paths: readonly string[]): string[] {
  const node = formOf(contentTypes.find((t) => t.type === FACTS_TYPE)!);
  return paths.map((path) => fieldLabel(node, path));
}

/**
 * The legal pages a change of the facts alters, as its reviewer reads them: the page's
 * name and address, the entry of its text (to open), and the changed facts it shows.
 */
export function legalPagesAltered(reach: readonly LegalPageReach[]) {
  return reach.map(({ path, facts }) => {
    // The page's own text: the entry naming this page alone (not its meta or shared words).
    const text = [...registryEntries()].find(
      ({ contentType, id }) =>
        contentType.type !== "pageMeta" &&
        legalPagesOf(contentType, id).length === 1 &&
        legalPagesOf(contentType, id)[0] === path,
    );
    return {
      path,
      name: pages.find((p) => p.path === path)?.name ?? path,
      to: text ? entryPath(text.contentType.type, text.id) : null,
      facts: factLabels(facts),
    };
  });
}
