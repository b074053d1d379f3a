import { markdownToHtml } from "../lib/markdown-html.ts";
import type { JobPosition } from "./careers.ts";
import { readMarkdownSeed } from "./markdown-seed.server.ts";
import { jobOpeningEntrySchema, type JobOpening } from "./schemas/job-opening.ts";

/**
 * Where the seed's job openings come from: one Markdown file each, its front matter the
 * fields and its body the description. Once the console's store is filled, marketing edits
 * them there (content type `jobOpenings`). CAREERS_DIR points the seed at another folder,
 * e.g. the test fixtures.
 */
export const CAREERS_DIR = process.env.CAREERS_DIR ?? "content/careers";

/**
 * The openings of a seed folder, as the `jobOpenings` entry stores them (Markdown kept).
 * Synchronous because the content registry (seed.server.ts) is built when it is imported.
 * Every problem of every file is collected into one error naming the file and the field.
 */
export function readOpeningFiles(dir = CAREERS_DIR): JobOpening[] {
  return readMarkdownSeed(dir, jobOpeningEntrySchema, (_slug, fields, description) => ({
    ...fields,
    description,
  }));
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
