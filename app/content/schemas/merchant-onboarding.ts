import { z } from "zod";
import { card, heroFields, list, LIMITS, multiline, text } from "./fields.ts";

/** docs/requirements.md §2.17: the merchant onboarding holding page. */
export const merchantOnboardingSchema = z.strictObject({
  ...heroFields,
  body: multiline("Text", 600),
  contactSales: text("Contact button", LIMITS.short),
  comingTitle: text("Coming soon heading"),
  comingBadge: text("Coming soon badge", 30),
  comingSteps: list("Coming soon steps", card("Step"), { min: 1, max: 6 }),
  policyLink: text("Policy link text"),
  prepareHeading: text("Documents heading"),
  prepareIntro: multiline("Documents introduction", 400),
  /** The list of the Merchant Onboarding Policy, shown here too. */
  documents: list("Documents", multiline("Document", 300), { min: 1, max: 12 }),
});
