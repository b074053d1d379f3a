import { createHash, randomUUID } from "node:crypto";
import { link, readFile, rm, writeFile } from "node:fs/promises";
import { setTimeout as delay } from "node:timers/promises";

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
  return liveHolder(await readFile(lockPath(dir), "utf8").catch(() => ""));
}

function liveHolder(content: string): number | undefined {
  const pid = Number.parseInt(content, 10);
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && isRunning(pid)
    ? pid
    : undefined;
}

/**
 * Removes a lock file left by a process that died, if it is still the very file found
 * stale (`content`). Two processes starting together both find it stale; deleting by name
 * would let the slower one delete the lock the faster one has just written, and both would
 * run. So the removal goes through a claim: a hard link named after the stale file's
 * content, which only one process can create (link fails if the name exists) and which
 * points at whatever file held the lock's name at that instant. The one holding the claim
 * is the only one that removes that stale file; if the linked file turns out to be another
 * (a fresh lock), nothing is removed.
 */
async function removeStaleLock(file: string, content: string): Promise<"done" | "busy"> {
  const claim = claimPath(file, content);
  try {
    await link(file, claim);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") return "done"; // gone already: look again
    if (code === "EEXIST") return "busy"; // another process is taking it over
    throw error;
  }
  try {
    const linked = await readFile(claim, "utf8");
    if (linked === content) await rm(file, { force: true });
  } finally {
    await rm(claim, { force: true });
  }
  return "done";
}

/**
 * Creates the lock file with its whole content at once (written aside, then linked to the
 * lock's name, which fails if the name exists): a racing start never reads it half-written.
 */
async function createLock(file: string, content: string): Promise<boolean> {
  const aside = `${file}.new-${randomUUID()}`;
  await writeFile(aside, content, { flag: "wx", mode: 0o600 });
  try {
    await link(aside, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return false;
  } finally {
    await rm(aside, { force: true });
  }
}

function claimPath(file: string, content: string) {
  return `${file}.stale-${createHash("sha256").update(content).digest("hex").slice(0, 16)}`;
}

// How long a start waits for another process taking over the same stale lock (a few file
// operations): past it, the claim was left by a process that died in between.
const TAKEOVER_WAIT_MS = 5_000;

export async function acquirePgliteLock(dir: string): Promise<() => Promise<void>> {
  const file = lockPath(dir);
  if (heldHere.has(file)) throw new DatabaseInUseError(dir, process.pid);
  // The random line makes each lock file's content unique (see removeStaleLock).
  const mine = `${process.pid}\n${randomUUID()}\n`;
  const deadline = Date.now() + TAKEOVER_WAIT_MS;
  for (;;) {
    if (await createLock(file, mine)) {
      heldHere.add(file);
      return async () => {
        heldHere.delete(file);
        await rm(file, { force: true });
      };
    }
    const content = await readFile(file, "utf8").catch(() => null);
    if (content === null) continue;
    const pid = liveHolder(content);
    if (pid !== undefined) throw new DatabaseInUseError(dir, pid);
    if ((await removeStaleLock(file, content)) === "done") continue;
    if (Date.now() > deadline) {
      throw new Error(
        `Could not take the lock ${file}: ${claimPath(file, content)} claims its stale file. ` +
          `If no process is starting on this database, delete both.`,
      );
    }
    await delay(10);
  }
}
