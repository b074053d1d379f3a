import { site } from "#app/config/site.ts";
import { demoProducts } from "#app/lib/forms/demo-products.ts";
import type { Goal, GoalForm } from "#app/lib/analytics/vocabulary.ts";

const forms: GoalForm[] = ["contact", "newsletter", "demo"];

/** Every goal there is; an event naming any other is refused. */
export const goals = [
  ...forms.map((form) => `form_start:${form}` as const),
  "lead_submitted:contact",
  "lead_submitted:newsletter",
  ...demoProducts.map((product) => `lead_submitted:demo:${product}` as const),
  "outbound:api-docs",
  "outbound:maps",
] as const satisfies readonly Goal[];

/** The outbound clicks that are goals, by the host the link leads to. */
export const outboundGoals: ReadonlyMap<string, Goal> = new Map([
  [new URL(site.docs.host).hostname, "outbound:api-docs"],
  [new URL(site.mapsUrl).hostname, "outbound:maps"],
]);
