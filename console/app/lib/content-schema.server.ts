import { z } from "zod";
import { emptyOf, nameOf, variantOf, type FieldNode, type NodeOf } from "./content-form.ts";
import { decimal } from "./input.server.ts";

/**
 * A content type's Zod 4 schema walked into the editor's form tree (content-form.ts): each
 * field's label, kind and help come from its `.meta()` (app/content/schemas/fields.ts), the
 * lengths and bounds from its checks, objects, arrays, enums and unions from their
 * definitions. Wrappers (optional, pipe) pass through to what they wrap.
 */
type Schema = z.core.$ZodType;

interface Def {
  type: string;
  shape?: Record<string, Schema>;
  element?: Schema;
  options?: Schema[];
  discriminator?: string;
  innerType?: Schema;
  in?: Schema;
  out?: Schema;
  entries?: Record<string, string>;
  values?: unknown[];
  valueType?: Schema;
}

const defOf = (schema: Schema) => schema._zod.def as unknown as Def;

/** Lengths and bounds from the schema's checks (`.min()`, `.max()`), and a number's format. */
function bagOf(schema: Schema): Record<string, unknown> {
  const def = schema._zod.def as unknown as { checks?: Schema[]; format?: string };
  const bag: Record<string, unknown> = { format: def.format };
  for (const check of def.checks ?? []) {
    const c = check._zod.def as unknown as {
      check: string;
      minimum?: number;
      maximum?: number;
      value?: number;
    };
    if (c.check === "min_length") bag.minimum = c.minimum;
    if (c.check === "max_length") bag.maximum = c.maximum;
    if (c.check === "greater_than") bag.minimum = c.value;
    if (c.check === "less_than") bag.maximum = c.value;
  }
  return bag;
}
const metaOf = (schema: Schema) => z.globalRegistry.get(schema) ?? {};
const num = (value: unknown) =>
  typeof value === "number" && Number.isFinite(value) ? value : undefined;

export function describe(schema: Schema, fallbackLabel = "Entry"): FieldNode {
  const def = defOf(schema);
  const meta = metaOf(schema);
  const label = meta.label ?? fallbackLabel;
  const extra = meta.help ? { help: meta.help } : {};
  switch (def.type) {
    case "nullable":
      // A fact not yet confirmed: left empty, stored as null.
      return { ...describe(def.innerType!, label), ...extra, nullable: true };
    case "optional":
    case "default": {
      const inner = describe(def.innerType!, label);
      return { ...inner, ...(meta.label ? { label } : {}), optional: true };
    }
    case "readonly":
      return { ...describe(def.innerType!, label), ...(meta.label ? { label } : {}) };
    case "pipe": {
      // internalLink(): a refined string piped into link(); the outer meta names it.
      const inner = describe(def.in!, label);
      return { ...inner, label, ...extra };
    }
    case "object":
      return {
        kind: "group",
        label,
        ...extra,
        fields: Object.entries(def.shape!).map(([name, field]) => [name, describe(field, name)]),
      };
    case "array": {
      const bag = bagOf(schema);
      return {
        kind: "list",
        label,
        ...extra,
        item: describe(def.element!, "Item"),
        min: num(bag.minimum) ?? 0,
        max: num(bag.maximum) ?? 100,
      };
    }
    case "union":
      return unionOf(def, label, extra);
    case "enum":
      return { kind: "choice", label, ...extra, options: Object.values(def.entries!) };
    case "literal":
      return { kind: "fixed", label, value: def.values![0] as string };
    case "boolean":
      return { kind: "toggle", label, ...extra };
    case "number": {
      const bag = bagOf(schema);
      return {
        kind: "number",
        label,
        ...extra,
        min: num(bag.minimum),
        max: num(bag.maximum),
        integer: bag.format === "safeint" || bag.format === "int32",
      };
    }
    case "record":
      return { kind: "record", label, ...extra, value: describe(def.valueType!, "Value") };
    case "custom":
      return { kind: "template", label, ...extra };
    default: {
      // Strings: the field's kind says how it is edited; its checks, what it takes.
      const bag = bagOf(schema);
      const kind = meta.kind;
      const textKind =
        kind === "multiline" || kind === "markdown" || kind === "link" || kind === "email"
          ? kind
          : kind === "image" || kind === "date"
            ? kind
            : "text";
      const minLength = num(bag.minimum);
      return {
        kind: textKind,
        label,
        ...extra,
        ...(num(bag.maximum) !== undefined ? { maxLength: num(bag.maximum) } : {}),
        ...(minLength && minLength > 0 ? { required: true } : {}),
      };
    }
  }
}

function unionOf(def: Def, label: string, extra: { help?: string }): FieldNode {
  const variants = def.options!.map((option, i) => describe(option, `Choice ${i + 1}`));
  // `text(…).or(z.literal(""))`: a text that may be left empty, one field.
  const texts = variants.filter((v) => v.kind !== "fixed");
  const empty = variants.find((v) => v.kind === "fixed" && v.value === "");
  if (texts.length === 1 && empty && variants.length === 2) {
    const [only] = texts;
    return { ...only!, label: only!.label, optional: false, required: false } as FieldNode;
  }
  if (variants.every((v) => v.kind === "number" || isText(v))) {
    // A value that may be a number or a short text (a policy's figure): one text field.
    const text = variants.find(isText);
    return {
      kind: "text",
      label,
      ...extra,
      maxLength: text && "maxLength" in text ? text.maxLength : undefined,
    };
  }
  return {
    kind: "union",
    label,
    ...extra,
    variants,
    ...(def.discriminator ? { discriminator: def.discriminator } : {}),
  };
}

const isText = (node: FieldNode) =>
  ["text", "multiline", "markdown", "link", "email", "image", "date"].includes(node.kind);

type Path = (string | number)[];

/**
 * The entry a posted form describes, walked along the form tree; fields the form does not
 * carry (templates, fixed values) come from `stored`. Nothing is validated here: the
 * schema does that, so the editor shows the schema's own messages.
 */
export function decode(
  node: FieldNode,
  form: URLSearchParams,
  stored: unknown,
  path: Path = [],
): unknown {
  const name = nameOf(path);
  if (node.optional && node.kind !== "list" && form.get(`${name}#present`) === "") {
    return undefined;
  }
  switch (node.kind) {
    case "group": {
      const out: Record<string, unknown> = {};
      const from = isRecord(stored) ? stored : {};
      for (const [key, field] of node.fields) {
        const value = decode(field, form, from[key], [...path, key]);
        if (value !== undefined) out[key] = value;
      }
      return out;
    }
    case "list": {
      const count = decimal(form.get(`${name}#count`));
      if (count === undefined) return Array.isArray(stored) ? stored : [];
      const from = Array.isArray(stored) ? stored : [];
      return Array.from({ length: Math.min(count, node.max + 1) }, (_, i) =>
        decode(node.item, form, from[i], [...path, i]),
      );
    }
    case "union": {
      const chosen = decimal(form.get(`${name}#variant`));
      const index =
        chosen !== undefined && node.variants[chosen] ? chosen : variantOf(node, stored);
      return decode(node.variants[index]!, form, stored, path);
    }
    case "record": {
      const out: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(isRecord(stored) ? stored : {})) {
        const sent = form.get(nameOf([...path, key]));
        out[key] = sent === null ? value : asNumberIfWas(value, sent);
      }
      return out;
    }
    case "fixed":
      return node.value;
    case "template":
      return stored;
    case "toggle":
      return form.get(name) === "on";
    case "number": {
      const sent = form.get(name);
      if (sent === null) return stored;
      const value = Number(sent.trim());
      return sent.trim() !== "" && Number.isFinite(value) ? value : sent;
    }
    default: {
      const sent = form.get(name);
      if (sent === null) return stored ?? "";
      if (node.nullable && sent.trim() === "") return null;
      // An optional text left empty is left out (a picture's description given with none).
      if (node.optional && sent.trim() === "") return undefined;
      // Browsers post line breaks as CRLF; the site's texts use LF.
      return sent.replace(/\r\n?/g, "\n");
    }
  }
}

const asNumberIfWas = (before: unknown, sent: string) =>
  typeof before === "number" && sent.trim() !== "" && Number.isFinite(Number(sent))
    ? Number(sent)
    : sent;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A list button: add an item, remove, move one up or down; or add/remove an optional group. */
export type ListOp =
  | { op: "add"; path: Path }
  | { op: "remove" | "up" | "down"; path: Path; index: number }
  | { op: "include" | "omit"; path: Path };

/** The operation a list button names (`add:faq`, `up:sections.3`), or null. */
export function parseListOp(intent: string): ListOp | null {
  const match = /^(add|remove|up|down|include|omit):(.*)$/.exec(intent);
  if (!match) return null;
  const [, op, rawPath = ""] = match;
  const path: Path =
    rawPath === "" ? [] : rawPath.split(".").map((p) => (/^\d+$/.test(p) ? Number(p) : p));
  if (op === "add" || op === "include" || op === "omit") return { op, path } as ListOp;
  const index = path.pop();
  if (typeof index !== "number") return null;
  return { op: op as "remove" | "up" | "down", path, index };
}

function nodeAt(root: FieldNode, value: unknown, path: Path): FieldNode | null {
  let node: FieldNode = root;
  let here = value;
  for (const step of path) {
    while (node.kind === "union") node = node.variants[variantOf(node, here)]!;
    if (node.kind === "group") {
      node = node.fields.find(([name]) => name === step)?.[1] as FieldNode;
    } else if (node.kind === "list" && typeof step === "number") {
      node = node.item;
    } else return null;
    if (!node) return null;
    here =
      isRecord(here) || Array.isArray(here) ? (here as Record<string, unknown>)[step] : undefined;
  }
  while (node.kind === "union") node = node.variants[variantOf(node, here)]!;
  return node;
}

function valueAt(value: unknown, path: Path): unknown {
  return path.reduce<unknown>(
    (here, step) =>
      here && typeof here === "object" ? (here as Record<string, unknown>)[step] : undefined,
    value,
  );
}

function setAt(value: unknown, path: Path, next: unknown): unknown {
  if (path.length === 0) return next;
  const [step, ...rest] = path;
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[step as number] = setAt(copy[step as number], rest, next);
    return copy;
  }
  const copy: Record<string, unknown> = { ...(isRecord(value) ? value : {}) };
  const inner = setAt(copy[step!], rest, next);
  if (inner === undefined) delete copy[step!];
  else copy[step!] = inner;
  return copy;
}

/**
 * The entry after a list button: a copy, the rest untouched. Refuses (null) what the list's
 * bounds do not allow, so the buttons cannot make an entry the schema would refuse for its
 * length alone.
 */
export function applyListOp(root: FieldNode, value: unknown, op: ListOp): unknown {
  const node = nodeAt(root, value, op.path);
  if (!node) return null;
  if (op.op === "include") return setAt(value, op.path, emptyOf({ ...node, optional: false }));
  if (op.op === "omit") return node.optional ? setAt(value, op.path, undefined) : null;
  if (node.kind !== "list") return null;
  const index = "index" in op ? op.index : -1;
  const items = [...((valueAt(value, op.path) as unknown[] | undefined) ?? [])];
  if (op.op === "add") {
    if (items.length >= node.max) return null;
    items.push(emptyOf(node.item));
  } else {
    if (index < 0 || index >= items.length) return null;
    if (op.op === "remove") {
      if (items.length <= node.min) return null;
      items.splice(index, 1);
    } else {
      const to = op.op === "up" ? index - 1 : index + 1;
      if (to < 0 || to >= items.length) return null;
      [items[index], items[to]] = [items[to], items[index]];
    }
  }
  return setAt(value, op.path, items);
}

/** The schema's issues by field name (`homeHero.primary.to`), the first message of each. */
export function problemsByField(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const name = nameOf(issue.path.map((p) => (typeof p === "symbol" ? String(p) : p)));
    out[name || "(entry)"] ??= issue.message;
  }
  return out;
}

export type { NodeOf };

/** One field that differs between two versions of an entry. */
export interface FieldChange {
  /** Where it is, by the editor's labels: "Hero › Main button › Leads to". */
  field: string;
  before: string;
  after: string;
}

function leaves(node: FieldNode, value: unknown, trail: string[], out: Map<string, string>) {
  if (value === undefined) return;
  switch (node.kind) {
    case "group":
      for (const [key, field] of node.fields) {
        leaves(field, isRecord(value) ? value[key] : undefined, [...trail, field.label], out);
      }
      return;
    case "list":
      (Array.isArray(value) ? value : []).forEach((item, i) =>
        leaves(node.item, item, [...trail, `${node.item.label} ${i + 1}`], out),
      );
      return;
    case "union":
      leaves(node.variants[variantOf(node, value)]!, value, trail, out);
      return;
    case "record":
      for (const [key, v] of Object.entries(isRecord(value) ? value : {})) {
        out.set([...trail, key].join(" › "), String(v));
      }
      return;
    case "template":
      return;
    default:
      out.set(trail.join(" › "), value === null ? "" : String(value));
  }
}

/**
 * A field by the editor's labels ("E-mail addresses › Vulnerability reports"), from its
 * path in the entry (`emails.security`, `social.2.href`).
 */
export function fieldLabel(node: FieldNode, path: string): string {
  const trail: string[] = [];
  let at: FieldNode | undefined = node;
  for (const key of path.split(".")) {
    if (at?.kind === "group") {
      at = at.fields.find(([name]) => name === key)?.[1];
      if (at) trail.push(at.label);
    } else if (at?.kind === "list" && /^\d+$/.test(key)) {
      trail.push(`${at.item.label} ${Number(key) + 1}`);
      at = at.item;
    } else {
      trail.push(key);
      at = undefined;
    }
  }
  return trail.join(" › ");
}

/** The fields whose text differs between `before` and `after`, in the form's order. */
export function diffEntries(node: FieldNode, before: unknown, after: unknown): FieldChange[] {
  const a = new Map<string, string>();
  const b = new Map<string, string>();
  leaves(node, before, [], a);
  leaves(node, after, [], b);
  const fields = [...new Set([...b.keys(), ...a.keys()])];
  return fields.flatMap((field) => {
    const was = a.get(field) ?? "";
    const now = b.get(field) ?? "";
    return was === now ? [] : [{ field: field || node.label, before: was, after: now }];
  });
}
