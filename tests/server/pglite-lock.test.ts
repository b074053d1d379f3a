import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { afterAll, describe, expect, it } from "vitest";

const contender = path.resolve(import.meta.dirname, "support/lock-contender.ts");

/** A pid that no process has any more: a child that has exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ["-e", ""]);
  await once(child, "exit");
  return child.pid!;
}

function start(dir: string) {
  const child = spawn(process.execPath, [contender, dir]) as ChildProcessWithoutNullStreams;
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const next = async () => String((await lines.next()).value ?? "");
  return { child, next };
}

describe("the embedded database's lock, taken over from a dead process", () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  // Each round: a lock file left by a dead process, and four processes told to start at
  // the same moment. Deleting the stale file by name let two of them win now and then.
  it.each(Array.from({ length: 8 }, (_, i) => i + 1))(
    "round %i: exactly one of four processes starting together holds it",
    async () => {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), "nkabom-lock-"));
      dirs.push(dataDir);
      const dir = path.join(dataDir, "db");
      await writeFile(`${dir}.lock`, `${await deadPid()}\n`);
      const processes = Array.from({ length: 4 }, () => start(dir));
      try {
        for (const p of processes) expect(await p.next()).toBe("ready");
        for (const p of processes) p.child.stdin.write("go\n");
        const answers = await Promise.all(processes.map((p) => p.next()));
        const holders = answers.filter((a) => a.startsWith("held "));
        expect(holders, answers.join(", ")).toHaveLength(1);
        const holder = holders[0]!.slice("held ".length);
        expect(answers.filter((a) => a === `in-use ${holder}`)).toHaveLength(3);
        // Nothing left beside the lock but the lock itself.
        expect(await readdir(dataDir)).toEqual(["db.lock"]);
      } finally {
        for (const p of processes) p.child.stdin.end();
        await Promise.all(
          processes.map((p) => (p.child.exitCode === null ? once(p.child, "exit") : null)),
        );
      }
    },
  );
});
