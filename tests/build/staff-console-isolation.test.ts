import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The staff console is rendered by server/staff, outside the React Router build
// (docs/decisions/014): the public pages' JavaScript, route manifest and styles are the
// same bytes with or without it. This checks the build holds nothing of the console: no
// route, no passkey library, no console path in any file the public pages load.
const root = path.resolve(import.meta.dirname, "../..");
const client = path.join(root, "build/client");
const built = existsSync(path.join(root, "build/server/index.js"));

async function files(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && /\.(js|css|html|json)$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
}

describe.skipIf(!built)("the public build without the staff console", () => {
  it("has no /staff route in React Router's manifest", async () => {
    const server = await readFile(path.join(root, "build/server/index.js"), "utf8");
    expect(server).not.toMatch(/path:\s*"staff/);
    const manifests = (await readdir(path.join(client, "assets"))).filter((f) =>
      f.startsWith("manifest-"),
    );
    expect(manifests.length).toBeGreaterThan(0);
    for (const file of manifests) {
      expect(await readFile(path.join(client, "assets", file), "utf8")).not.toContain("staff");
    }
  });

  it("ships no console code or passkey library to the public pages", async () => {
    const offenders: string[] = [];
    for (const file of await files(client)) {
      const text = await readFile(file, "utf8");
      if (/simplewebauthn|\/staff\/api|startRegistration|data-passkey/.test(text)) {
        offenders.push(path.relative(root, file));
      }
    }
    expect(offenders).toEqual([]);
  });

  it("lists no console page among the prerendered ones", async () => {
    const manifest = JSON.parse(await readFile(path.join(root, "build/page-manifest.json"), "utf8")) as {
      pages: Record<string, unknown>;
    };
    expect(Object.keys(manifest.pages).filter((p) => p.includes("staff"))).toEqual([]);
  });
});
