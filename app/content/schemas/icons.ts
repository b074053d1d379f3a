import { choice } from "./fields.ts";

/**
 * Names of the icons content may ask for. The components map each name to an icon of
 * lucide-react, so copy never imports React code and stays plain, serialisable data.
 */
export const iconNames = [
  "collections",
  "bulk-pay",
  "direct-debit",
  "utilities",
  "payouts",
  "ussd",
  "web-checkout",
  "sms",
  "request-to-pay",
  "remittance",
  "pensions",
  "banking",
  "aslan",
  "school",
  "insurance",
  "shop",
  "lifestyle",
  "community",
  "speed",
  "security",
  "reconcile",
  "reports",
  "phone",
  "alerts",
  "verify",
  "wallet",
  "offline",
  "code",
  "users",
  "clock",
] as const;

export type IconName = (typeof iconNames)[number];

export const icon = (label = "Icon") => choice(label, iconNames);
