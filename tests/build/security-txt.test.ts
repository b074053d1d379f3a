// @vitest-environment node
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { seedSnapshot } from "#app/content/page-content.server.ts";
import type { ContentSnapshot } from "#app/content/types.ts";
import { generatePublishing } from "#scripts/generate-publishing.ts";

// Issue 40, F1: a static host's build renders its pages from a publication
// (CONTENT_DATABASE_URL); its security.txt must name the security address those pages
// name, not the config's.
describe("the build's security.txt", () => {
  let dir = "";
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it("names the security address of the content the pages were rendered from", async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "nkabom-security-txt-"));
    const seed = seedSnapshot();
    const facts = seed.siteFacts.main!;
    const content: ContentSnapshot = {
      ...seed,
      siteFacts: {
        main: { ...facts, emails: { ...facts.emails, security: "vulns@nkabompay.com.gh" } },
      },
    };
    generatePublishing(dir, "https://www.nkabompay.test", content, new Date("2026-01-01T00:00Z"));
    const text = await readFile(path.join(dir, ".well-known", "security.txt"), "utf8");
    expect(text).toContain("Contact: mailto:vulns@nkabompay.com.gh\n");
    expect(text).not.toContain("security@nkabompay.com.gh");
    expect(text).toContain("Expires: 2026-12-31T00:00:00.000Z\n");
    expect(text).toContain("Policy: https://www.nkabompay.test/security#disclosure\n");
    // The articles' share cards are drawn too: seconds on a busy machine.
  }, 30_000);
});
