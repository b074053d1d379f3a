import { z } from "zod";
import {
  deviceClasses,
  MAX_ELEMENT_LENGTH,
  MAX_UTM_LENGTH,
  viewportClasses,
  vitalNames,
  vitalRatings,
} from "#app/lib/analytics/vocabulary.ts";
import { maskContacts } from "#app/lib/analytics/contact-shapes.ts";
import { hiddenCharacter } from "#app/lib/hidden-characters.ts";
import { cutText } from "#app/lib/cut-text.ts";
import { goals } from "./goals.ts";

/**
 * Free text: nothing hidden-characters.ts refuses (a control character would reach the
 * console's screens and CSV files, a lone surrogate is valid JSON the database refuses), and
 * nothing shaped like an e-mail address or a phone number kept (masked before storage).
 */
const printable = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((text) => hiddenCharacter(text) === undefined)
    .transform((text) => cutText(maskContacts(text), max));

const path = z.string().min(1).max(200).startsWith("/");

// A host name only, never a URL: the beacon reduces document.referrer to its host.
const host = z
  .string()
  .max(253)
  .regex(/^[a-z0-9](?:[a-z0-9-]{0,62}\.)*[a-z0-9-]{1,63}$/i)
  .transform((value) => value.toLowerCase());

const utm = z
  .object({
    source: printable(MAX_UTM_LENGTH),
    medium: printable(MAX_UTM_LENGTH),
    campaign: printable(MAX_UTM_LENGTH),
    content: printable(MAX_UTM_LENGTH),
    term: printable(MAX_UTM_LENGTH),
  })
  .partial()
  .strict();

const pageview = z
  .object({
    type: z.literal("pageview"),
    path,
    referrer: host.optional(),
    utm: utm.optional(),
    device: z.enum(deviceClasses),
    viewport: z.enum(viewportClasses),
  })
  .strict();

const vital = z
  .object({
    type: z.literal("vital"),
    path,
    name: z.enum(vitalNames),
    // Milliseconds, or CLS's unitless score; a minute is far past any real figure.
    value: z.number().finite().min(0).max(60_000),
    rating: z.enum(vitalRatings),
    element: printable(MAX_ELEMENT_LENGTH).optional(),
  })
  .strict();

const goal = z.object({ type: z.literal("goal"), path, goal: z.enum(goals) }).strict();

// A click on a link that leaves the site: a goal when its host is one (goals.ts).
const outbound = z.object({ type: z.literal("outbound"), path, host }).strict();

export const analyticsEvent = z.discriminatedUnion("type", [pageview, vital, goal, outbound]);
export type AnalyticsEvent = z.infer<typeof analyticsEvent>;

/** What is queued and stored: an outbound click has become its goal by then. */
export type StoredEvent = Exclude<AnalyticsEvent, { type: "outbound" }>;
