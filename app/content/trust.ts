import { site } from "../config/site.ts";

const c = site.compliance;

type Compliance = typeof site.compliance;

/** ", certificate 12345" once the owner has confirmed the number; nothing until then. */
export function certificateNote(iso: Compliance["iso27001"]): string {
  return iso.certificateNumber ? `, certificate ${iso.certificateNumber}` : "";
}

/** ", licence 12345" once the owner has confirmed the number; nothing until then. */
export function licenceNote(bog: Compliance["bankOfGhana"]): string {
  return bog.licenceNumber ? `, licence ${bog.licenceNumber}` : "";
}

/**
 * Trust badges (spec §2.4, §2.6): ISO, PCI and central-bank licensing, each naming what it
 * covers, from the config (docs/publishing.md lists them among the facts to confirm).
 */
export function badgesFor(compliance: Compliance) {
  return [
    {
      kind: "iso",
      title: compliance.iso27001.name,
      caption: `Certified: our payment platform${certificateNote(compliance.iso27001)}`,
    },
    {
      kind: "pci",
      title: compliance.pciDss.name,
      caption: `Assessed as a card ${compliance.pciDss.scope}`,
    },
    {
      kind: "regulator",
      title: "Bank of Ghana",
      caption: `Licensed ${compliance.bankOfGhana.licence}${licenceNote(compliance.bankOfGhana)}`,
    },
  ] as const;
}

export const trustBadges = badgesFor(c);
