import { z } from "zod";
import {
  card,
  email,
  group,
  heroFields,
  list,
  LIMITS,
  multiline,
  slotted,
  text,
} from "./fields.ts";

const label = (name: string) => text(name, LIMITS.short);

/** The careers page around its job openings (docs/requirements.md §2.16). */
export const careersPageSchema = z.strictObject({
  ...heroFields,
  openingsButton: label("Openings button"),
  glanceTitle: label("At a glance title"),
  glance: group("At a glance", {
    where: label("Where label"),
    whereValue: text("Where we work"),
    team: label("Team label"),
    // The page writes the team's size before it ("40+ people"): loader data holds no code.
    teamUnit: label("Team size, after the number"),
    openPositions: label("Open positions label"),
    cvTo: label("CV label"),
  }),
  valuesHeading: text("Values heading"),
  valuesIntro: multiline("Values introduction", 400),
  values: list("Values", card("Value"), { min: 1, max: 8 }),
  openingsHeading: text("Openings heading"),
  noPositions: text("No openings heading"),
  noPositionsBody: multiline("No openings text", 400),
  noPositionsEmail: email("Speculative applications to"),
  noPositionsAfter: multiline("After the address", 300),
  positionCountOne: slotted("Openings count, one opening", ["count"], LIMITS.short),
  positionCountMany: slotted("Openings count, several openings", ["count"], LIMITS.short),
  applyLine: text("Apply line"),
  fairHiring: multiline("Equal opportunity statement", 600),
});
