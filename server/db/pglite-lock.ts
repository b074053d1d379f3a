import { readFile, rm, writeFile } from "node:fs/promises";

/**
 * PGlite runs Postgres inside this process with no postmaster to arbitrate: a second
 * process opening the same folder (the operator CLI while the server runs, or two servers
 * on one DATA_DIR) would corrupt it. A pid file beside the folder keeps it to one process.
 */
export class DatabaseInUseError extends Error {
  readonly pid: number;
  constructor(dir: string, pid: number) {
    super(
      `The embedded database ${dir} is in use by another process (pid ${pid}). PGlite allows ` +
        `one process at a time: stop it first, or use PostgreSQL (DATABASE_URL). ` +
        `If no such process runs, delete ${lockPath(dir)}.`,
    );
    this.name = "DatabaseInUseError";
    this.pid = pid;
  }
}

const heldHere = new Set<string>();

function lockPath(dir: string) {
  return `${dir}.lock`;
}

export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * The live process holding the database in `dir`, if any. Our own pid in a file we do not
 * hold is a previous process with the same pid (a container's pid 1, say) that was killed.
 */
export async function lockHolder(dir: string): Promise<number | undefined> {
  const pid = Number.parseInt(await readFile(lockPath(dir), "utf8").catch(() => ""), 10);
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && isRunning(pid)
    ? pid
    : undefined;
}

export async function acquirePgliteLock(dir: string): Promise<() => Promise<void>> {
  const file = lockPath(dir);
  if (heldHere.has(file)) throw new DatabaseInUseError(dir, process.pid);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      await writeFile(file, `${process.pid}\n`, { flag: "wx", mode: 0o600 });
      heldHere.add(file);
      return async () => {
        heldHere.delete(file);
        await rm(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const pid = await lockHolder(dir);
    if (pid !== undefined) throw new DatabaseInUseError(dir, pid);
    await rm(file, { force: true });
  }
  throw new Error(`Could not take the lock ${file}`);
}
