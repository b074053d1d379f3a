/** Trust badges (spec §2.4, §2.6): ISO, PCI and central-bank licensing. */
export const trustBadges = [
  { kind: "iso", title: "ISO/IEC 27001", caption: "Certified information security" },
  { kind: "pci", title: "PCI DSS Level 1", caption: "Card data security compliant" },
  { kind: "regulator", title: "Bank of Ghana", caption: "Licensed payment service provider" },
] as const;
