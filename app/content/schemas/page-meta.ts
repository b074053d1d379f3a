import { z } from "zod";
import { multiline, text } from "./fields.ts";

/** A page's title and description for search engines and shares, and its short name. */
export const pageMetaSchema = z.strictObject({
  path: text("Address", 120, [/^\/[a-z0-9/-]*$/, "a path such as /contact-us"]),
  name: text("Short name", 60),
  title: text("Title for search engines", 90),
  description: multiline("Description for search engines", 200),
});

export type PageMeta = z.infer<typeof pageMetaSchema>;

/** The not-found page's title and description: it has no address of its own. */
export const notFoundMetaSchema = pageMetaSchema.pick({ title: true, description: true });
