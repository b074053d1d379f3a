import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * A secret from its variable, or generated once into `DATA_DIR/<name>` (mode 600) and
 * read back on every start, so one instance keeps it across restarts.
 */
export async function loadSecret(configured: string, dataDir: string, name: string) {
  if (configured) return configured;
  const file = path.join(dataDir, name);
  const existing = await readFile(file, "utf8").catch(() => "");
  if (existing.trim()) return existing.trim();
  await mkdir(dataDir, { recursive: true });
  const salt = randomBytes(32).toString("hex");
  try {
    await writeFile(file, `${salt}\n`, { flag: "wx", mode: 0o600 });
    return salt;
  } catch (error) {
    // Another process wrote it first: use theirs so both hash alike.
    if ((error as NodeJS.ErrnoException).code === "EEXIST") {
      return (await readFile(file, "utf8")).trim();
    }
    throw error;
  }
}
