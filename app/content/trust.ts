import { fillSlots } from "../lib/fill-slots.ts";
import type { ContentTypeMap } from "./types.ts";
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
 * covers, from the compliance facts (docs/publishing.md lists them among the facts to
 * confirm) inside the published badge words; a number shows once it is a fact.
 */
export function badgesFor(compliance: Compliance, words: BadgeWords) {
  const numbered = (template: string, number: string | null) =>
    number ? fillSlots(template, { number }) : "";
  const { iso27001: iso, pciDss: pci, bankOfGhana: bog } = compliance;
  return [
    {
      kind: "iso",
      title: iso.name,
      caption: fillSlots(words.isoCaption, {
        note: numbered(words.certificateNote, iso.certificateNumber),
      }),
    },
    { kind: "pci", title: pci.name, caption: fillSlots(words.pciCaption, { scope: pci.scope }) },
    {
      kind: "regulator",
      title: words.regulatorTitle,
      caption: fillSlots(words.regulatorCaption, {
        licence: bog.licence,
        note: numbered(words.licenceNote, bog.licenceNumber),
      }),
    },
  ] as const;
}

/** The badges' words around the facts (navigation.words.badges, published content). */
export type BadgeWords = ContentTypeMap["navigation"]["words"]["badges"];
