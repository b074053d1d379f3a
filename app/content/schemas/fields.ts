import { z } from "zod";
import { parseMediaReference } from "#app/lib/media.ts";
import { pages } from "../pages.ts";
import { policyPaths } from "../policies/index.ts";

/**
 * The building blocks every content schema is made of. Each carries the annotations the
 * console's editor builds its form fields from (docs/decisions/025-content-model.md): a
 * label, the kind of field, and for Markdown a note that the text is Markdown.
 */
export type FieldKind =
  | "text"
  | "multiline"
  | "markdown"
  | "link"
  | "email"
  | "image"
  | "toggle"
  | "choice"
  | "number"
  | "date"
  | "list"
  | "group"
  | "template";

export type FieldMeta = {
  label: string;
  kind: FieldKind;
  /** Shown under the field: what the text is for, or the format it takes. */
  help?: string;
};

declare module "zod" {
  interface GlobalMeta {
    label?: string;
    kind?: FieldKind;
    help?: string;
  }
}

const meta = (label: string, kind: FieldKind, help?: string): FieldMeta =>
  help ? { label, kind, help } : { label, kind };

/** Lengths in characters: a heading fits a line or two, a paragraph a screen. */
export const LIMITS = { short: 80, title: 160, paragraph: 1200, markdown: 6000 } as const;

/**
 * A line of text: a label, heading or short value. `format` narrows it (a clock time, a
 * path). Annotations go last: Zod keeps them on the instance `.meta()` returns only.
 */
export function text(label: string, max: number = LIMITS.title, format?: [RegExp, string]) {
  const line = z
    .string()
    .min(1, `${label} is empty`)
    .max(max, `${label} is longer than ${max} characters`);
  return (format ? line.regex(format[0], `${label}: ${format[1]}`) : line).meta(
    meta(label, "text"),
  );
}

/** A paragraph or more of plain text (no Markdown: shown exactly as written). */
export function multiline(label: string, max: number = LIMITS.paragraph) {
  return z
    .string()
    .min(1, `${label} is empty`)
    .max(max, `${label} is longer than ${max} characters`)
    .meta(meta(label, "multiline"));
}

/** Text an editor writes in Markdown; the site renders and sanitises it like the articles. */
export function markdown(label: string, max: number = LIMITS.markdown) {
  return z
    .string()
    .max(max, `${label} is longer than ${max} characters`)
    .meta(meta(label, "markdown", "Markdown: blank lines separate paragraphs"));
}

/**
 * A line with values the page fills in, each written `%name%` (docs/decisions/031): "Within
 * %time%", "%count% positions available". The editor's help names the slots; a save that
 * drops one is refused, so a number cannot vanish from its sentence.
 */
export function slotted(label: string, slots: readonly string[], max: number = LIMITS.title) {
  const named = slots.map((slot) => `%${slot}%`);
  return z
    .string()
    .min(1, `${label} is empty`)
    .max(max, `${label} is longer than ${max} characters`)
    .refine((value) => named.every((slot) => value.includes(slot)), {
      message: `${label} must keep ${named.join(" and ")} where the page writes the value`,
    })
    .meta(meta(label, "text", `${named.join(", ")}: where the page writes the value`));
}

/** A run of text inside a sentence: may be empty or start and end with a space. */
export function fragment(label: string, max: number = LIMITS.paragraph) {
  return z.string().max(max, `${label} is longer than ${max} characters`).meta(meta(label, "text"));
}

/** Paths outside the page table the site also answers (redirects, newsletter links). */
const extraRoutes = [
  "/payouts/payouts-api",
  "/request-to-pay/request-to-pay-api",
  "/newsletter",
  "/newsletter/unsubscribe",
  "/newsletter/confirm",
  "/articles/feed.xml",
];

/** Every path a link of ours may name: the route table's pages and the routes beside it. */
export const sitePaths: ReadonlySet<string> = new Set([
  ...pages.map((p) => p.path),
  ...policyPaths,
  ...extraRoutes,
]);

const ARTICLE = /^\/articles\/[a-z0-9]+(?:-[a-z0-9]+)*$/;
const DOWNLOAD = /^\/downloads\/[a-z0-9-]+\.(?:pdf|csv)$/;
const FRAGMENT = /^[a-z0-9-]*$/;

/** Why `href` is not a link the site may show, or undefined when it is one. */
export function linkProblem(href: string, allow: { mail?: boolean } = {}): string | undefined {
  if (href.startsWith("//")) return `"${href}" is protocol-relative: write https:// in full`;
  if (href.startsWith("/")) {
    const [path = "", hash] = href.split("#", 2);
    const bare = path.split("?", 1)[0]!;
    if (hash !== undefined && !FRAGMENT.test(hash)) return `"${href}" has an invalid #fragment`;
    if (sitePaths.has(bare) || ARTICLE.test(bare) || DOWNLOAD.test(bare)) return undefined;
    return `"${bare}" is not a page of this site`;
  }
  if (allow.mail && /^mailto:[^\s@]+@[^\s@]+\.[a-z]{2,}$/i.test(href)) return undefined;
  if (allow.mail && /^tel:\+[0-9]{6,15}$/.test(href)) return undefined;
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return `"${href}" is neither a page of this site (/…) nor a full https:// address`;
  }
  if (url.protocol !== "https:")
    return `"${href}" must be an https:// address, not ${url.protocol}`;
  return undefined;
}

function checkedLink(label: string, allow: { mail?: boolean }, help: string) {
  return z
    .string()
    .max(2000, `${label} is longer than 2000 characters`)
    .superRefine((href, ctx) => {
      const problem = linkProblem(href, allow);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    })
    .meta(meta(label, "link", help));
}

/** A page of this site (`/contact-us`, `/security#disclosure`) or an https:// address. */
export function link(label: string) {
  return checkedLink(label, {}, "A page of this site (/contact-us) or an https:// address");
}

/** As `link`, and also mailto: and tel: (the legal documents' contact lines). */
export function contactLink(label: string) {
  return checkedLink(label, { mail: true }, "A page, an https:// address, mailto: or tel:");
}

/** A page of this site only. */
export function internalLink(label: string) {
  return z
    .string()
    .refine((href) => href.startsWith("/"), `${label} must be a page of this site`)
    .pipe(link(label))
    .meta(meta(label, "link", "A page of this site (/contact-us)"));
}

/** An https:// address of another site. */
export function externalLink(label: string) {
  return z
    .string()
    .refine((href) => href.startsWith("https://"), `${label} must be an https:// address`)
    .pipe(link(label))
    .meta(meta(label, "link", "An https:// address"));
}

const PUBLIC_IMAGE = /^\/images\/[a-z0-9-]+(?:\/[a-z0-9-]+)*\.(?:svg|png|webp|avif|jpg)$/;

/**
 * A picture: our own artwork under public/images (`/images/team/x.svg`), or one uploaded
 * from the content editor (`/media/<id>/<width>x<height>`, app/lib/media.ts), which the
 * upload gives back. Its description is a field of its own (`alt()`) where the page shows
 * one.
 */
export function image(label: string) {
  return z
    .string()
    .refine(
      (src) => PUBLIC_IMAGE.test(src) || parseMediaReference(src) !== null,
      `${label} must be an image under /images/ or an uploaded picture (/media/…)`,
    )
    .meta(meta(label, "image", "Upload a picture, or name one under /images/"));
}

/** Text that describes an image to someone who cannot see it. */
export function alt(label = "Image description") {
  return multiline(label, 400);
}

export function email(label: string) {
  return z.email(`${label} is not an e-mail address`).meta(meta(label, "email"));
}

/** Yes or no: a checkbox. */
export function toggle(label: string) {
  return z.boolean().meta(meta(label, "toggle"));
}

export function choice<const T extends readonly [string, ...string[]]>(label: string, values: T) {
  return z.enum(values).meta(meta(label, "choice"));
}

export function date(label: string) {
  return z.iso.date("use the form YYYY-MM-DD").meta(meta(label, "date"));
}

/** A list an editor adds to, removes from and reorders. */
export function list<T extends z.ZodType>(label: string, item: T, bounds = { min: 0, max: 40 }) {
  return z
    .array(item)
    .min(bounds.min, `${label} needs at least ${bounds.min}`)
    .max(bounds.max, `${label} takes at most ${bounds.max}`)
    .meta(meta(label, "list"));
}

/** A group of fields shown together (a section of a page). */
export function group<T extends z.core.$ZodLooseShape>(label: string, shape: T) {
  return z.strictObject(shape).meta(meta(label, "group"));
}

/**
 * Text with a number in it ("5 min read") is still a function in code: the editor shows
 * it read-only until such texts become placeholders (docs/decisions/025-content-model.md).
 */
export function template<F extends (...args: never[]) => string>(label: string) {
  return z
    .custom<F>((value) => typeof value === "function", `${label} must be a text template`)
    .meta(meta(label, "template", "Built in code from a number or a name"));
}

/** A call-to-action: the words on the button and where it leads. */
export function action(label: string) {
  return group(label, { label: text("Button text", LIMITS.short), to: link("Leads to") });
}

/** A heading with a paragraph under it: a card, a step, a value. */
export function card(label: string, bodyMax = 600) {
  return group(label, { title: text("Title"), body: multiline("Text", bodyMax) });
}

/** A label and its value, as in an "at a glance" box. */
export function fact(label: string) {
  return group(label, { label: text("Label", LIMITS.short), value: text("Value", 200) });
}

/** The eyebrow, headline and introduction every page opens with. */
export const heroFields = {
  eyebrow: text("Eyebrow", LIMITS.short),
  title: text("Headline"),
  intro: multiline("Introduction", 600),
};

interface Walked {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  options?: z.ZodType[];
  valueType?: z.ZodType;
}

/**
 * The label and kind of the field at `path` in an entry of `schema` (`["faq", "3",
 * "question"]`), as the editor shows it: what a message about a value names, whichever
 * builder above (or none) made the field. A field without a label of its own is named by
 * the list or group it is in; undefined for a path the schema does not have.
 */
export function fieldAt(
  schema: z.ZodType,
  path: readonly string[],
  outer: { label?: string } = {},
): { label?: string; kind?: FieldKind } | undefined {
  const meta = z.globalRegistry.get(schema);
  const here = { label: meta?.label ?? outer.label, kind: meta?.kind };
  const def = schema._zod.def as unknown as Walked;
  if (def.innerType) return fieldAt(def.innerType, path, here);
  if (def.type === "pipe") return fieldAt(def.in!, path, here);
  if (def.type === "union") {
    for (const option of def.options!) {
      const found = fieldAt(option, path, here);
      if (found) return found;
    }
    return undefined;
  }
  if (path.length === 0) return here;
  const [step = "", ...rest] = path;
  const inner =
    def.type === "object"
      ? Object.hasOwn(def.shape!, step)
        ? def.shape![step]
        : undefined
      : def.type === "array" && /^\d+$/.test(step)
        ? def.element
        : def.type === "record"
          ? def.valueType
          : undefined;
  return inner && fieldAt(inner, rest, { label: here.label });
}
