import { execFile } from "node:child_process";
import { rm } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { loadConfig } from "#server/config.ts";
import { openDatabase, type Db } from "#server/db/database.ts";
import { createBackend } from "#server/backend.ts";
import { csvField, toCsv } from "#server/shared/csv.ts";
import { memoryLogger, seedDataDir, validContact, validDemo, visitor } from "./support/harness.ts";
import { CLI_NODE_FLAGS } from "./support/processes.ts";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");

/** A strict RFC 4180 reader, to check what a spreadsheet would see. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') {
        quoted = false;
      } else {
        field += c;
      }
    } else if (c === '"') {
      quoted = true;
    } else if (c === ",") {
      row.push(field);
      field = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      i++;
    } else {
      field += c;
    }
  }
  return rows;
}

describe("CSV fields", () => {
  it("quotes commas, quotes and line breaks (RFC 4180)", () => {
    expect(csvField("plain")).toBe("plain");
    expect(csvField("a,b")).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField("line\nbreak")).toBe('"line\nbreak"');
    expect(csvField("cr\r\nlf")).toBe('"cr\r\nlf"');
    expect(csvField(null)).toBe("");
    expect(csvField("")).toBe("");
  });

  it("defuses spreadsheet formulas with a leading apostrophe", () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvField("+233 55 123 4567")).toBe("'+233 55 123 4567");
    expect(csvField("-2+3")).toBe("'-2+3");
    expect(csvField("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvField("\tcmd")).toBe("'\tcmd");
    expect(csvField("=1,2")).toBe(`"'=1,2"`);
    expect(csvField("a=b")).toBe("a=b");
  });

  it("leaves e-mail addresses as they are: a newsletter tool imports the column as it stands", () => {
    for (const address of [
      "+x@example.com",
      "-list@example.com",
      "=x@example.com",
      "+tag.name_1%2@mail.example.co.uk",
      "+o'brien&co@example.com",
    ]) {
      expect(csvField(address)).toBe(address);
    }
    // Shaped for DDE (| and !, which an address may hold): defused like any formula.
    expect(csvField("=cmd|'/ccalc'!A0@example.com")).toBe("'=cmd|'/ccalc'!A0@example.com");
    // Not an address: a function call, a second @, a space.
    expect(csvField("=SUM(A1)@example.com")).toBe("'=SUM(A1)@example.com");
    expect(csvField("+a@b@example.com")).toBe("'+a@b@example.com");
    expect(csvField("+a b@example.com")).toBe("'+a b@example.com");
  });

  it("ends every record with CRLF", () => {
    expect(toCsv(["a", "b"], [{ a: "1", b: null }])).toBe("a,b\r\n1,\r\n");
  });
});

describe("operator CLI (npm run leads)", () => {
  let dataDir: string;
  const tricky = {
    ...validContact,
    firstName: "=cmd|' /C calc'!A0",
    lastName: 'Mensah, "Junior"',
    message: "Line one\nLine two, with comma",
    // A campaign name is whatever the link said: a formula in it must stay text.
    attribution: { landingPath: "/pricing", utmSource: "newsletter", utmCampaign: "=HYPERLINK(1)" },
  };

  const cli = async (args: string[], env: Record<string, string> = {}) => {
    try {
      const { stdout, stderr } = await run(
        process.execPath,
        [...CLI_NODE_FLAGS, "scripts/leads.ts", ...args],
        {
          cwd: root,
          env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", ...env },
        },
      );
      return { code: 0, stdout, stderr };
    } catch (error) {
      const e = error as { code: number; stdout: string; stderr: string };
      return { code: e.code, stdout: e.stdout, stderr: e.stderr };
    }
  };

  beforeAll(async () => {
    dataDir = await seedDataDir();
    const config = loadConfig({ DATA_DIR: dataDir, IP_HASH_SALT: "cli" });
    const backend = await createBackend(config, memoryLogger().logger, { startWorker: false });
    expect((await backend.leads.submit("contact", tricky, visitor())).status).toBe(201);
    expect((await backend.leads.submit("demo", validDemo, visitor())).status).toBe(201);
    expect(
      (await backend.leads.submit("subscribe", { email: "a@example.com" }, visitor())).status,
    ).toBe(202);
    await backend.close();
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it("exports CSV that reads back exactly, formulas defused", async () => {
    const { code, stdout } = await cli(["export", "--kind", "contacts"]);
    expect(code).toBe(0);
    const [head, row, ...rest] = parseCsv(stdout);
    expect(rest).toEqual([]);
    expect(head).toEqual([
      "id",
      "created_at",
      "first_name",
      "last_name",
      "email",
      "phone",
      "message",
      "source",
      "policy_consented_at",
      "landing_path",
      "referrer_host",
      "utm_source",
      "utm_medium",
      "utm_campaign",
      "utm_content",
      "utm_term",
    ]);
    const record = Object.fromEntries(head!.map((h, i) => [h, row![i]]));
    expect(record).toMatchObject({
      first_name: `'${tricky.firstName}`,
      last_name: tricky.lastName,
      email: tricky.email,
      phone: `'${tricky.phone}`,
      message: tricky.message,
      landing_path: "/pricing",
      referrer_host: "",
      utm_source: "newsletter",
      utm_campaign: "'=HYPERLINK(1)",
    });
    // Nothing secret or technical leaves the database.
    expect(stdout).not.toMatch(/ip_hash|user_agent|unsubscribe_token/);
  });

  it("exports JSON and lists a readable table", async () => {
    const json = await cli(["export", "--kind", "demos", "--format", "json"]);
    expect(json.code).toBe(0);
    const demos = JSON.parse(json.stdout) as Record<string, string>[];
    expect(demos).toHaveLength(1);
    expect(demos[0]).toMatchObject({ product: "banking", name: validDemo.formData.name });

    const table = await cli(["list", "--kind", "subscribers"]);
    expect(table.code).toBe(0);
    expect(table.stdout).toMatch(/^created_at\s+email\s+status\s+source\n/);
    expect(table.stdout).toContain("a@example.com");
    expect(table.stdout).toContain("(1 row)");
  });

  it("filters by --since", async () => {
    const future = await cli(["export", "--kind", "subscribers", "--since", "2999-01-01"]);
    expect(future.stdout).toBe(
      "id,created_at,email,status,source,consented_at,unsubscribed_at," +
        "landing_path,referrer_host,utm_source,utm_medium,utm_campaign,utm_content,utm_term\r\n",
    );
    const past = await cli([
      "list",
      "--kind",
      "subscribers",
      "--since",
      "2000-01-01",
      "--format",
      "json",
    ]);
    expect(JSON.parse(past.stdout)).toHaveLength(1);
  });

  it("explains bad arguments and exits with 2", async () => {
    for (const args of [
      [],
      ["show", "--kind", "demos"],
      ["list"],
      ["list", "--kind", "everyone"],
      ["export", "--kind", "demos", "--since", "yesterday"],
      ["export", "--kind", "demos", "--since", "2026-02-30"],
      ["export", "--kind", "demos", "--format", "xlsx"],
      ["list", "--kind", "demos", "--verbose"],
      ["forget"],
      ["forget", "--email", "not-an-address"],
    ]) {
      const result = await cli(args);
      expect(result.code, args.join(" ")).toBe(2);
      expect(result.stderr).toContain("Usage:");
      expect(result.stdout).toBe("");
    }
  });

  it("forgets an address on request", async () => {
    const result = await cli(["forget", "--email", "A@example.com"]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("1 subscription(s)");
    const left = await cli(["export", "--kind", "subscribers", "--format", "json"]);
    expect(JSON.parse(left.stdout)).toEqual([]);
  });

  // The running server offers its operator socket (tests/abuse/operator-socket.test.ts); a
  // process holding the database without one (an older server, an operator command) does not.
  it("says clearly when a process holds the embedded database and offers no socket", async () => {
    const config = loadConfig({ DATA_DIR: dataDir, IP_HASH_SALT: "cli" });
    const backend = await createBackend(config, memoryLogger().logger, { startWorker: false });
    try {
      const result = await cli(["list", "--kind", "demos"]);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain("in use by another process");
      expect(result.stderr).toContain("offers no operator socket");
      expect(result.stderr).toContain("DATABASE_URL");
    } finally {
      await backend.close();
    }
  });
});

// The retention job's analytics period (scripts/retention.ts, issue 32): raw events older
// than --analytics-days go, the daily rollups stay, a dry run only counts.
describe("retention CLI (npm run retention) and --analytics-days", () => {
  let dataDir: string;

  const retention = async (args: string[]) => {
    try {
      const { stdout, stderr } = await run(
        process.execPath,
        [...CLI_NODE_FLAGS, "scripts/retention.ts", ...args],
        {
          cwd: root,
          env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
        },
      );
      return { code: 0, stdout, stderr };
    } catch (error) {
      const e = error as { code: number; stdout: string; stderr: string };
      return { code: e.code, stdout: e.stdout, stderr: e.stderr };
    }
  };

  const withDatabase = async <T>(query: (db: Db) => Promise<T>): Promise<T> => {
    const database = await openDatabase({ dataDir });
    try {
      return await query(database.db);
    } finally {
      await database.close();
    }
  };
  const visitorsLeft = () =>
    withDatabase(async (db) =>
      (
        (await db.execute(sql`select visitor from analytics_events order by at`)) as unknown as {
          rows: { visitor: string }[];
        }
      ).rows.map((r) => r.visitor),
    );

  beforeAll(async () => {
    dataDir = await seedDataDir();
    await withDatabase(async (db) => {
      await db.execute(sql`insert into analytics_events (at, kind, path, visitor) values
        (now() - interval '100 days', 'pageview', '/', 'd100'),
        (now() - interval '40 days', 'pageview', '/', 'd40'),
        (now() - interval '10 days', 'pageview', '/', 'd10')`);
      await db.execute(sql`insert into analytics_daily (day, dimension, key, events, visitors)
        values (current_date - 40, 'total', '', 1, 1), (current_date - 40, 'source', 'recent', 1, 1),
          (current_date - 500, 'source', 'old', 1, 1)`);
    });
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it("deletes raw events older than the days given, counts them first on a dry run, and the totals by source past theirs, and keeps the other rollups", async () => {
    const dry = await retention(["--analytics-days", "30", "--dry-run"]);
    expect(dry.code, dry.stderr).toBe(0);
    expect(dry.stdout).toContain("Would delete:");
    expect(dry.stdout).toContain("2 analytics event(s)");
    expect(dry.stdout).toContain("1 analytics total(s) by source");
    expect(dry.stdout).toContain("0 unused picture(s)");
    expect(await visitorsLeft()).toEqual(["d100", "d40", "d10"]);

    // Without the flag: the default 90 days.
    const byDefault = await retention([]);
    expect(byDefault.stdout).toContain("1 analytics event(s)");
    // Totals by source: 400 days by default.
    expect(byDefault.stdout).toContain("1 analytics total(s) by source");
    expect(await visitorsLeft()).toEqual(["d40", "d10"]);

    const real = await retention(["--analytics-days", "30", "--analytics-sources-days", "30"]);
    expect(real.code, real.stderr).toBe(0);
    expect(real.stdout).toContain("Deleted:");
    expect(real.stdout).toContain("1 analytics event(s)");
    expect(real.stdout).toContain("1 analytics total(s) by source");
    expect(await visitorsLeft()).toEqual(["d10"]);
    const rollups = await withDatabase(
      async (db) =>
        (
          (await db.execute(sql`select count(*)::int as n from analytics_daily`)) as unknown as {
            rows: { n: number }[];
          }
        ).rows[0]!.n,
    );
    expect(rollups).toBe(1);
  });

  it("refuses a period that is not a whole number of days, and deletes nothing", async () => {
    for (const bad of ["0", "-5", "ten", "1.5"]) {
      const refused = await retention([`--analytics-days=${bad}`]);
      expect(refused.code, bad).not.toBe(0);
      expect(refused.stderr, bad).toContain("--analytics-days must be a whole number");
    }
    expect(await visitorsLeft()).toEqual(["d10"]);
  });
});
