// Operator CLI for the embedded database's backups (PostgreSQL: use pg_dump/pg_restore).
//   npm run db -- backup FILE    consistent snapshot of DATA_DIR/db, server running or not
//   npm run db -- restore FILE   load a snapshot into a DATA_DIR that holds no database yet
// See docs/operations.md ("Backups").
import type { Config } from "#server/config.ts";
import { parseArguments, runCli, UsageError } from "./cli.ts";

const usage = `Usage:
  npm run db -- backup <file.tar.gz>    snapshot of the embedded database (server running or not)
  npm run db -- restore <file.tar.gz>   load a snapshot into DATA_DIR, which must hold no database
                                        (server stopped)

Reads DATA_DIR like the server. With DATABASE_URL (PostgreSQL) use pg_dump and pg_restore.`;

type Command = { action: "backup" | "restore"; file: string };

function parseCommand(argv: string[]): Command | "help" {
  const parsed = parseArguments(argv, { help: { type: "boolean", short: "h" } });
  if (parsed.values.help) return "help";
  const [action, file, ...rest] = parsed.positionals;
  if (action !== "backup" && action !== "restore") {
    throw new UsageError(action ? `Unknown command "${action}".` : "Name a command.");
  }
  if (!file) throw new UsageError(`${action} needs the snapshot's file name.`);
  if (rest.length > 0) throw new UsageError(`Unexpected argument "${rest[0]}".`);
  return { action, file };
}

async function run(command: Command, config: Config): Promise<number> {
  const { BackupError, backupPglite, restorePglite } = await import("#server/db/backup.ts");
  if (config.databaseUrl) {
    process.stderr.write(
      "DATABASE_URL is set: this server's data is in PostgreSQL. Back it up with " +
        "`pg_dump --format=custom --no-unlogged-table-data` and restore with `pg_restore` " +
        "(docs/operations.md).\n",
    );
    return 2;
  }
  try {
    if (command.action === "backup") {
      const by = await backupPglite(config.dataDir, command.file);
      process.stdout.write(
        `Snapshot written to ${command.file} (taken by ${by === "server" ? "the running server" : "this command"}).\n`,
      );
    } else {
      await restorePglite(config.dataDir, command.file);
      process.stdout.write(
        `Restored ${command.file} into ${config.dataDir}/db. Start the server on this DATA_DIR.\n`,
      );
    }
  } catch (error) {
    if (!(error instanceof BackupError)) throw error;
    process.stderr.write(`${error.message}\n`);
    return 1;
  }
  return 0;
}

runCli({ name: "db", usage, parse: parseCommand, run });
