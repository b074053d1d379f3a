import { z } from "zod";
import { image, linkProblem, LIMITS } from "./fields.ts";

/**
 * The words of a page that has no schema of its own yet (contact, careers, security, …):
 * any tree of texts, lists and groups. It still bounds every text, checks every link
 * (`to`, `href`) and every image (`imageSrc`, `imageUrl`, `logo`), and refuses values that
 * are not text, so the build catches a `javascript:` link or a runaway paragraph here too.
 * A page moves to a schema of its own (named fields, labels) when the editor reaches it.
 */
const LINK_KEYS = new Set(["to", "href"]);
const IMAGE_KEYS = new Set(["imageSrc", "imageUrl", "logo"]);

export type CopyValue =
  | string
  | number
  | boolean
  | null
  | ((...args: never[]) => string)
  | readonly CopyValue[]
  | { readonly [key: string]: CopyValue };

const imageCheck = image("Image");

function checkCopy(value: unknown, path: (string | number)[], ctx: z.RefinementCtx): void {
  const key = path.at(-1);
  if (typeof value === "string") {
    if (typeof key === "string" && LINK_KEYS.has(key)) {
      const problem = linkProblem(value, { mail: true });
      if (problem) ctx.addIssue({ code: "custom", path, message: problem });
    } else if (typeof key === "string" && IMAGE_KEYS.has(key)) {
      if (!imageCheck.safeParse(value).success) {
        ctx.addIssue({
          code: "custom",
          path,
          message: "must be an image under /images/ or an uploaded picture (/media/…)",
        });
      }
    } else if (value.length > LIMITS.paragraph) {
      ctx.addIssue({
        code: "custom",
        path,
        message: `is longer than ${LIMITS.paragraph} characters`,
      });
    }
    return;
  }
  // Texts with a number in them stay functions in code for now (fields.ts, `template`).
  if (typeof value === "function" || typeof value === "number" || typeof value === "boolean") {
    return;
  }
  if (value === null) return;
  if (Array.isArray(value)) {
    if (value.length > 60)
      ctx.addIssue({ code: "custom", path, message: "has more than 60 items" });
    value.forEach((item, i) => checkCopy(item, [...path, i], ctx));
    return;
  }
  if (typeof value === "object") {
    for (const [k, v] of Object.entries(value)) checkCopy(v, [...path, k], ctx);
    return;
  }
  ctx.addIssue({ code: "custom", path, message: `is a ${typeof value}, not text` });
}

export const pageCopySchema = z
  .custom<{ readonly [key: string]: CopyValue }>(
    (value) => typeof value === "object" && value !== null && !Array.isArray(value),
    "must be a group of texts",
  )
  .superRefine((value, ctx) => checkCopy(value, [], ctx))
  .meta({ label: "Page texts", kind: "group" });
