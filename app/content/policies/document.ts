import type { Block, Inline, LegalDocument, RichText } from "../schemas/legal-document.ts";

/**
 * The small helpers content modules build our long-form legal documents (terms, policies)
 * with; `components/legal` renders them at build time. Their shape is the schema's
 * (schemas/legal-document.ts).
 */

export type {
  Block,
  DocSection,
  Inline,
  LegalDocument,
  RichText,
} from "../schemas/legal-document.ts";

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
