import type { Block, DocSection } from "#app/content/policies/document.ts";
import { RichText } from "./RichText.tsx";

function BlockView({ block }: { block: Block }) {
  switch (block.kind) {
    case "p":
      return (
        <p>
          <RichText value={block.text} />
        </p>
      );
    case "h3":
      return <h3>{block.text}</h3>;
    case "ul":
    case "ol": {
      const List = block.kind;
      return (
        <List>
          {block.items.map((item, i) => (
            <li key={i}>
              <RichText value={item} />
            </li>
          ))}
        </List>
      );
    }
    case "dl":
      return (
        <dl className="my-5 divide-y divide-line rounded-xl ring-1 ring-line">
          {block.items.map((item) => (
            <div key={item.term} className="grid gap-1 px-4 py-3 sm:grid-cols-[12rem_1fr] sm:gap-4">
              <dt className="font-semibold text-ink-900">{item.term}</dt>
              <dd>
                <RichText value={item.definition} />
              </dd>
            </div>
          ))}
        </dl>
      );
    case "note":
      return (
        <p className="rounded-xl bg-surface px-4 py-3 ring-1 ring-line">
          <RichText value={block.text} />
        </p>
      );
  }
}

/** Numbered sections; each <section>'s id is its anchor (e.g. #privacy-policy). */
export function DocumentBody({ sections }: { sections: readonly DocSection[] }) {
  return (
    <div className="prose-site">
      {sections.map((section, i) => (
        <section
          key={section.id}
          id={section.id}
          tabIndex={-1}
          className={`outline-none ${i === 0 ? "[&>h2]:mt-0" : ""}`}
        >
          <h2 id={`${section.id}-title`} className="flex gap-3">
            <span className="text-brand-700 tabular-nums">{i + 1}.</span>
            <span>{section.title}</span>
          </h2>
          {section.blocks.map((block, j) => (
            <BlockView key={j} block={block} />
          ))}
        </section>
      ))}
    </div>
  );
}
