import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The staff console is a React Router build of its own (build/console, docs/decisions/014):
// the public pages' JavaScript, route manifest and styles are the same bytes with or
// without it. This checks the build holds nothing of the console: no
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

// The console is a second React Router build (build/console, docs/decisions/014): its
// classes, chunks and manifest must not reach the public pages' files.
const consoleBuilt = existsSync(path.join(root, "build/console/server/index.js"));

/** Every class name written in a className="…" of the given folder's .tsx files. */
async function classNames(dir: string): Promise<Set<string>> {
  const names = new Set<string>();
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".tsx")) continue;
    const text = await readFile(path.join(entry.parentPath, entry.name), "utf8");
    for (const [, list] of text.matchAll(/className="([^"]+)"/g)) {
      for (const name of list!.split(/\s+/)) if (name) names.add(name);
    }
  }
  return names;
}

const cssSelector = (name: string) => `.${name.replace(/[^\w-]/g, (c) => `\\${c}`)}`;

describe.skipIf(!built || !consoleBuilt)("the public build beside the staff console's", () => {
  it("has none of the console's own classes in the site's CSS, and the console has them", async () => {
    // A class the site's sources name anywhere (in a className, a template, a map) may
    // rightly be in its CSS; the others are the console's own.
    const sources = await readdir(path.join(root, "app"), { withFileTypes: true, recursive: true });
    const siteText = (
      await Promise.all(
        sources
          .filter((e) => e.isFile() && /\.(tsx?|css|md)$/.test(e.name))
          .map((e) => readFile(path.join(e.parentPath, e.name), "utf8")),
      )
    ).join("\n");
    const own = [...(await classNames(path.join(root, "console/app")))].filter(
      (name) => !siteText.includes(name),
    );
    expect(own.length).toBeGreaterThan(5);
    const siteCss = (await files(client)).filter((f) => f.endsWith(".css"));
    const consoleCss = (await files(path.join(root, "build/console/client"))).filter((f) =>
      f.endsWith(".css"),
    );
    const read = async (list: string[]) =>
      (await Promise.all(list.map((f) => readFile(f, "utf8")))).join("\n");
    const [publicText, consoleText] = await Promise.all([read(siteCss), read(consoleCss)]);
    expect(own.filter((name) => publicText.includes(cssSelector(name)))).toEqual([]);
    expect(own.filter((name) => consoleText.includes(cssSelector(name))).length).toBeGreaterThan(
      own.length / 2,
    );
  });

  it("keeps the console's chunks and manifest out of build/client, served under /staff", async () => {
    const consoleAssets = await readdir(path.join(root, "build/console/client/assets"));
    const publicAssets = new Set(await readdir(path.join(client, "assets")));
    expect(consoleAssets.some((f) => f.startsWith("manifest-"))).toBe(true);
    expect(consoleAssets.filter((f) => f.endsWith(".js") && publicAssets.has(f))).toEqual([]);
    const server = await readFile(path.join(root, "build/console/server/index.js"), "utf8");
    expect(server).toContain('"/staff/assets/');
    const offenders: string[] = [];
    for (const file of await files(client)) {
      if ((await readFile(file, "utf8")).includes("/staff/assets/")) offenders.push(file);
    }
    expect(offenders).toEqual([]);
  });

  it("uses the site's own Inter files, one copy, not a second set under /staff", async () => {
    const consoleClient = path.join(root, "build/console/client");
    const all = await readdir(consoleClient, { recursive: true });
    expect(all.filter((f) => /\.(woff2?|ttf|otf)$/.test(f))).toEqual([]);
    const consoleCss = (await files(consoleClient)).filter((f) => f.endsWith(".css"));
    const text = (await Promise.all(consoleCss.map((f) => readFile(f, "utf8")))).join("\n");
    const fonts = [...text.matchAll(/url\(["']?([^)"']+\.woff2)/g)].map((m) => m[1]!);
    expect(fonts.length).toBe(2);
    // Each is a file of the public build, at the address the site's pages use: a browser
    // that has the site's fonts cached has the console's.
    for (const url of fonts) {
      expect(url).toMatch(/^\/assets\/inter-[\w-]+\.woff2$/);
      expect(existsSync(path.join(client, url))).toBe(true);
    }
  });

  it("sends the staff's browsers no server code: no database schema, no Node built-in", async () => {
    // What a route's loader imports from server/ must not follow it into the browser's copy.
    const consoleClient = path.join(root, "build/console/client/assets");
    const leaked: string[] = [];
    for (const file of await readdir(consoleClient)) {
      if (!file.endsWith(".js")) continue;
      const text = await readFile(path.join(consoleClient, file), "utf8");
      if (/drizzle:|__vite-browser-external|pgTable|node:crypto/.test(text) || /^schema-/.test(file)) {
        leaked.push(file);
      }
    }
    expect(leaked).toEqual([]);
  });
});
