/** The products a demo can be requested for; stored with each demo request. */
export const demoProducts = [
  "pension-management",
  "banking",
  "school-billing",
  "aslan",
  "value-added",
] as const;

export type DemoProduct = (typeof demoProducts)[number];

export function isDemoProduct(value: unknown): value is DemoProduct {
  return typeof value === "string" && (demoProducts as readonly string[]).includes(value);
}
