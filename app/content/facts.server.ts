import { site } from "../config/site.ts";
import { formatHour } from "./hours.ts";
import type { SiteFacts } from "./schemas/site-facts.ts";

/**
 * Brand facts inside sentences (docs/decisions/025-content-model.md). Today's modules write
 * `${site.name}`; stored content writes `{site.name}`, and the server resolves it with the
 * published facts before a page is rendered, so editing a fact changes every sentence that
 * names it. The browser never resolves anything: it receives finished text.
 */

const PLACEHOLDER = /\{([a-zA-Z][a-zA-Z0-9]*(?:\.[a-zA-Z0-9]+)*)\}/g;

function leaves(value: unknown, prefix: string, out: Map<string, string>) {
  if (typeof value === "string" || typeof value === "number") out.set(prefix, String(value));
  else if (value && typeof value === "object") {
    for (const [key, v] of Object.entries(value)) leaves(v, `${prefix}.${key}`, out);
  }
}

/**
 * Every placeholder a text may use and its value: each fact of app/config/site.ts by its
 * path (`site.emails.support`), and the few values the site spells from several facts.
 */
export function factValues(facts: SiteFacts = site): ReadonlyMap<string, string> {
  const values = new Map<string, string>();
  leaves(facts, "site", values);
  const { open, close, timezone, days } = facts.hours;
  const range = `${formatHour(open)} - ${formatHour(close)} ${timezone}`;
  // The spellings of app/content/hours.ts (tests/build/content-facts.test.ts keeps them equal).
  values.set("hoursRange", range);
  values.set("hours", `${range}, ${days}`);
  values.set("businessHours", `${range} on working days (${days})`);
  values.set("site.host", new URL(facts.url).host);
  values.set("site.domain", facts.emails.info.split("@")[1]!);
  for (const [key, phone] of Object.entries(facts.phones)) {
    // Prose keeps a number on one line with no-break spaces.
    values.set(`site.phones.${key}.displayNoBreak`, phone.display.replaceAll(" ", "\u00a0"));
  }
  return values;
}

/**
 * The facts a placeholder's value is made of, as paths in the facts entry
 * (`phones.support.display`): what a text that names it shows. `factValues` and this are
 * kept in step by tests/build/content-facts.test.ts.
 */
export function factsBehind(name: string): string[] {
  const hours = ["hours.open", "hours.close", "hours.timezone"];
  if (name === "hoursRange") return hours;
  if (name === "hours" || name === "businessHours") return [...hours, "hours.days"];
  if (name === "site.host") return ["url"];
  if (name === "site.domain") return ["emails.info"];
  const phone = /^site\.phones\.([^.]+)\.displayNoBreak$/.exec(name);
  if (phone) return [`phones.${phone[1]}.display`];
  return name.startsWith("site.") ? [name.slice("site.".length)] : [];
}

/** Every placeholder named anywhere in `content` (stored form), by name. */
export function placeholdersIn(content: unknown, out = new Set<string>()): Set<string> {
  if (typeof content === "string") {
    for (const m of content.matchAll(PLACEHOLDER)) out.add(m[1]!);
  } else if (content && typeof content === "object") {
    for (const value of Object.values(content)) placeholdersIn(value, out);
  }
  return out;
}

function factLeaves(value: unknown, prefix: string, out: Map<string, string>) {
  if (value && typeof value === "object") {
    for (const [key, v] of Object.entries(value)) {
      factLeaves(v, prefix ? `${prefix}.${key}` : key, out);
    }
  } else out.set(prefix, JSON.stringify(value ?? null));
}

/**
 * The facts that differ between two versions of the facts entry, by path
 * (`emails.security`, `social.2.href`), in the order of `after` then `before`.
 */
export function changedFacts(before: unknown, after: unknown): string[] {
  const was = new Map<string, string>();
  const now = new Map<string, string>();
  factLeaves(before, "", was);
  factLeaves(after, "", now);
  return [...new Set([...now.keys(), ...was.keys()])].filter(
    (path) => was.get(path) !== now.get(path),
  );
}

/** Whether the fact at `path` is one of `shown` (a fact, or a group of them). */
export const isShown = (path: string, shown: Iterable<string>): boolean => {
  for (const s of shown) {
    if (path === s || path.startsWith(`${s}.`) || s.startsWith(`${path}.`)) return true;
  }
  return false;
};

/** Placeholders a text names that are not facts: an editor's typo, refused on save. */
export function unknownPlaceholders(text: string, facts: SiteFacts = site): string[] {
  const known = factValues(facts);
  return [...text.matchAll(PLACEHOLDER)].map((m) => m[1]!).filter((name) => !known.has(name));
}

function mapStrings<T>(value: T, f: (text: string) => string): T {
  if (typeof value === "string") return f(value) as T;
  if (Array.isArray(value)) return value.map((v) => mapStrings(v, f)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, f)])) as T;
  }
  return value;
}

/** Stored content as the page shows it: every `{fact}` replaced by its value. */
export function resolveFacts<T>(content: T, facts: SiteFacts = site): T {
  const values = factValues(facts);
  return mapStrings(content, (text) =>
    text.replace(PLACEHOLDER, (whole, name: string) => values.get(name) ?? whole),
  );
}

/**
 * The facts whose values are unambiguous enough to turn back into placeholders when
 * today's modules seed the store: the company's names, addresses on the web, e-mails,
 * phones, street, founding year and hours. A city or a country is left as written: "Accra"
 * in a biography is not the office's city. Editors add those placeholders by hand.
 */
const SEEDED: RegExp[] = [
  /^site\.(?:name|legalName|tagline|url|founded|host|domain|mapsUrl)$/,
  /^site\.emails\./,
  /^site\.compliance\.dpo\.email$/,
  /^site\.phones\.[a-z]+\.(?:display|tel|displayNoBreak)$/,
  /^site\.address\.(?:street|postalCode)$/,
  /^site\.docs\.host$/,
  /^site\.externalProducts\./,
  /^(?:hours|hoursRange|businessHours)$/,
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Today's module content in its stored form: each seeded fact's value replaced by its
 * placeholder, longest value first (the legal name before the name). `resolveFacts` turns
 * it back into exactly today's text.
 */
export function toPlaceholders<T>(content: T, facts: SiteFacts = site): T {
  const byValue = new Map<string, string>();
  for (const [name, value] of factValues(facts)) {
    if (value.length >= 4 && SEEDED.some((re) => re.test(name)) && !byValue.has(value)) {
      byValue.set(value, name);
    }
  }
  const values = [...byValue.keys()].sort((a, b) => b.length - a.length);
  const pattern = new RegExp(values.map(escape).join("|"), "g");
  return mapStrings(content, (text) => text.replace(pattern, (v) => `{${byValue.get(v)}}`));
}
