import type { ArticleBlock } from "../../content/article";
import { RichText } from "../legal/RichText";

/** The article's blocks, typeset with the site's long-form styles. */
export function ArticleBody({ body }: { body: readonly ArticleBlock[] }) {
  return (
    <div className="prose-site sm:text-lg sm:leading-8 [&>p:first-child]:text-lg [&>p:first-child]:leading-8 [&>p:first-child]:text-ink-800 sm:[&>p:first-child]:text-xl sm:[&>p:first-child]:leading-9">
      {body.map((block, i) => {
        switch (block.kind) {
          case "h2":
            return (
              <h2 key={i} id={block.id}>
                {block.text}
              </h2>
            );
          case "h3":
            return <h3 key={i}>{block.text}</h3>;
          case "p":
            return (
              <p key={i}>
                <RichText value={block.text} />
              </p>
            );
          case "ul":
            return (
              <ul key={i}>
                {block.items.map((item, j) => (
                  <li key={j}>
                    <RichText value={item} />
                  </li>
                ))}
              </ul>
            );
          case "quote":
            return (
              <figure key={i} className="my-10 border-l-4 border-gold-400 py-2 pl-6 sm:pl-8">
                <blockquote className="text-2xl leading-snug font-semibold tracking-tight text-balance text-ink-900">
                  <p className="my-0">{block.text}</p>
                </blockquote>
              </figure>
            );
        }
      })}
    </div>
  );
}
