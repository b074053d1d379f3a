import { mkdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { ConfigError } from "./config.ts";

async function makeDirectory(dir: string, depth = 0): Promise<void> {
  try {
    await mkdir(dir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EEXIST") {
      if (!(await stat(dir)).isDirectory()) throw Object.assign(new Error(), { code: "ENOTDIR" });
      return;
    }
    // Create the parent, then try once more. Node's own `recursive: true` loops forever
    // where a parent exists but refuses new entries (DATA_DIR=/proc/nope hung the start).
    if (code !== "ENOENT" || depth > 64 || path.dirname(dir) === dir) throw error;
    await makeDirectory(path.dirname(dir), depth + 1);
    await mkdir(dir);
  }
}

const REASONS: Record<string, string> = {
  ENOTDIR: "it (or a folder above it) is a file, not a folder",
  ENOENT: "it cannot be created there",
  EACCES: "this process may not write there",
  EPERM: "this process may not write there",
  EROFS: "the file system is read-only",
};

/**
 * Makes sure DATA_DIR is a folder this process can write to, before the database and the
 * mail outbox try: a bad value stops the start with a message naming the variable.
 */
export async function prepareDataDir(dir: string): Promise<void> {
  const probe = path.join(dir, `.write-test-${process.pid}`);
  try {
    await makeDirectory(dir);
    await writeFile(probe, "");
    await rm(probe);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? "";
    throw new ConfigError(
      `DATA_DIR ${dir} cannot be used: ${REASONS[code] ?? "it is not a writable folder"} (${code || (error as Error).message})`,
    );
  }
}
