import type { SiteFacts } from "./schemas/site-facts.ts";

// The published facts' shape, so a page can pass the facts its loader handed out.
type Compliance = SiteFacts["compliance"];

const note = (label: string, number: string | null) => (number ? `, ${label} ${number}` : "");

/** ", certificate 12345" once the owner has confirmed the number; nothing until then. */
export const certificateNote = (iso: Compliance["iso27001"]) =>
  note("certificate", iso.certificateNumber);

/** ", licence 12345" once the owner has confirmed the number; nothing until then. */
export const licenceNote = (bog: Compliance["bankOfGhana"]) => note("licence", bog.licenceNumber);

/**
 * Trust badges (docs/requirements.md §2.4, §2.6): ISO, PCI and central-bank licensing, each naming what it
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
