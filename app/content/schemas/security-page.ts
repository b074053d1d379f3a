import { z } from "zod";
import { card, group, heroFields, list, LIMITS, multiline, slotted, text } from "./fields.ts";

const label = (name: string) => text(name, LIMITS.short);
const lines = (name: string) => list(name, multiline("Item", 400), { min: 1, max: 10 });

/** The trust centre, /security, with the vulnerability disclosure policy. Legal review. */
export const securityPageSchema = z.strictObject({
  ...heroFields,
  disclosureButton: label("Disclosure button"),
  glanceTitle: label("At a glance title"),
  glance: group("At a glance", {
    licence: label("Regulator label"),
    licenceValue: text("Regulator", 200),
    cards: label("Card data label"),
    cardsValue: text("Card data", 200),
    isms: label("Information security label"),
    ismsValue: text("Information security", 200),
    report: label("Report label"),
  }),
  scamsNote: multiline("Scam warning", 300),
  scamsLink: text("Scam warning link text"),
  standardsHeading: text("Standards heading"),
  standardsIntro: multiline("Standards introduction", 600),
  standards: list("Standards", card("Standard"), { min: 1, max: 8 }),
  practicesHeading: text("Practices heading"),
  practices: list("Practices", card("Practice"), { min: 1, max: 10 }),
  privacyHeading: text("Privacy heading"),
  privacyBody: multiline("Privacy text", 600),
  privacyPolicyLink: text("Privacy policy link text"),
  dpoHeading: text("Data Protection Officer heading"),
  dpoBody: multiline("Data Protection Officer text", 600),
  disclosureHeading: text("Disclosure heading"),
  disclosureIntro: multiline("Disclosure introduction", 600),
  scopeHeading: text("Scope heading"),
  inScope: lines("In scope"),
  outOfScopeHeading: text("Out of scope heading"),
  outOfScope: lines("Out of scope"),
  reportHeading: text("Report heading"),
  reportSteps: lines("Report steps"),
  reportSubject: label("Subject of the report e-mail"),
  securityTxtLink: label("security.txt link"),
  safeHarbourHeading: text("Safe harbour heading"),
  safeHarbour: multiline("Safe harbour", 1000),
  responseHeading: text("Response heading"),
  responseTimes: list(
    "Response times",
    group("Response time", { when: text("Within", 40), what: multiline("What happens", 300) }),
    { min: 1, max: 6 },
  ),
  responseWithin: slotted("Response time heading", ["time"], LIMITS.short),
  noBounty: multiline("Bug bounty note", 600),
});
