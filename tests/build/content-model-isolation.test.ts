import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The content model's schemas, seed registry and placeholder resolver are for the build,
// the server and the console (docs/decisions/025): content modules import their types only,
// so the public pages' JavaScript carries none of it. Their messages are the tell.
const root = path.resolve(import.meta.dirname, "../..");
const assets = path.join(root, "build/client/assets");
const built = existsSync(assets);

describe.skipIf(!built)("the public JavaScript without the content model", () => {
  it("has no schema message, field annotation or placeholder code in any asset", async () => {
    const offenders: string[] = [];
    for (const name of await readdir(assets)) {
      if (!name.endsWith(".js")) continue;
      const text = await readFile(path.join(assets, name), "utf8");
      if (/is not a page of this site|protocol-relative|displayNoBreak|Opens another site/.test(text)) {
        offenders.push(name);
      }
    }
    expect(offenders).toEqual([]);
  });
});
