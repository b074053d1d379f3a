import { site } from "#app/config/site.ts";
import { toPlaceholders } from "#app/content/facts.server.ts";
import type { SiteFacts } from "#app/content/schemas/site-facts.ts";
import type { z } from "zod";
import {
  contentTypes,
  seedProblems,
  storedEntryProblems,
  type ContentType,
} from "#app/content/seed.server.ts";

/**
 * The registry as the store sees it: which entries exist (only the seed's: an id the
 * registry lacks is a forged one), their seed in stored form (version 0), and what refuses
 * a stored entry, field by field.
 */

/** The facts entry: stored written out, and what every other entry's placeholders name. */
export const FACTS_TYPE = "siteFacts";

/** A field the store refused: the entry it is in (a fact can break another entry) and why. */
export interface FieldProblem {
  type: string;
  id: string;
  /** The field's path in the entry, `hero.title` or `clauses.3.body`; `(the entry)` for all. */
  field: string;
  message: string;
}

const byName = new Map(contentTypes.map((t) => [t.type, t]));

/** The registry's type and whether it has this entry; null for a forged type or id. */
export function registryEntry(type: string, id: string): ContentType | null {
  const found = byName.get(type);
  return found && Object.hasOwn(found.entries, id) ? found : null;
}

export function* registryEntries(): Generator<{ contentType: ContentType; id: string }> {
  for (const contentType of contentTypes) {
    for (const id of Object.keys(contentType.entries)) yield { contentType, id };
  }
}

const seedCache = new Map<string, unknown>();

/**
 * Version 0 of an entry: its seed module in stored form. The facts entry is stored written
 * out (its values are what placeholders resolve to).
 */
export function seedStored(contentType: ContentType, id: string): unknown {
  const key = `${contentType.type}\u0000${id}`;
  if (!seedCache.has(key)) {
    const entry = contentType.entries[id];
    seedCache.set(key, contentType.type === FACTS_TYPE ? entry : toPlaceholders(entry, site));
  }
  return seedCache.get(key);
}

/**
 * A version saved before its type gained a field, brought up to the schema: each required
 * field it lacks is taken from the seed (stored form), in its groups too (a group inside a
 * list is left alone: its items need not match the seed's). So a site published before new
 * words existed (the shell's `navigation.words`, careers' `positionCountOne`) shows the
 * seed's words rather than nothing, and the editor opens with them filled in. A field the
 * version has, or an optional one it left out, is kept as it is. A type's `upgrade` runs
 * first, for what the seed cannot give a list's items (the statistics' ids).
 */
export function withNewFields(contentType: ContentType, id: string, data: unknown): unknown {
  const upgraded = contentType.upgrade ? contentType.upgrade(data) : data;
  return filledFrom(contentType.schema, upgraded, seedStored(contentType, id));
}

function filledFrom(schema: z.ZodType, data: unknown, seed: unknown): unknown {
  const shape = (schema as { shape?: Record<string, z.ZodType> }).shape;
  if (!shape || !isRecord(data) || !isRecord(seed)) return data;
  let filled: Record<string, unknown> | undefined;
  for (const [key, field] of Object.entries(shape)) {
    const value = Object.hasOwn(data, key)
      ? filledFrom(field, data[key], seed[key])
      : Object.hasOwn(seed, key) && !field.safeParse(undefined).success
        ? seed[key]
        : undefined;
    if (value !== data[key]) (filled ??= { ...data })[key] = value;
  }
  return filled ?? data;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** "type › id › field: message" (seed.server.ts's wording) taken apart. */
export function fieldProblem(line: string): FieldProblem {
  const [type = "", id = "", rest = ""] = line.split(" › ");
  const colon = rest.indexOf(": ");
  return colon < 0
    ? { type, id, field: "(the entry)", message: rest }
    : { type, id, field: rest.slice(0, colon), message: rest.slice(colon + 2) };
}

const PLACEHOLDER = /\{[a-zA-Z][a-zA-Z0-9]*(?:\.[a-zA-Z0-9]+)*\}/;

function placeholdersInFacts(value: unknown, at: string[], out: FieldProblem[]): void {
  if (typeof value === "string" && PLACEHOLDER.test(value)) {
    out.push({
      type: FACTS_TYPE,
      id: "main",
      field: at.join("."),
      message: "a fact is written out: placeholders like {site.name} are for other texts",
    });
  } else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) placeholdersInFacts(v, [...at, k], out);
  }
}

/**
 * What refuses `stored` as entry `id` of `contentType`, given the published facts. For the
 * facts themselves: their schema, no placeholders in them, and every other entry (`others`,
 * in stored form) still valid once they are filled in with the new facts: a fact grown to
 * 200 characters is refused where it would overflow a title.
 */
export function entryProblems(
  contentType: ContentType,
  id: string,
  stored: unknown,
  facts: SiteFacts,
  others: () => Iterable<{ contentType: ContentType; id: string; stored: unknown }>,
): FieldProblem[] {
  if (contentType.type !== FACTS_TYPE) {
    return storedEntryProblems(contentType, id, stored, facts).map(fieldProblem);
  }
  const problems = seedProblems([{ ...contentType, entries: { [id]: stored } }]).map(fieldProblem);
  placeholdersInFacts(stored, [], problems);
  if (problems.length > 0) return problems;
  for (const other of others()) {
    if (other.contentType.type === FACTS_TYPE) continue;
    const lines = storedEntryProblems(
      other.contentType,
      other.id,
      other.stored,
      stored as SiteFacts,
    );
    problems.push(...lines.map(fieldProblem));
  }
  return problems;
}

/** A name for the list: the entry's own title or name when it has one, else its id. */
export function entryLabel(contentType: ContentType, id: string): string {
  const entry = contentType.entries[id];
  if (entry && typeof entry === "object") {
    for (const key of ["title", "name", "heading", "label", "question"]) {
      const value = (entry as Record<string, unknown>)[key];
      if (typeof value === "string" && value.trim()) return value;
    }
  }
  return id === "main" ? typeLabel(contentType.type) : id;
}

/** `legalDocument` → "Legal document". */
export function typeLabel(type: string): string {
  const words = type.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
