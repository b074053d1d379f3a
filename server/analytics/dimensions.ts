/**
 * The rollup's dimensions whose keys are not ours: text a visitor's browser or a lead's form
 * sent (a source, a campaign, a landing page) rather than a page we publish, a goal or a
 * device class. Each is capped per day and month, and expires (rollup.ts).
 */

/** The key of the row that sums the rest (no path, host or CSS selector looks like it). */
export const OTHER = "(other)";

/**
 * The keys a day, and a month, keeps of a dimension whose keys visitors send: those with
 * most visitors, the rest summed as one OTHER row. The screen shows ten per range; without
 * a cap one address at the endpoint's limit wrote 172,800 rows a day per dimension, and
 * opening Traffic exhausted the heap (issue 40).
 */
export const KEYS_PER_DAY = 100;

/**
 * The keys of such a dimension one visitor's page views of a day count for: their first
 * ones (a visit from a search engine and the pages after it are already two sources); any
 * further ones count as OTHER, so one client cannot fill the day's KEYS_PER_DAY alone.
 */
export const KEYS_PER_VISITOR = 5;

/**
 * The leads themselves, from the stored lead records and their attribution
 * (conversion-rollup.ts): per form (`stored-leads`, whose keys are ours), and per landing
 * page, source and campaign.
 */
export const leadDimensions = {
  total: "stored-leads",
  page: "stored-leads:page",
  source: "stored-leads:source",
  campaign: "stored-leads:campaign",
} as const;

/**
 * The dimensions capped and expired. `leads:*` are the leads per page, source and campaign
 * as goal beacons claimed them, written until issue 40 and no longer.
 */
export const sentKeyDimensions = [
  "source",
  "campaign",
  leadDimensions.page,
  leadDimensions.source,
  leadDimensions.campaign,
  "leads:page",
  "leads:source",
  "leads:campaign",
] as const;
