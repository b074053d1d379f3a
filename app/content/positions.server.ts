import { readContentFolder } from "../lib/content-folder.server.ts";
import type { JobPosition } from "./careers.ts";
import { jobOpeningSchema } from "./schemas/job-opening.ts";

/**
 * Where editors put open positions: one Markdown file each. CAREERS_DIR points the build
 * (or `npm run dev`) at another folder, e.g. the test fixtures.
 */
export const CAREERS_DIR = process.env.CAREERS_DIR ?? "content/careers";

/** The front matter's schema is the content model's (schemas/job-opening.ts). */
export const positionFrontMatter = jobOpeningSchema;

/** Today's date in Ghana (GMT, no daylight saving), YYYY-MM-DD. */
export function ghanaToday(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * The positions still open on `today` (a position is open through its closing day), newest
 * first. Expired files stay in the folder but drop off the page at the next build.
 */
export async function readOpenPositions(
  dir = CAREERS_DIR,
  today = ghanaToday(),
): Promise<JobPosition[]> {
  const entries = await readContentFolder(dir, positionFrontMatter);
  return entries
    .filter((e) => e.data.closes >= today)
    .map((e) => ({ id: e.slug, ...e.data, descriptionHtml: e.html }))
    .sort((a, b) => b.posted.localeCompare(a.posted) || a.title.localeCompare(b.title));
}
