import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { copyFile, mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { gzip as gzipCallback } from "node:zlib";
import { PGlite } from "@electric-sql/pglite";
import { logSafeError } from "../log-safe-error.ts";
import type { Logger } from "../logger.ts";
import { PGLITE_EXTENSIONS } from "./database.ts";
import { acquirePgliteLock, DatabaseInUseError, isRunning, lockHolder } from "./pglite-lock.ts";

/**
 * Backups of the embedded database. Copying DATA_DIR/db while the server runs is not safe
 * (Postgres writes its files between the copy's reads). PGlite's `dumpDataDir()` instead
 * reads every file of the data folder in one synchronous pass while no query runs (Postgres
 * lives on this thread, so nothing changes underneath); a CHECKPOINT first puts committed
 * changes into the data files, so the snapshot restores with little or no WAL to replay.
 *
 * Only the process holding the database can take it: the server writes one into
 * DATA_DIR/backups on SIGUSR2; the operator CLI (`npm run db -- backup FILE`) either opens
 * the database itself or, while the server holds it, sends that signal and collects the file.
 */

export const snapshotSignal = "SIGUSR2";

const gzip = promisify(gzipCallback);

/** The folder the server writes its snapshots into. */
export function snapshotFolder(dataDir: string): string {
  return path.join(dataDir, "backups");
}

/**
 * A gzipped tarball of the data folder (PGlite's own format, loaded back by `restore`),
 * without the data of unlogged tables (the visitor-id secrets, drizzle/0018).
 */
export async function snapshot(client: PGlite): Promise<Uint8Array> {
  await client.exec("CHECKPOINT");
  // dumpDataDir alone waits only for the statement in progress; holding the transaction
  // mutex too keeps the snapshot between transactions, never in the middle of one.
  const blob = await client._runExclusiveTransaction(() => client.dumpDataDir("none"));
  return gzip(withoutUnloggedData(new Uint8Array(await blob.arrayBuffer())));
}

const BLOCK = 512;

/**
 * The tarball without the data files of unlogged tables, as pg_basebackup leaves them out:
 * such a table is the one with an init fork (`<file>_init`), and its main, free-space and
 * visibility forks (`<file>`, `<file>.1`, `<file>_fsm`, `<file>_vm`) are what it holds. A
 * snapshot is of a running database, so its restore replays the WAL like after a crash and
 * makes each unlogged table again from its init fork: empty. The visitor-id secrets reach
 * no backup that way (docs/data-protection.md), even once a clean shutdown has written them
 * into their data file. PGlite writes plain ustar entries (tinytar); anything else is refused
 * rather than copied unread.
 */
export function withoutUnloggedData(tar: Uint8Array): Uint8Array {
  const text = (from: number, length: number) =>
    Buffer.from(tar.subarray(from, from + length))
      .toString("latin1")
      .replace(/\0.*$/s, "");
  const entries: { name: string; start: number; end: number }[] = [];
  let offset = 0;
  while (offset + BLOCK <= tar.length && tar.subarray(offset, offset + BLOCK).some((b) => b)) {
    const type = text(offset + 156, 1);
    if (!text(offset + 257, 6).startsWith("ustar") || !["", "0", "5"].includes(type)) {
      throw new BackupError("The database's snapshot is not in the expected tar format.");
    }
    const prefix = text(offset + 345, 155);
    const name = `${prefix ? `${prefix}/` : ""}${text(offset, 100)}`;
    const size = Number.parseInt(text(offset + 124, 12).trim() || "0", 8);
    const end = offset + BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    entries.push({ name, start: offset, end });
    offset = end;
  }
  const unlogged = new Set(
    entries.filter((e) => e.name.endsWith("_init")).map((e) => e.name.slice(0, -"_init".length)),
  );
  const kept = entries.filter((e) => !unlogged.has(e.name.replace(/(?:_fsm|_vm)?(?:\.\d+)?$/, "")));
  return Buffer.concat([
    ...kept.map((e) => tar.subarray(e.start, e.end)),
    // The end of the archive: two empty blocks.
    new Uint8Array(2 * BLOCK),
  ]);
}

/** Writes next to the target and renames, so a reader never sees half a file. */
async function writeAtomically(file: string, bytes: Uint8Array) {
  const partial = `${file}.partial`;
  await writeFile(partial, bytes, { mode: 0o600 });
  await rename(partial, file);
}

/** Writes a snapshot into `folder` under a name that sorts by time; returns its path. */
export async function writeSnapshot(client: PGlite, folder: string): Promise<string> {
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const bytes = await snapshot(client);
  const file = path.join(folder, `db-${new Date().toISOString().replace(/[:.]/g, "-")}.tar.gz`);
  await writeAtomically(file, bytes);
  return file;
}

/**
 * Server side: a snapshot into DATA_DIR/backups on each SIGUSR2 (one at a time; a signal
 * during a snapshot is answered by that snapshot). Returns the function that removes it.
 */
export function snapshotOnSignal(options: {
  client: PGlite | undefined;
  dataDir: string;
  logger: Logger;
}): () => void {
  const { client, dataDir, logger } = options;
  let running: Promise<void> | undefined;
  const onSignal = () => {
    if (!client) {
      logger.warn(
        `${snapshotSignal} asks for a snapshot of the embedded database, but this server ` +
          "uses PostgreSQL (DATABASE_URL): back it up with pg_dump",
      );
      return;
    }
    running ??= writeSnapshot(client, snapshotFolder(dataDir))
      .then(
        (file) => logger.info({ file }, "database snapshot written"),
        (err: unknown) => logger.error({ error: logSafeError(err) }, "database snapshot failed"),
      )
      .finally(() => {
        running = undefined;
      });
  };
  process.on(snapshotSignal, onSignal);
  // Tells the CLI that this pid answers the signal (to anything else SIGUSR2 is fatal).
  const marker = serverPidFile(dataDir);
  if (client) {
    mkdirSync(path.dirname(marker), { recursive: true, mode: 0o700 });
    writeFileSync(marker, `${process.pid}\n`, { mode: 0o600 });
  }
  return () => {
    process.off(snapshotSignal, onSignal);
    if (client) rmSync(marker, { force: true });
  };
}

/** Written by a server that takes snapshots on the signal: its pid. */
function serverPidFile(dataDir: string) {
  return path.join(snapshotFolder(dataDir), "server.pid");
}

export class BackupError extends Error {}

async function moveFile(from: string, to: string) {
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
    await copyFile(from, `${to}.partial`);
    await rename(`${to}.partial`, to);
    await rm(from, { force: true });
  }
}

const snapshots = async (folder: string) =>
  (await readdir(folder).catch(() => [] as string[])).filter((f) => f.endsWith(".tar.gz"));

/** Asks the running server (pid) for a snapshot and moves it to `file`. */
async function snapshotFromServer(pid: number, dataDir: string, file: string, timeoutMs: number) {
  const folder = snapshotFolder(dataDir);
  const server = Number.parseInt(
    await readFile(serverPidFile(dataDir), "utf8").catch(() => ""),
    10,
  );
  if (server !== pid) {
    throw new BackupError(
      `The database is held by pid ${pid}, which is not a server that takes snapshots (an ` +
        `operator command still running, or a server older than this backup command). ` +
        `Let it finish, or stop it, and run the backup again.`,
    );
  }
  const before = new Set(await snapshots(folder));
  try {
    process.kill(pid, snapshotSignal);
  } catch (error) {
    throw new BackupError(
      `The server (pid ${pid}) holds the database but could not be signalled ` +
        `(${(error as NodeJS.ErrnoException).code}): run the backup as the server's user.`,
    );
  }
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const fresh = (await snapshots(folder)).filter((f) => !before.has(f)).sort()[0];
    if (fresh) {
      await moveFile(path.join(folder, fresh), file);
      return;
    }
    if (!isRunning(pid)) {
      throw new BackupError(`The server (pid ${pid}) stopped before writing a snapshot.`);
    }
    if (Date.now() > deadline) {
      throw new BackupError(
        `The server (pid ${pid}) wrote no snapshot into ${folder} within ` +
          `${timeoutMs / 1000} s: see its log ("database snapshot failed").`,
      );
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Operator side: a consistent snapshot of DATA_DIR/db written to `file`, whether or not
 * the server runs. Returns who took it.
 */
export async function backupPglite(
  dataDir: string,
  file: string,
  timeoutMs = 120_000,
): Promise<"server" | "cli"> {
  const dir = path.join(dataDir, "db");
  if (!existsSync(path.join(dir, "PG_VERSION"))) {
    throw new BackupError(`No embedded database in ${dir}: check DATA_DIR.`);
  }
  let release: () => Promise<void>;
  try {
    release = await acquirePgliteLock(dir);
  } catch (error) {
    if (!(error instanceof DatabaseInUseError)) throw error;
    await snapshotFromServer(error.pid, dataDir, file, timeoutMs);
    return "server";
  }
  try {
    const client = await PGlite.create(dir, { extensions: PGLITE_EXTENSIONS });
    try {
      await writeAtomically(file, await snapshot(client));
    } finally {
      await client.close();
    }
  } finally {
    await release();
  }
  return "cli";
}

/** Loads a snapshot into DATA_DIR/db, which must not hold a database yet. */
export async function restorePglite(dataDir: string, file: string): Promise<void> {
  const dir = path.join(dataDir, "db");
  // The operator socket lets every other command run beside the server; not this one.
  const server = await lockHolder(dir);
  if (server !== undefined) {
    throw new BackupError(
      `The server (pid ${server}) is running on ${dataDir}: a restore would replace the ` +
        `database under it. Stop the server, move ${dir} aside, restore, then start it again.`,
    );
  }
  if (existsSync(path.join(dir, "PG_VERSION"))) {
    throw new BackupError(
      `${dir} already holds a database. Restore into an empty DATA_DIR, or stop the server ` +
        `and move ${dir} aside first.`,
    );
  }
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = new Uint8Array(await readFile(file));
  } catch (error) {
    throw new BackupError(`Cannot read ${file}: ${(error as Error).message}`);
  }
  await mkdir(dir, { recursive: true });
  const release = await acquirePgliteLock(dir);
  try {
    const client = await PGlite.create({
      dataDir: dir,
      loadDataDir: new Blob([bytes], { type: "application/x-gzip" }),
      extensions: PGLITE_EXTENSIONS,
    });
    await client.close();
  } catch (error) {
    // Leave no half-restored folder behind: the next attempt would refuse it.
    await rm(dir, { recursive: true, force: true });
    throw new BackupError(
      `${file} is not a snapshot of this database: ${(error as Error).message}`,
    );
  } finally {
    await release();
  }
}
