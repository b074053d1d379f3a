import { fillSlots } from "../lib/fill-slots.ts";

/**
 * Job openings as the careers page and its structured data receive them: code, no copy,
 * so the page's JavaScript takes these without the careers page's texts (loader data).
 */

/** docs/requirements.md §3: an open position, from the published `jobOpenings` entry. */
export interface JobPosition {
  id: string;
  category: string;
  title: string;
  company: string;
  location: string;
  workType: WorkType;
  /** Sanitised HTML of the opening's Markdown description. */
  descriptionHtml: string;
  applicationEmail: string;
  /** ISO dates (YYYY-MM-DD): when it was published, and the last day to apply. */
  posted: string;
  closes: string;
}

/** The work types an editor may write, and schema.org's employmentType for each. */
export const workTypes = {
  "Full-time": "FULL_TIME",
  "Part-time": "PART_TIME",
  Contract: "CONTRACTOR",
  Internship: "INTERN",
  Temporary: "TEMPORARY",
} as const;
export type WorkType = keyof typeof workTypes;

/**
 * '1 position available', 'N positions available' (docs/requirements.md §2.16): the careers
 * entry's singular or plural text, its `%count%` filled in.
 */
export function positionCountLabel(
  count: number,
  words: { positionCountOne: string; positionCountMany: string },
): string {
  return fillSlots(count === 1 ? words.positionCountOne : words.positionCountMany, { count });
}
