import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { VFile } from "vfile";
import { matter } from "vfile-matter";
import type { z } from "zod";

const FILE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The entries of a seed folder of Markdown files (articles, job openings): for each file,
 * `toEntry` turns its name without `.md`, its front matter and its body into the input of
 * `schema`. Synchronous because the content registry (seed.server.ts) is built when it is
 * imported. Every problem of every file is collected into one error naming file and field.
 */
export function readMarkdownSeed<S extends z.ZodType>(
  dir: string,
  schema: S,
  toEntry: (slug: string, fields: Record<string, unknown>, body: string) => unknown,
): z.infer<S>[] {
  const names = readdirSync(dir)
    .filter((name) => name.endsWith(".md"))
    .sort();
  const problems: string[] = [];
  const entries: z.infer<S>[] = [];
  for (const name of names) {
    const file = path.join(dir, name);
    const slug = name.slice(0, -".md".length);
    if (!FILE_SLUG.test(slug)) {
      problems.push(`${file}: the file name must be lowercase words joined by hyphens`);
      continue;
    }
    try {
      const doc = new VFile({ path: file, value: readFileSync(file, "utf8") });
      matter(doc, { strip: true });
      const fields = (doc.data.matter ?? {}) as Record<string, unknown>;
      const parsed = schema.safeParse(toEntry(slug, fields, String(doc)));
      if (parsed.success) entries.push(parsed.data);
      for (const issue of parsed.error?.issues ?? []) {
        problems.push(
          `${file}: field "${issue.path.join(".") || "(front matter)"}": ${issue.message}`,
        );
      }
    } catch (error) {
      problems.push(`${file}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (problems.length) {
    throw new Error(`Content in ${dir} is not valid:\n  ${problems.join("\n  ")}`);
  }
  return entries;
}
