import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { VFile } from "vfile";
import { matter } from "vfile-matter";
import { markdownToHtml } from "../lib/markdown-html.ts";
import type { JobPosition } from "./careers.ts";
import { jobOpeningEntrySchema, type JobOpening } from "./schemas/job-opening.ts";

/**
 * Where the seed's job openings come from: one Markdown file each, its front matter the
 * fields and its body the description. Once the console's store is filled, marketing edits
 * them there (content type `jobOpenings`). CAREERS_DIR points the seed at another folder,
 * e.g. the test fixtures.
 */
export const CAREERS_DIR = process.env.CAREERS_DIR ?? "content/careers";

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The openings of a seed folder, as the `jobOpenings` entry stores them (Markdown kept).
 * Synchronous because the content registry (seed.server.ts) is built when it is imported.
 * Every problem of every file is collected into one error naming the file and the field.
 */
export function readOpeningFiles(dir = CAREERS_DIR): JobOpening[] {
  const names = readdirSync(dir)
    .filter((name) => name.endsWith(".md"))
    .sort();
  const problems: string[] = [];
  const openings: JobOpening[] = [];
  for (const name of names) {
    const file = path.join(dir, name);
    if (!SLUG.test(name.slice(0, -".md".length))) {
      problems.push(`${file}: the file name must be lowercase words joined by hyphens`);
      continue;
    }
    try {
      const doc = new VFile({ path: file, value: readFileSync(file, "utf8") });
      matter(doc, { strip: true });
      const fields = doc.data.matter as Record<string, unknown> | undefined;
      const parsed = jobOpeningEntrySchema.safeParse({ ...fields, description: String(doc) });
      if (parsed.success) openings.push(parsed.data);
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
  return openings;
}

/** Today's date in Ghana (GMT, no daylight saving), YYYY-MM-DD. */
export function ghanaToday(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

const slugOf = (title: string) =>
  title
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/**
 * The openings still open on `today` (an opening is open through its closing day), newest
 * first, each description rendered to sanitised HTML. The id (the card's anchor and the
 * JobPosting's identifier) comes from the title, numbered when two titles match.
 */
export function openPositions(
  openings: readonly JobOpening[],
  today = ghanaToday(),
): JobPosition[] {
  const taken = new Map<string, number>();
  return openings
    .filter((opening) => opening.closes >= today)
    .map(({ description, ...fields }) => {
      const base = slugOf(fields.title) || "opening";
      const n = (taken.get(base) ?? 0) + 1;
      taken.set(base, n);
      const id = n === 1 ? base : `${base}-${n}`;
      return { id, ...fields, descriptionHtml: markdownToHtml(description) };
    })
    .sort((a, b) => b.posted.localeCompare(a.posted) || a.title.localeCompare(b.title));
}

/** The open positions of a seed folder (the tests' fixtures). */
export async function readOpenPositions(
  dir = CAREERS_DIR,
  today = ghanaToday(),
): Promise<JobPosition[]> {
  return openPositions(readOpeningFiles(dir), today);
}
