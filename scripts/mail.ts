// Operator CLI for mail the outbox gave up on (docs/operations.md, "Failed mail").
//   npm run mail -- failed [--format table|json]
//   npm run mail -- retry [--id ID]...
// It opens the database the server uses (a running server's embedded one through its
// operator socket).
import type { Config } from "#server/config.ts";
import { isUuid } from "#server/db/uuid.ts";
import { openServerDatabase, parseArguments, runCli, UsageError } from "./cli.ts";

const usage = `Usage:
  npm run mail -- failed [--format table|json]   list mail that failed for good
  npm run mail -- retry [--id <id>]...           put failed mail back in the queue (all, or these ids)

Reads DATA_DIR (embedded database, server running or not) or DATABASE_URL, like the server.`;

type Command = { action: "failed"; format: "table" | "json" } | { action: "retry"; ids: string[] };

function parseCommand(argv: string[]): Command | "help" {
  const parsed = parseArguments(argv, {
    format: { type: "string" },
    id: { type: "string", multiple: true },
    help: { type: "boolean", short: "h" },
  });
  const { values, positionals } = parsed;
  if (values.help) return "help";
  const [action, ...rest] = positionals;
  if (rest.length > 0) throw new UsageError(`Unexpected argument "${rest[0]}".`);
  if (action === "failed") {
    const format = values.format ?? "table";
    if (format !== "table" && format !== "json") {
      throw new UsageError("--format for failed must be table or json.");
    }
    return { action, format };
  }
  if (action === "retry") {
    const ids = values.id ?? [];
    const bad = ids.find((id) => !isUuid(id));
    if (bad !== undefined)
      throw new UsageError(`--id must be an outbox id (a UUID); got "${bad}".`);
    return { action, ids };
  }
  throw new UsageError(action ? `Unknown command "${action}".` : "Name a command.");
}

async function run(command: Command, config: Config): Promise<number> {
  const { listFailedMail, requeueFailedMail } = await import("#server/outbox/failed-mail.ts");
  const database = await openServerDatabase(config);
  if (!database) return 1;
  try {
    if (command.action === "retry") {
      const n = await requeueFailedMail(database.db, command.ids);
      process.stdout.write(
        `${n} failed mail(s) back in the queue; the server's outbox worker sends them on its next pass.\n`,
      );
      return 0;
    }
    const rows = await listFailedMail(database.db);
    if (command.format === "json") {
      process.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
    } else {
      for (const r of rows) {
        const error = (r.lastError ?? "").replace(/\s+/g, " ").slice(0, 120);
        process.stdout.write(
          `${r.id}  ${r.createdAt}  ${r.kind}  ${r.to}  ${r.attempts}  ${error}\n`,
        );
      }
      process.stdout.write(`(${rows.length} failed)\n`);
    }
    return 0;
  } finally {
    await database.close();
  }
}

runCli({ name: "mail", usage, parse: parseCommand, run });
