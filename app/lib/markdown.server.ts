import type { Element, Nodes, Root } from "hast";
import { VFile } from "vfile";
import { matter } from "vfile-matter";
import { markdownProcessor as processor } from "./markdown-html.ts";

/** A Markdown file read at build time: its front matter, its HTML and what it says. */
export interface MarkdownDocument {
  /** The YAML front matter, not yet validated. */
  frontMatter: unknown;
  /** Sanitised HTML of the body. */
  html: string;
  /** Words a reader reads in the body. */
  words: number;
}

function textOf(node: Nodes): string {
  if (node.type === "text") return node.value;
  if ("children" in node) return node.children.map(textOf).join(" ");
  return "";
}

function elements(node: Nodes): Element[] {
  if (!("children" in node)) return [];
  const own = node.type === "element" ? [node] : [];
  return [...own, ...node.children.flatMap(elements)];
}

/**
 * Parses one Markdown file (`path` is its name for the parser's messages). The page supplies
 * the only h1 (the title), so a body with its own h1 is refused.
 */
export async function renderMarkdown(source: string, path: string): Promise<MarkdownDocument> {
  const file = new VFile({ path, value: source });
  matter(file, { strip: true });
  const tree = (await processor.run(processor.parse(file), file)) as Root;
  if (elements(tree).some((el) => el.tagName === "h1")) {
    throw new Error('use "##" for section headings: the title is the page\'s only h1');
  }
  return {
    frontMatter: file.data.matter,
    html: processor.stringify(tree, file),
    words: textOf(tree).split(/\s+/).filter(Boolean).length,
  };
}

const WORDS_PER_MINUTE = 200;

/** Whole minutes at 200 words a minute, at least one. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}
