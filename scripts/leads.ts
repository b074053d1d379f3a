// Operator CLI: list, export or erase what the website collected.
//   npm run leads -- list   --kind subscribers|contacts|demos [--since YYYY-MM-DD] [--format table|json]
//   npm run leads -- export --kind subscribers|contacts|demos [--since YYYY-MM-DD] [--format csv|json]
//   npm run leads -- forget --email someone@example.com
// It opens the database the server uses (DATA_DIR or DATABASE_URL). Only data goes to
// stdout, so `npm run --silent leads -- export --kind demos > demos.csv` gives a clean file.
import type { Config } from "#server/config.ts";
import type { LeadRecord } from "#server/leads/export.ts";
import { leadSets, type LeadSet } from "#server/leads/lead-sets.ts";
import { openServerDatabase, parseArguments, runCli, UsageError } from "./cli.ts";

const usage = `Usage:
  npm run leads -- list   --kind <kind> [--since YYYY-MM-DD] [--format table|json]
  npm run leads -- export --kind <kind> [--since YYYY-MM-DD] [--format csv|json]
  npm run leads -- forget --email <address>

  <kind>    ${leadSets.join(" | ")}
  --since   only rows created on or after this day (UTC, which is Ghana time)
  --format  list: table (default) or json; export: csv (default) or json
  forget    erases every record and queued mail of one address (a person's request)

Reads DATA_DIR (embedded database, server running or not) or DATABASE_URL (PostgreSQL),
like the server.`;

type Format = "table" | "json" | "csv";
type Command =
  | { action: "list" | "export"; set: LeadSet; since?: Date; format: Format }
  | { action: "forget"; email: string };

function parseCommand(argv: string[]): Command | "help" {
  const parsed = parseArguments(argv, {
    kind: { type: "string" },
    since: { type: "string" },
    format: { type: "string" },
    email: { type: "string" },
    help: { type: "boolean", short: "h" },
  });
  const { values, positionals } = parsed;
  if (values.help) return "help";
  const [action, ...rest] = positionals;
  if (action !== "list" && action !== "export" && action !== "forget") {
    throw new UsageError(action ? `Unknown command "${action}".` : "Name a command.");
  }
  if (rest.length > 0) throw new UsageError(`Unexpected argument "${rest[0]}".`);
  if (action === "forget") {
    const email = values.email?.trim() ?? "";
    if (!/^[^\s@]+@[^\s@]+$/.test(email)) {
      throw new UsageError("forget needs --email with the address to erase.");
    }
    return { action, email };
  }
  const set = values.kind;
  if (!set || !(leadSets as readonly string[]).includes(set)) {
    throw new UsageError(`--kind must be one of ${leadSets.join(", ")}.`);
  }
  let since: Date | undefined;
  if (values.since !== undefined) {
    since = new Date(`${values.since}T00:00:00Z`);
    if (
      !/^\d{4}-\d{2}-\d{2}$/.test(values.since) ||
      Number.isNaN(since.getTime()) ||
      since.toISOString().slice(0, 10) !== values.since
    ) {
      throw new UsageError(`--since must be a date like 2026-01-31; got "${values.since}".`);
    }
  }
  const allowed = action === "list" ? ["table", "json"] : ["csv", "json"];
  const format = values.format ?? allowed[0]!;
  if (!allowed.includes(format)) {
    throw new UsageError(`--format for ${action} must be ${allowed.join(" or ")}.`);
  }
  return { action, set: set as LeadSet, since, format: format as Format };
}

function table(columns: string[], rows: LeadRecord[], printable: (s: string) => string): string {
  const cell = (value: string | null) => {
    const text = printable((value ?? "").replace(/\s+/g, " "));
    return text.length > 40 ? `${text.slice(0, 39)}…` : text;
  };
  const cells = rows.map((row) => columns.map((c) => cell(row[c] ?? null)));
  const widths = columns.map((c, i) => Math.max(c.length, ...cells.map((r) => r[i]!.length)));
  const line = (values: string[]) =>
    values
      .map((v, i) => v.padEnd(widths[i]!))
      .join("  ")
      .trimEnd();
  return (
    [
      line(columns),
      line(widths.map((w) => "-".repeat(w))),
      ...cells.map(line),
      `(${rows.length} ${rows.length === 1 ? "row" : "rows"})`,
    ].join("\n") + "\n"
  );
}

async function run(command: Command, config: Config): Promise<number> {
  // The database modules load only once the arguments are good: usage errors answer at once.
  const { toCsv } = await import("#server/shared/csv.ts");
  const { columnsOf, fetchLeads } = await import("#server/leads/export.ts");
  const { forgetEmail } = await import("#server/leads/forget.ts");
  const { printable, printableJson } = await import("#server/leads/terminal-text.ts");

  const database = await openServerDatabase(config);
  if (!database) return 1;
  try {
    if (command.action === "forget") {
      const gone = await forgetEmail(database.db, command.email);
      process.stdout.write(
        `Erased for ${command.email}: ${gone.subscribers} subscription(s), ` +
          `${gone.contacts} contact message(s), ${gone.demos} demo request(s), ` +
          `${gone.mails} mail(s) from the outbox.\n` +
          (database.driver === "pglite"
            ? `Mail already written as .eml files stays in ${config.dataDir}/mail: ` +
              `delete the files naming this address there too.\n`
            : ""),
      );
      return 0;
    }
    const rows = await fetchLeads(database.db, command.set, command.since);
    const columns = columnsOf(command.set, command.format === "table" ? "list" : "export");
    process.stdout.write(
      command.format === "json"
        ? `${printableJson(rows)}\n`
        : command.format === "csv"
          ? toCsv(columns, rows)
          : table(columns, rows, printable),
    );
  } finally {
    await database.close();
  }
  return 0;
}

runCli({ name: "leads", usage, parse: parseCommand, run });
