import { execFile } from "node:child_process";
import { rm } from "node:fs/promises";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { seedDataDir } from "./support/harness.ts";
import { root } from "./support/server-process.ts";

const run = promisify(execFile);

describe("npm run webhooks: bad input", () => {
  let dataDir = "";
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  async function cli(args: string[], env: Record<string, string> = {}) {
    // A copy of the migrated template: a first start of the embedded database is slow.
    dataDir ||= await seedDataDir();
    return run(process.execPath, ["scripts/webhooks.ts", ...args], {
      cwd: root,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        WEBHOOK_ALLOW_PRIVATE: "",
        ...env,
      },
    }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
  }

  it.each([
    [[], /Name a command/],
    [["add", "--events", "contact.created"], /add needs --url/],
    [["add", "--url", "https://crm.example/x"], /add needs --events/],
    [["disable", "--id", "42"], /--id must be an endpoint id/],
    [["redeliver"], /--delivery must be a delivery id/],
    [["list", "--format", "xml"], /--format must be table or json/],
  ])("%j answers with the usage and exit code 2", async (args, message) => {
    const result = await cli(args as string[]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(message);
    expect(result.stderr).toContain("Usage:");
  });

  it("refuses unknown events, http:// and private targets, storing nothing", async () => {
    const events = await cli(["add", "--url", "https://crm.example/x", "--events", "lead.stolen"]);
    expect(events.code).toBe(2);
    expect(events.stderr).toMatch(/unknown event "lead.stolen"/);
    for (const url of ["http://crm.example/x", "https://169.254.169.254/", "https://[::1]/x"]) {
      const refused = await cli(["add", "--url", url, "--events", "contact.created"]);
      expect(refused.code, url).toBe(2);
      expect(refused.stderr).toMatch(/refused|private, loopback/);
    }
    const listed = await cli(["list"]);
    expect(listed.stdout).toContain("(0 endpoints)");
    const bad = await cli(["list"], { WEBHOOK_ALLOW_PRIVATE: "yes" });
    expect(bad.code).toBe(78);
    expect(bad.stderr).toContain("WEBHOOK_ALLOW_PRIVATE");
  }, 180_000);
});
