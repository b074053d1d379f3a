/**
 * The typed shape of our long-form legal documents (terms, policies). Content modules
 * build them with the small helpers below; `components/legal` renders them at build time.
 */

/** A run of text: plain, bold, or a link (internal path, https:, mailto: or tel:). */
export type Inline = string | { strong: string } | { text: string; href: string };
export type RichText = string | readonly Inline[];

export type Block =
  | { kind: "p"; text: RichText }
  | { kind: "ul"; items: readonly RichText[] }
  | { kind: "ol"; items: readonly RichText[] }
  | { kind: "h3"; text: string }
  | { kind: "dl"; items: readonly { term: string; definition: RichText }[] }
  | { kind: "note"; text: RichText };

export interface DocSection {
  /** Anchor of the section, unique in its document (e.g. `privacy-policy`). */
  id: string;
  title: string;
  blocks: readonly Block[];
}

export interface LegalDocument {
  path: string;
  eyebrow: string;
  title: string;
  summary: string;
  /** Shown as 'Effective date: …' (policies) or 'Last updated: …' (terms). */
  dateLabel: "Effective date" | "Last updated";
  date: string;
  sections: readonly DocSection[];
  /** The few facts most readers look for, shown in a summary box. */
  keyPoints?: readonly { label: string; value: string }[];
}

export const p = (...text: Inline[]): Block => ({ kind: "p", text });
export const ul = (...items: RichText[]): Block => ({ kind: "ul", items });
export const ol = (...items: RichText[]): Block => ({ kind: "ol", items });
export const h3 = (text: string): Block => ({ kind: "h3", text });
export const note = (...text: Inline[]): Block => ({ kind: "note", text });
export const dl = (items: Record<string, RichText>): Block => ({
  kind: "dl",
  items: Object.entries(items).map(([term, definition]) => ({ term, definition })),
});
export const link = (text: string, href: string): Inline => ({ text, href });
export const mail = (address: string): Inline => ({ text: address, href: `mailto:${address}` });
export const b = (strong: string): Inline => ({ strong });

const WORDS = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
];

/** 7 → "seven": figures in legal prose are spelled out (up to fourteen). */
export function inWords(n: number): string {
  return WORDS[n] ?? String(n);
}

/** Every piece of text of a document, for search and tests. */
export function plainText(doc: Pick<LegalDocument, "sections">): string {
  const rich = (t: RichText) =>
    typeof t === "string"
      ? t
      : t.map((i) => (typeof i === "string" ? i : "strong" in i ? i.strong : i.text)).join("");
  return doc.sections
    .map((s) =>
      [
        s.title,
        ...s.blocks.map((blk) => {
          switch (blk.kind) {
            case "p":
            case "note":
              return rich(blk.text);
            case "h3":
              return blk.text;
            case "ul":
            case "ol":
              return blk.items.map(rich).join("\n");
            case "dl":
              return blk.items.map((i) => `${i.term}: ${rich(i.definition)}`).join("\n");
          }
        }),
      ].join("\n"),
    )
    .join("\n\n");
}
