import { execFile } from "node:child_process";
import { rm } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "#server/db/database.ts";
import { contactMessages } from "#server/db/schema.ts";
import { seedDataDir, validContact } from "../server/support/harness.ts";
import { CLI_NODE_FLAGS } from "#tests/server/support/processes.ts";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");

// Terminal escape sequences stored in a lead (the API refuses them now, but rows stored
// before, or by another tool, may hold them) must reach the operator's terminal inert.
describe("operator CLI output", () => {
  let dataDir = "";
  const escapes = {
    firstName: "\u001b]0;pwned\u0007Ama",
    lastName: "\u001b[2JMensah",
    message: "hi\u009b31m red \u202eevil\u0000",
  };

  beforeAll(async () => {
    dataDir = await seedDataDir();
    const database = await openDatabase({ dataDir });
    await database.db.insert(contactMessages).values({
      ...validContact,
      message: escapes.message.replace("\u0000", ""),
      firstName: escapes.firstName,
      lastName: escapes.lastName,
      policyConsentedAt: new Date(),
    });
    await database.close();
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  const cli = (args: string[]) =>
    run(process.execPath, [...CLI_NODE_FLAGS, "scripts/leads.ts", ...args], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
    });

  it("shows control characters as visible symbols in the table", async () => {
    const { stdout } = await cli(["list", "--kind", "contacts"]);
    // eslint-disable-next-line no-control-regex
    expect(stdout).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e]/);
    expect(stdout).toContain("␛]0;pwned␇Ama");
    expect(stdout).toContain("␛[2JMensah");
  });

  it("escapes them in JSON output too", async () => {
    const { stdout } = await cli(["list", "--kind", "contacts", "--format", "json"]);
    // eslint-disable-next-line no-control-regex
    expect(stdout).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e]/);
    const [row] = JSON.parse(stdout) as Record<string, string>[];
    expect(row!.first_name).toBe(escapes.firstName);
  });
});
