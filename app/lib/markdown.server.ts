import type { Nodes, Root } from "hast";
import { markdownProcessor as processor } from "./markdown-html.ts";

/** An article's body rendered: its sanitised HTML and how many words a reader reads. */
export interface RenderedMarkdown {
  html: string;
  words: number;
}

function textOf(node: Nodes): string {
  if (node.type === "text") return node.value;
  if ("children" in node) return node.children.map(textOf).join(" ");
  return "";
}

/**
 * A Markdown text through the site's one pipeline (markdown-html.ts, as the editor's
 * preview), counting the words of what it renders. Whether it may hold an h1 is the
 * schema's to say (schemas/article.ts).
 */
export function renderMarkdownBody(source: string): RenderedMarkdown {
  const tree = processor.runSync(processor.parse(source)) as Root;
  return {
    html: processor.stringify(tree),
    words: textOf(tree).split(/\s+/).filter(Boolean).length,
  };
}

const WORDS_PER_MINUTE = 200;

/** Whole minutes at 200 words a minute, at least one. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}
