import { execFile } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import type { PageManifest } from "#server/page-manifest.ts";

const root = path.resolve(import.meta.dirname, "../..");
const manifestFile = path.join(root, "build", "page-manifest.json");

// The pages carry their origin (canonical URLs) from the build: a server configured for
// another origin would publish pages pointing elsewhere.
describe.skipIf(!existsSync(manifestFile))("SITE_URL against the build", () => {
  it("refuses to start for another origin than the pages were built for, naming both", async () => {
    const built = (JSON.parse(readFileSync(manifestFile, "utf8")) as PageManifest).siteUrl;
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "nkabom-site-url-"));
    const error = await promisify(execFile)(process.execPath, ["server/main.ts"], {
      cwd: root,
      env: { ...process.env, SITE_URL: "https://elsewhere.example", PORT: "0", DATA_DIR: dataDir },
    }).then(
      () => undefined,
      (err: { code: number; stderr: string }) => err,
    );
    await rm(dataDir, { recursive: true, force: true });
    expect(error?.code).toBe(78);
    expect(error?.stderr).toContain("SITE_URL is https://elsewhere.example");
    expect(error?.stderr).toContain(`built for ${built}`);
  });
});
