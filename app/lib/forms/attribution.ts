import * as z from "zod/mini";
import { holdsContact, maskContacts } from "../analytics/contact-shapes.ts";
import { cutText } from "#app/lib/cut-text.ts";
import { hiddenCharacter } from "#app/lib/hidden-characters.ts";
import { MAX_UTM_LENGTH } from "../analytics/vocabulary.ts";

/**
 * Where a lead's visit came from (issue 32, "Attribution on every lead"): the page the
 * visit landed on, the other site that sent it, and the campaign's UTM fields. The browser
 * keeps it for the tab (visit-attribution.ts) and sends it with the form; a form posted
 * without JavaScript has it from its page's address (route-actions.server.ts). The server
 * reads it with `readAttribution` (docs/decisions/028-lead-attribution.md).
 *
 * Each field is checked on its own and a bad one is dropped, never refused: a lead is worth
 * more than knowing where it came from, and nothing here was typed by the visitor. Nor
 * should it name anyone: an e-mail address or phone number in a UTM value is masked, a
 * landing page loses its query, and one whose path holds an address or number is dropped
 * (docs/data-protection.md).
 */
export const attributionLimits = {
  landingPath: 200,
  // A DNS name: at most 253 characters (RFC 1035).
  referrerHost: 253,
  utm: MAX_UTM_LENGTH,
} as const;

export const attributionFields = [
  "landingPath",
  "referrerHost",
  "utmSource",
  "utmMedium",
  "utmCampaign",
  "utmContent",
  "utmTerm",
] as const;
export type AttributionField = (typeof attributionFields)[number];
export type Attribution = Partial<Record<AttributionField, string>>;

// A site path: one slash, then no white space (a second slash would be another host).
const SITE_PATH = /^\/(?!\/)\S*$/;
// Labels of letters, digits and hyphens, neither starting nor ending with a hyphen.
const HOST = /^(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))*$/;

const plain = (max: number) =>
  z.string().check(
    z.trim(),
    z.minLength(1),
    z.maxLength(max, { abort: true }),
    z.refine((s: string) => hiddenCharacter(s) === undefined),
  );

/** The path as %-decoded text, so an escaped address is found too (the raw path if invalid). */
function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

// The page, not what its address carried: a query or fragment may hold anything.
const landingPath = z.pipe(
  z.pipe(
    z.string(),
    z.transform((path: string) => path.replace(/[?#].*$/s, "")),
  ),
  plain(attributionLimits.landingPath).check(
    z.regex(SITE_PATH),
    z.refine((path: string) => !holdsContact(decoded(path))),
  ),
);

const utmValue = z.pipe(
  plain(attributionLimits.utm),
  z.transform((value: string) => cutText(maskContacts(value), attributionLimits.utm)),
);

const fieldSchemas: Record<AttributionField, z.ZodMiniType<string>> = {
  landingPath,
  referrerHost: plain(attributionLimits.referrerHost).check(z.toLowerCase(), z.regex(HOST)),
  utmSource: utmValue,
  utmMedium: utmValue,
  utmCampaign: utmValue,
  utmContent: utmValue,
  utmTerm: utmValue,
};

/** The valid fields of what was sent; anything else (a bad field, not an object) is dropped. */
export function readAttribution(value: unknown): Attribution {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return {};
  const sent = value as Record<string, unknown>;
  const kept: Attribution = {};
  for (const name of attributionFields) {
    const result = z.safeParse(fieldSchemas[name], sent[name]);
    if (result.success) kept[name] = result.data;
  }
  return kept;
}

/** The UTM fields of a page address, as the attribution names them. */
export function utmOfQuery(query: URLSearchParams): Attribution {
  return readAttribution({
    utmSource: query.get("utm_source") ?? undefined,
    utmMedium: query.get("utm_medium") ?? undefined,
    utmCampaign: query.get("utm_campaign") ?? undefined,
    utmContent: query.get("utm_content") ?? undefined,
    utmTerm: query.get("utm_term") ?? undefined,
  });
}

/** Every field, null where the visit did not say: as stored, exported and sent on. */
export type StoredAttribution = Record<AttributionField, string | null>;

export function storedAttribution(
  a: Partial<Record<AttributionField, string | null>>,
): StoredAttribution {
  return Object.fromEntries(attributionFields.map((f) => [f, a[f] ?? null])) as StoredAttribution;
}

export const hasAttribution = (a: Attribution) => attributionFields.some((f) => a[f] !== undefined);
