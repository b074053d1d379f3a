import { z } from "zod";
import { markdownToHtml } from "#app/lib/markdown-html.ts";
import { heroArtNames } from "../articles.ts";
import { date } from "./fields.ts";

/** An article's fields: the front matter of a content/articles/ seed file. */
const fields = {
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
};

/** The front matter of a seed file (its slug is the file's name). */
export const articleSchema = z.strictObject(fields);

/** Lower-case words of letters and digits joined by single hyphens: `mobile-money-in-ghana`. */
export const ARTICLE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The article's address, /articles/<slug>. */
export const articleSlugSchema = z
  .string()
  .trim()
  .min(3, "Web address is shorter than 3 characters")
  .max(80, "Web address is longer than 80 characters")
  .regex(ARTICLE_SLUG, "Web address: lower-case letters, digits and single hyphens only")
  .meta({
    label: "Web address (/articles/…)",
    kind: "text",
    help: "The article is at /articles/ followed by this, e.g. mobile-money-in-ghana. If you change it, the old address keeps leading to the article.",
  });

/**
 * The article's text (Markdown, rendered and sanitised by app/lib/markdown-html.ts). The
 * title is the page's only h1, so a top-level heading in it is refused.
 */
export const articleBodySchema = z
  .string()
  .trim()
  .min(1, "Article is empty")
  .max(40000, "Article is longer than 40000 characters")
  .refine((source) => !markdownToHtml(source).includes("<h1"), {
    message: 'use "##" for section headings: the title is the page\'s only h1',
  })
  .meta({
    label: "Article",
    kind: "markdown",
    help: "Markdown: blank lines separate paragraphs, ## starts a section, ### a subsection",
  });

/** One article as the console edits it: its address, the fields above and its text. */
export const articleEntrySchema = z
  .strictObject({ slug: articleSlugSchema, ...fields, body: articleBodySchema })
  .meta({ label: "Article", kind: "group" });

/**
 * The `articles` content type's one entry (`main`): every article, in any order (the pages
 * sort them by date). Each slug is an address, so two articles cannot share one.
 */
export const articlesSchema = z
  .array(articleEntrySchema)
  .min(1, "Articles needs at least 1: /articles shows the newest")
  .max(200, "Articles takes at most 200")
  .superRefine((articles, ctx) => {
    const seen = new Set<string>();
    articles.forEach((article, i) => {
      if (!seen.has(article.slug)) {
        seen.add(article.slug);
        return;
      }
      ctx.addIssue({
        code: "custom",
        path: [i, "slug"],
        message: `"${article.slug}" is already the web address of another article: each needs its own`,
      });
    });
  })
  .meta({ label: "Articles", kind: "list" });

export type ArticleFields = z.infer<typeof articleSchema>;
export type ArticleEntry = z.infer<typeof articleEntrySchema>;
