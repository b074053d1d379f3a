import type { SiteFacts } from "./schemas/site-facts.ts";

/**
 * The support hours, written one way wherever the site gives them. Pages pass the hours
 * of the published facts (`useContent("siteFacts").hours`); the seed modules the config's
 * (`site.hours`). No default: this module is in the pages' JavaScript, the config is not.
 */
type Hours = SiteFacts["hours"];

/** "08:00" → "8AM", "17:30" → "5:30PM": the spelling the spec uses for our hours. */
export function formatHour(time: string): string {
  const [h = 0, m = 0] = time.split(":").map(Number);
  const suffix = h >= 12 ? "PM" : "AM";
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${hour12}${m ? `:${String(m).padStart(2, "0")}` : ""}${suffix}`;
}

/** '8AM - 5PM GMT' (docs/requirements.md §2.13), from the hours it is given. */
export function hoursRange(hours: Hours): string {
  const { open, close, timezone } = hours;
  return `${formatHour(open)} - ${formatHour(close)} ${timezone}`;
}

/**
 * '8AM - 5PM GMT, Monday to Friday': the hours wherever a sentence, card or footer gives
 * them, one spelling for the whole site.
 */
export function hoursText(hours: Hours): string {
  return `${hoursRange(hours)}, ${hours.days}`;
}

/** '8AM - 5PM GMT on working days (Monday to Friday)'. */
export function businessHoursText(hours: Hours): string {
  return `${hoursRange(hours)} on working days (${hours.days})`;
}
