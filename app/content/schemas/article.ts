import { z } from "zod";
import { heroArtNames } from "../articles.ts";
import { date, markdown } from "./fields.ts";

/**
 * An article: today one Markdown file in content/articles/, its front matter these fields
 * and its body Markdown, rendered and sanitised at build time.
 */
export const articleSchema = z.strictObject({
  title: z.string().trim().min(10).max(120).meta({ label: "Title", kind: "text" }),
  description: z
    .string()
    .trim()
    .min(50)
    .max(200)
    .meta({ label: "Summary for lists and search engines", kind: "multiline" }),
  date: date("Published on"),
  author: z
    .strictObject({
      name: z.string().trim().min(2).max(80).meta({ label: "Name", kind: "text" }),
      role: z.string().trim().min(2).max(80).meta({ label: "Role", kind: "text" }),
    })
    .meta({ label: "Author", kind: "group" }),
  tags: z
    .array(z.string().trim().min(2).max(40).meta({ label: "Tag", kind: "text" }))
    .min(1)
    .max(6)
    .meta({ label: "Tags", kind: "list" }),
  hero: z.enum(heroArtNames).meta({ label: "Banner artwork", kind: "choice" }),
});

/** The article's text below the front matter. */
export const articleBodySchema = markdown("Article", 40000);

export type ArticleFields = z.infer<typeof articleSchema>;
