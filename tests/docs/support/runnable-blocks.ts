import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * The fenced shell blocks of the docs that a test runs: info string `sh runnable`, then
 * optional words saying what the block needs (`server`, `postgres`). Plain `sh` blocks are
 * examples that need a real host and are left alone.
 */
export interface RunnableBlock {
  /** Path relative to the project root. */
  file: string;
  /** 1-based line of the block's first command line. */
  line: number;
  needs: string[];
  code: string;
}

export const knownNeeds = ["server", "postgres"] as const;

const fence = /^ {0,3}(`{3,}|~{3,})\s*(.*)$/;

export function runnableBlocks(markdown: string, file: string): RunnableBlock[] {
  const blocks: RunnableBlock[] = [];
  const lines = markdown.split(/\r?\n/);
  let open: { marker: string; words: string[]; line: number; code: string[] } | null = null;
  for (const [index, text] of lines.entries()) {
    const match = fence.exec(text);
    if (!open) {
      if (match)
        open = {
          marker: match[1]!,
          words: match[2]!.trim().split(/\s+/),
          line: index + 2,
          code: [],
        };
      continue;
    }
    // A closing fence: the same character, at least as long, nothing after it.
    if (
      match &&
      match[1]![0] === open.marker[0] &&
      match[1]!.length >= open.marker.length &&
      !match[2]
    ) {
      const [language, flag, ...needs] = open.words;
      if (language === "sh" && flag === "runnable") {
        const unknown = needs.find((n) => !(knownNeeds as readonly string[]).includes(n));
        if (unknown)
          throw new Error(`${file}:${open.line - 1}: unknown need "${unknown}" after runnable`);
        blocks.push({ file, line: open.line, needs, code: open.code.join("\n") });
      }
      open = null;
      continue;
    }
    open.code.push(text);
  }
  if (open) throw new Error(`${file}:${open.line - 1}: code block never closed`);
  return blocks;
}

/** README.md and every Markdown file under docs/, in a stable order. */
export function docFiles(root: string): string[] {
  const docs = readdirSync(path.join(root, "docs"), { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".md"))
    .map((f) => path.join("docs", f))
    .sort();
  return ["README.md", ...docs];
}

export function readRunnableBlocks(root: string, file: string): RunnableBlock[] {
  return runnableBlocks(readFileSync(path.join(root, file), "utf8"), file);
}
