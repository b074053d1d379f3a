import type { servicePaths } from "./index.ts";

/**
 * Names of the icons content may ask for. The components map each name to an icon of
 * lucide-react, so copy never imports React code and stays plain, serialisable data.
 */
export type IconName =
  | "collections"
  | "bulk-pay"
  | "direct-debit"
  | "utilities"
  | "payouts"
  | "ussd"
  | "web-checkout"
  | "sms"
  | "request-to-pay"
  | "remittance"
  | "pensions"
  | "banking"
  | "aslan"
  | "school"
  | "insurance"
  | "shop"
  | "lifestyle"
  | "community"
  | "speed"
  | "security"
  | "reconcile"
  | "reports"
  | "phone"
  | "alerts"
  | "verify"
  | "wallet"
  | "offline"
  | "code"
  | "users"
  | "clock";

export type ServicePath = (typeof servicePaths)[number];

export interface DocsLink {
  label: string;
  href: string;
  /** True when the link leaves the site (new tab). */
  external: boolean;
}

export interface PanelRow {
  label: string;
  detail: string;
  value: string;
  status: "Successful" | "Pending" | "Sent" | "Active" | "Delivered";
}

interface ServiceBase {
  path: ServicePath;
  /** Short name used in the eyebrow and listing cards. */
  name: string;
  icon: IconName;
  hero: { title: string; intro: string };
  /** The product-screen mock beside the hero: a few realistic rows. */
  panel: { title: string; caption: string; rows: PanelRow[] };
  overview: { title: string; paragraphs: string[]; highlights: string[] };
  benefits: { title: string; body: string; icon: IconName }[];
  steps: { title: string; body: string }[];
  closing: { title: string; body: string };
}

/** The nine payment services that share the full template with a developer section. */
export interface StandardService extends ServiceBase {
  kind: "standard";
  docs: DocsLink;
  /** Optional list shown under "what it does" (e.g. the bills Utilities covers). */
  catalogue?: { title: string; items: { name: string; detail: string }[] };
}

/** Remittance: a partner service with its two documentation links. */
export interface RemittanceService extends ServiceBase {
  kind: "remittance";
  docs: DocsLink[];
}

export type ServiceEntry = StandardService | RemittanceService;
