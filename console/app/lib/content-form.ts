/**
 * The editor's form, described as plain data: the server walks a content type's Zod schema
 * into this tree (content-schema.server.ts) and hands it to the page as loader data, so the
 * browser renders the form without the schemas (and the copy their modules import).
 *
 * A field's form name is its path in the entry, joined with dots (`homeHero.title`,
 * `sections.3.blocks.0.text`); a list carries its length as `<path>#count`, a union the
 * alternative chosen as `<path>#variant`, an optional group its presence as `<path>#present`.
 */
export type TextKind = "text" | "multiline" | "markdown" | "link" | "email" | "image" | "date";

interface Base {
  label: string;
  help?: string;
  /** May be left out of the entry (an optional group: added and removed by buttons). */
  optional?: boolean;
  /** Left empty until known: an empty field is stored as null. */
  nullable?: boolean;
}

export type FieldNode = Base &
  (
    | { kind: TextKind; maxLength?: number; required?: boolean; pattern?: string }
    | { kind: "number"; min?: number; max?: number; integer?: boolean }
    | { kind: "toggle" }
    | { kind: "choice"; options: string[] }
    /** A fixed value (a block's `kind`, a policy's date label): shown, not edited. */
    | { kind: "fixed"; value: string | number | boolean }
    | { kind: "group"; fields: [string, FieldNode][] }
    | { kind: "list"; item: FieldNode; min: number; max: number }
    /** One of several shapes; `discriminator` names the field that tells them apart. */
    | { kind: "union"; variants: FieldNode[]; discriminator?: string }
    /** Named values whose names the editor does not change (a policy's figures). */
    | { kind: "record"; value: FieldNode }
    /** Built in code: shown read-only, kept as stored. */
    | { kind: "template" }
  );

export type NodeOf<K extends FieldNode["kind"]> = Extract<FieldNode, { kind: K }>;

export const nameOf = (path: readonly (string | number)[]) => path.join(".");

/** The id of a field's input: its name, in characters an id and a CSS selector take. */
export const idOf = (path: readonly (string | number)[]) =>
  `f-${path.join("-").replace(/[^a-zA-Z0-9_-]/g, "_")}`;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Which alternative of a union a stored value is (the first that fits its shape). */
export function variantOf(node: NodeOf<"union">, value: unknown): number {
  const fits = (variant: FieldNode): boolean => {
    if (variant.kind === "list") return Array.isArray(value);
    if (variant.kind === "group") {
      if (!isPlainObject(value)) return false;
      if (node.discriminator) {
        const tag = variant.fields.find(([name]) => name === node.discriminator)?.[1];
        return tag?.kind === "fixed" && tag.value === value[node.discriminator];
      }
      const names = variant.fields.map(([name]) => name);
      return Object.keys(value).every((key) => names.includes(key));
    }
    if (variant.kind === "number") return typeof value === "number";
    if (variant.kind === "toggle") return typeof value === "boolean";
    if (variant.kind === "fixed") return value === variant.value;
    return typeof value === "string";
  };
  const found = node.variants.findIndex(fits);
  return found === -1 ? 0 : found;
}

/**
 * The description field beside each picture of a group (`alt` or `<picture>Alt`:
 * `imageUrl` → `imageAlt`), which the editor shows inside the picture's upload field.
 */
export function altFields(fields: readonly [string, FieldNode][]): Map<string, string> {
  const names = new Map(fields.map(([name, node]) => [name, node]));
  const paired = new Map<string, string>();
  for (const [name, node] of fields) {
    if (node.kind !== "image") continue;
    const candidates = [`${name.replace(/(Url|Src)$/, "")}Alt`, `${name}Alt`, "alt"];
    const found = candidates.find((c) => {
      const kind = names.get(c)?.kind;
      return (kind === "text" || kind === "multiline") && ![...paired.values()].includes(c);
    });
    if (found) paired.set(name, found);
  }
  return paired;
}

/** What a new item of a list (or a newly chosen alternative) starts as. */
export function emptyOf(node: FieldNode): unknown {
  switch (node.kind) {
    case "number":
      return node.min ?? 0;
    case "toggle":
      return false;
    case "choice":
      return node.options[0] ?? "";
    case "fixed":
      return node.value;
    case "group":
      return Object.fromEntries(
        node.fields.filter(([, f]) => !f.optional).map(([name, f]) => [name, emptyOf(f)]),
      );
    case "list":
      return Array.from({ length: node.min }, () => emptyOf(node.item));
    case "union":
      return emptyOf(node.variants[0]!);
    case "record":
      return {};
    case "template":
      return undefined;
    default:
      return "";
  }
}

/** How a union's alternatives are named in its select: their labels, else the tag. */
export function variantLabel(node: NodeOf<"union">, index: number): string {
  const variant = node.variants[index]!;
  if (node.discriminator && variant.kind === "group") {
    const tag = variant.fields.find(([name]) => name === node.discriminator)?.[1];
    if (tag?.kind === "fixed") return blockNames[String(tag.value)] ?? String(tag.value);
  }
  return variant.label;
}

// The legal documents' block kinds (app/content/schemas/legal-document.ts) carry no label of
// their own: the tag is a short HTML name an editor should not have to know.
const blockNames: Record<string, string> = {
  p: "Paragraph",
  ul: "Bulleted list",
  ol: "Numbered list",
  h3: "Sub-heading",
  dl: "Definitions",
  note: "Highlighted note",
};
