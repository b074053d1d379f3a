/**
 * The statistics strip (docs/requirements.md §2.5). Other pages find a figure by its `id`,
 * never by its label, which marketing may reword.
 */
export const stats = [
  { id: "clients", label: "Clients Worldwide", target: 30, suffix: "+" },
  { id: "projects", label: "Projects Completed", target: 50, suffix: "+" },
  { id: "team", label: "Team Members", target: 40, suffix: "+" },
  { id: "users", label: "Users Served", target: 1, suffix: "m+" },
] as const;

/** The figure /careers shows as the team size. */
export const TEAM_STAT_ID = "team";

const slug = (label: string) =>
  label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 24) || "figure";

/**
 * A version stored before statistics had ids, given them: a figure labelled as one of the
 * seed's takes its id (so "Team Members" is still the team size, as /careers found it by
 * that label then), any other an id made from its label, each unique. Figures that have an
 * id keep it.
 */
export function withStatIds(stored: unknown): unknown {
  if (!Array.isArray(stored) || stored.every((item) => !isIdless(item))) return stored;
  const taken = new Set<unknown>(
    stored.map((item: unknown) => (isIdless(item) ? undefined : (item as { id?: unknown }).id)),
  );
  return stored.map((item: unknown) => {
    if (!isIdless(item)) return item;
    const label = typeof item.label === "string" ? item.label : "";
    const seeded = stats.find((stat) => stat.label === label)?.id;
    let id: string = seeded && !taken.has(seeded) ? seeded : slug(label);
    for (let n = 2; taken.has(id); n++) id = `${slug(label)}-${n}`;
    taken.add(id);
    return { id, ...item };
  });
}

const isIdless = (item: unknown): item is Record<string, unknown> =>
  typeof item === "object" && item !== null && !("id" in item);
