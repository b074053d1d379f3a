import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { docFiles } from "./support/runnable-blocks.ts";

// No dead links in the docs, and every decision one click from the README's way in.
const root = path.resolve(import.meta.dirname, "../..");

/** GitHub's heading anchors: rendered text, lower-cased, punctuation dropped, spaces to '-'. */
function anchors(markdown: string): Set<string> {
  const seen = new Set<string>();
  for (const match of markdown.matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)) {
    const text = match[1]!.replace(/`/g, "").replace(/\[([^\]]*)\]\([^)]*\)/g, "$1");
    seen.add(
      text
        .toLowerCase()
        .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, "")
        .replace(/ /g, "-"),
    );
  }
  return seen;
}

/** Relative links of a Markdown file outside code blocks and code spans. */
function relativeLinks(markdown: string): string[] {
  const prose = markdown
    .replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\s*$/gm, "")
    .replace(/`[^`\n]*`/g, "");
  return [...prose.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1]!)
    .filter((href) => !/^[a-z][a-z+.-]*:/i.test(href));
}

describe("links in README.md and docs/", () => {
  it.each(docFiles(root))("%s links only to files and headings that exist", (file) => {
    const text = readFileSync(path.join(root, file), "utf8");
    const dead: string[] = [];
    for (const href of relativeLinks(text)) {
      const [target, anchor] = href.split("#") as [string, string | undefined];
      const resolved = target
        ? path.join(path.dirname(path.join(root, file)), target)
        : path.join(root, file);
      if (!existsSync(resolved)) {
        dead.push(`${href} (no such file)`);
      } else if (
        anchor &&
        resolved.endsWith(".md") &&
        !anchors(readFileSync(resolved, "utf8")).has(anchor)
      ) {
        dead.push(`${href} (no such heading)`);
      }
    }
    expect(dead, file).toEqual([]);
  });

  it("lists every decision record in the index, which the README links to", () => {
    const folder = path.join(root, "docs/decisions");
    const index = readFileSync(path.join(folder, "README.md"), "utf8");
    const records = readdirSync(folder).filter((f) => /^\d{3}-.+\.md$/.test(f));
    expect(records.length).toBeGreaterThanOrEqual(9);
    for (const record of records) expect(index, record).toContain(`(${record})`);
    expect(readFileSync(path.join(root, "README.md"), "utf8")).toContain(
      "(docs/decisions/README.md)",
    );
  });
});
