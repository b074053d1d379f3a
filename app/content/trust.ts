import { site } from "../config/site.ts";

const c = site.compliance;

/** Trust badges (spec §2.4, §2.6): ISO, PCI and central-bank licensing, named in the config. */
export const trustBadges = [
  { kind: "iso", title: c.iso27001.name, caption: "Certified information security" },
  { kind: "pci", title: c.pciDss.name, caption: "Card data security compliant" },
  { kind: "regulator", title: "Bank of Ghana", caption: "Licensed payment service provider" },
] as const;
