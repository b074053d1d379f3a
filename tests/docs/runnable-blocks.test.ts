import { describe, expect, it } from "vitest";
import { runnableBlocks } from "./support/runnable-blocks.ts";

describe("runnable blocks in Markdown", () => {
  const doc = [
    "# Title", // 1
    "```sh", // 2
    "systemctl restart nkabom", // 3
    "```", // 4
    "```sh runnable", // 5
    "npm run --silent mail -- failed", // 6
    "echo '```'", // 7
    "```", // 8
    "````sh runnable server postgres", // 9
    "curl -fsS localhost:3000/readyz", // 10
    "```", // 11
    "````", // 12
  ].join("\n");

  it("takes only `sh runnable` blocks, with their needs and the line of their first command", () => {
    expect(runnableBlocks(doc, "x.md")).toEqual([
      {
        file: "x.md",
        line: 6,
        needs: [],
        code: "npm run --silent mail -- failed\necho '```'",
      },
      {
        file: "x.md",
        line: 10,
        needs: ["server", "postgres"],
        code: "curl -fsS localhost:3000/readyz\n```",
      },
    ]);
  });

  it("refuses an unknown need and an unclosed block, naming the line", () => {
    expect(() => runnableBlocks("```sh runnable sever\nls\n```", "y.md")).toThrow(
      'y.md:1: unknown need "sever"',
    );
    expect(() => runnableBlocks("text\n```sh runnable\nls", "z.md")).toThrow(
      "z.md:2: code block never closed",
    );
  });
});
