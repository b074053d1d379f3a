import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { z } from "zod";
import { renderMarkdown } from "./markdown.server.ts";

/** One Markdown file of a content folder, its front matter checked against a schema. */
export interface ContentEntry<T> {
  /** The file name without `.md`: the entry's URL slug or id. */
  slug: string;
  file: string;
  data: T;
  html: string;
  words: number;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Reads every `*.md` file of `dir` (other files, such as .gitkeep, are ignored), validates
 * its front matter and renders its body. Every problem of every file is collected into one
 * error whose lines name the file and the field, so an editor fixes them in one go.
 */
export async function readContentFolder<S extends z.ZodType>(
  dir: string,
  schema: S,
): Promise<ContentEntry<z.output<S>>[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith(".md")).sort();
  const problems: string[] = [];
  const entries: ContentEntry<z.output<S>>[] = [];
  for (const name of names) {
    const file = path.join(dir, name);
    const slug = name.slice(0, -".md".length);
    if (!SLUG.test(slug)) {
      problems.push(`${file}: the file name must be lowercase words joined by hyphens`);
      continue;
    }
    try {
      const doc = await renderMarkdown(await readFile(file, "utf8"), file);
      const parsed = schema.safeParse(doc.frontMatter);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          const field = issue.path.join(".") || "(front matter)";
          problems.push(`${file}: field "${field}": ${issue.message}`);
        }
        continue;
      }
      entries.push({ slug, file, data: parsed.data, html: doc.html, words: doc.words });
    } catch (error) {
      problems.push(`${file}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (problems.length) {
    throw new Error(`Content in ${dir} is not valid:\n  ${problems.join("\n  ")}`);
  }
  return entries;
}
