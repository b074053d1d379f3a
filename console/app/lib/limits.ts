/**
 * Three characters at least: the trigram indexes cannot narrow a shorter search, which
 * would read every lead (drizzle/0006_lead_search_trigram.sql).
 */
export const MIN_SEARCH_LENGTH = 3;

/** The longest note on a lead: the note field's maxLength; the action refuses a longer one. */
export const NOTE_MAX = 4000;
