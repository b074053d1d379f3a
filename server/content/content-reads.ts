import type { ContentSnapshot } from "#app/content/types.ts";

/**
 * Which entries of a publication a render read. A page's loader data, and so its HTML,
 * depends only on the build and the entries its loaders read, so a page none of whose
 * entries changed needs no new render. The snapshot handed to the render is a proxy that
 * notes every `type`/`id` read; listing a type's ids notes the whole type (`type` alone),
 * listing the types notes everything (`*`).
 */
export type Reads = Set<string>;

const EVERYTHING = "*";
const key = (type: string, id?: string) => (id === undefined ? type : `${type}\u0000${id}`);

export function recordingSnapshot(snapshot: ContentSnapshot, reads: Reads): ContentSnapshot {
  const types = new Map<string, object>();
  const entries = (type: string, target: object) =>
    new Proxy(target, {
      get(t, id, receiver) {
        if (typeof id === "string") reads.add(key(type, id));
        return Reflect.get(t, id, receiver) as unknown;
      },
      has(t, id) {
        if (typeof id === "string") reads.add(key(type, id));
        return Reflect.has(t, id);
      },
      ownKeys(t) {
        reads.add(key(type));
        return Reflect.ownKeys(t);
      },
    });
  return new Proxy(snapshot, {
    get(target, type, receiver) {
      const value = Reflect.get(target, type, receiver) as unknown;
      if (typeof type !== "string" || value === null || typeof value !== "object") return value;
      let proxy = types.get(type);
      if (!proxy) types.set(type, (proxy = entries(type, value)));
      return proxy;
    },
    ownKeys(target) {
      reads.add(EVERYTHING);
      return Reflect.ownKeys(target);
    },
  });
}

/** Whether a render that read `reads` showed the entry (by its id, or its type's whole list). */
export function readEntry(reads: Reads, type: string, id: string): boolean {
  return reads.has(key(type, id)) || reads.has(key(type));
}

/** The entries that differ between two publications (compared as JSON). */
export function changedEntries(before: ContentSnapshot, after: ContentSnapshot): Reads {
  const changed: Reads = new Set();
  const a = before as unknown as Record<string, Record<string, unknown>>;
  const b = after as unknown as Record<string, Record<string, unknown>>;
  for (const type of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const ids = new Set([...Object.keys(a[type] ?? {}), ...Object.keys(b[type] ?? {})]);
    let typeChanged = false;
    for (const id of ids) {
      if (JSON.stringify(a[type]?.[id]) !== JSON.stringify(b[type]?.[id])) {
        changed.add(key(type, id));
        typeChanged = true;
      }
    }
    if (typeChanged) changed.add(key(type));
  }
  return changed;
}

/** Whether a render that read `reads` may come out differently after `changed`. */
export function affected(reads: Reads, changed: Reads): boolean {
  if (changed.size === 0) return false;
  if (reads.has(EVERYTHING)) return true;
  for (const read of reads) if (changed.has(read)) return true;
  return false;
}
