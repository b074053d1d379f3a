// What the operator commands (scripts/leads.ts, scripts/db.ts) share: usage errors answer
// with the usage and exit code 2 before anything heavy loads, a bad configuration exits 78
// naming the variable, and any other failure prints one line and exits 1.
import { parseArgs, type ParseArgsOptionsConfig } from "node:util";
import type { Config } from "#server/config.ts";
import type { Database } from "#server/db/database.ts";
import type { DatabaseInUseError } from "#server/db/pglite-lock.ts";

export class UsageError extends Error {}

/** `parseArgs` with positionals, its complaints turned into usage errors. */
export function parseArguments<const Options extends ParseArgsOptionsConfig>(
  argv: string[],
  options: Options,
) {
  try {
    return parseArgs({ args: argv, allowPositionals: true, options });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

/**
 * Opens the server's database: DATABASE_URL's PostgreSQL, or the embedded one in DATA_DIR —
 * directly when no server runs, else through the running server's operator socket
 * (server/db/operator-socket.ts). Null, with the reason on stderr, when neither works.
 */
export async function openServerDatabase(config: Config): Promise<Database | null> {
  const { openDatabase } = await import("#server/db/database.ts");
  const { DatabaseInUseError } = await import("#server/db/pglite-lock.ts");
  try {
    return await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  } catch (error) {
    if (!(error instanceof DatabaseInUseError)) throw error;
    return throughRunningServer(config.dataDir, error);
  }
}

/** How long to wait for the socket of a server that holds the database but is still starting. */
const SOCKET_WAIT_MS = 10_000;

async function throughRunningServer(
  dataDir: string,
  inUse: DatabaseInUseError,
): Promise<Database | null> {
  const { openServerSocket } = await import("#server/db/database.ts");
  const { isRunning } = await import("#server/db/pglite-lock.ts");
  const { operatorSocketPath } = await import("#server/db/operator-socket.ts");
  const deadline = Date.now() + SOCKET_WAIT_MS;
  for (;;) {
    try {
      return await openServerSocket(dataDir);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      // A starting server holds the lock while it migrates, before its socket listens.
      const starting = code === "ENOENT" || code === "ECONNREFUSED";
      if (!starting || Date.now() > deadline || !isRunning(inUse.pid)) {
        process.stderr.write(
          `${inUse.message}\nIt offers no operator socket at ${operatorSocketPath(dataDir)} ` +
            `(${code ?? (error as Error).message}): a server older than this command has ` +
            `none, and only the server's user may connect.\n`,
        );
        return null;
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}

export function runCli<Command>(options: {
  name: string;
  usage: string;
  /** Throws UsageError for bad arguments. */
  parse: (argv: string[]) => Command | "help";
  run: (command: Command, config: Config) => Promise<number>;
}): void {
  main(options, process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(
        `${options.name}: ${error instanceof Error ? error.message : String(error)}\n`,
      );
      process.exitCode = 1;
    },
  );
}

async function main<Command>(
  { usage, parse, run }: Parameters<typeof runCli<Command>>[0],
  argv: string[],
): Promise<number> {
  let command;
  try {
    command = parse(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`${error.message}\n\n${usage}\n`);
    return 2;
  }
  if (command === "help") {
    process.stdout.write(`${usage}\n`);
    return 0;
  }
  const { ConfigError, loadConfig } = await import("#server/config.ts");
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`Configuration error: ${error.message}\n`);
    return 78;
  }
  return run(command, config);
}
