import { z } from "zod";
import { readContentFolder } from "../lib/content-folder.server.ts";
import { workTypes, type JobPosition, type WorkType } from "./careers.ts";

/**
 * Where editors put open positions: one Markdown file each. CAREERS_DIR points the build
 * (or `npm run dev`) at another folder, e.g. the test fixtures.
 */
export const CAREERS_DIR = process.env.CAREERS_DIR ?? "content/careers";

export const positionFrontMatter = z
  .strictObject({
    category: z.string().trim().min(2),
    title: z.string().trim().min(3).max(100),
    company: z.string().trim().min(2),
    location: z.string().trim().min(2),
    workType: z.enum(Object.keys(workTypes) as [WorkType, ...WorkType[]]),
    applicationEmail: z.email(),
    posted: z.iso.date("use the form YYYY-MM-DD"),
    closes: z.iso.date("use the form YYYY-MM-DD"),
  })
  .refine((p) => p.closes >= p.posted, {
    path: ["closes"],
    message: "the closing date is before the posting date",
  });

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
