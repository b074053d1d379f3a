import type { DemoProduct } from "../forms/demo-products.ts";

/**
 * What the analytics beacon may say, shared by the browser (app/lib/analytics/beacon.ts)
 * and the endpoint that checks it (server/analytics/event-schema.ts). Every value outside
 * these lists is refused, so a forged event cannot invent a goal or a class. No imports but
 * types: the beacon's chunk must not pull the site's shared code in (docs/decisions/026).
 */
export const EVENTS_PATH = "/api/events";

/** Largest body the endpoint reads: one event is a few hundred bytes. */
export const MAX_EVENT_BYTES = 4096;

export const deviceClasses = ["mobile", "tablet", "desktop"] as const;
export type DeviceClass = (typeof deviceClasses)[number];

/** Viewport widths by the site's own breakpoints: below 480, 768, 1024, 1440, and wider. */
export const viewportClasses = ["xs", "sm", "md", "lg", "xl"] as const;
export type ViewportClass = (typeof viewportClasses)[number];
export const viewportBreakpoints = [480, 768, 1024, 1440] as const;

export const vitalNames = ["LCP", "INP", "CLS", "TTFB"] as const;
export type VitalName = (typeof vitalNames)[number];
export const vitalRatings = ["good", "needs-improvement", "poor"] as const;

export const utmFields = ["source", "medium", "campaign", "content", "term"] as const;
export type UtmField = (typeof utmFields)[number];
export const MAX_UTM_LENGTH = 100;
export const MAX_ELEMENT_LENGTH = 200;

/** The lead forms a goal can name: a demo request names its product when it is sent. */
export type GoalForm = "contact" | "newsletter" | "demo";

/**
 * A form started, a lead sent (per form and demo product), an outbound click. The beacon
 * reports an outbound click by the link's host; the server knows which hosts are goals
 * (server/analytics/goals.ts).
 */
export type Goal =
  | `form_start:${GoalForm}`
  | "lead_submitted:contact"
  | "lead_submitted:newsletter"
  | `lead_submitted:demo:${DemoProduct}`
  | "outbound:api-docs"
  | "outbound:maps";
