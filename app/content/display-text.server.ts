import type { ContentSnapshot } from "./types.ts";

/**
 * A phone number as text writes it: `024 123 4567`, `+233 55 123 4567`, `030 274 1800`.
 * A leading `+` and country code, or a leading 0 and area code, then two to four groups of
 * digits, each after one space; not inside a longer run of digits or letters.
 */
const PHONE_NUMBER = /(?<![\w+])(?:\+\d{1,3}|0\d{2,4})(?:[ \u00a0]\d{2,4}){2,4}(?!\w)/g;

/** The text with every phone number in it held on one line by no-break spaces. */
export const keepPhoneNumbersTogether = (text: string) =>
  text.replace(PHONE_NUMBER, (number) => number.replaceAll(" ", "\u00a0"));

function mapStrings(value: unknown): unknown {
  if (typeof value === "string") return keepPhoneNumbersTogether(value);
  if (Array.isArray(value)) return value.map(mapStrings);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v)]));
  }
  return value;
}

// Per entry object: a publication's entries (and the seed's) are read by many renders.
const shownEntries = new WeakMap<object, unknown>();
const shownTypes = new WeakMap<object, object>();
const shownSnapshots = new WeakMap<object, ContentSnapshot>();

function shownEntry(entry: unknown): unknown {
  if (typeof entry === "string") return keepPhoneNumbersTogether(entry);
  if (!entry || typeof entry !== "object") return entry;
  let shown = shownEntries.get(entry);
  if (shown === undefined) shownEntries.set(entry, (shown = mapStrings(entry)));
  return shown;
}

function shownType(entries: object): object {
  let shown = shownTypes.get(entries);
  if (!shown) {
    shown = new Proxy(entries, {
      get: (target, id, receiver) => {
        const value = Reflect.get(target, id, receiver) as unknown;
        return typeof id === "string" ? shownEntry(value) : value;
      },
    });
    shownTypes.set(entries, shown);
  }
  return shown;
}

/**
 * The content as pages show it: any text with a phone number in it (a help text's example
 * number, a policy's support line, a fact's display) never breaks the number across
 * lines. Every loader reads its content through this view (contentSnapshot), so every page
 * shows it so; the store and the editor keep the text as written. Entries are converted
 * when first read, each once, so a render still reads (and the page renderer still
 * records) only the entries it shows.
 */
export function shownContent(snapshot: ContentSnapshot): ContentSnapshot {
  let shown = shownSnapshots.get(snapshot);
  if (!shown) {
    shown = new Proxy(snapshot, {
      get: (target, type, receiver) => {
        const value = Reflect.get(target, type, receiver) as unknown;
        return typeof type === "string" && value && typeof value === "object"
          ? shownType(value)
          : value;
      },
    });
    shownSnapshots.set(snapshot, shown);
  }
  return shown;
}
