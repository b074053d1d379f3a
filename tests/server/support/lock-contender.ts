// A process that takes the embedded database's lock (pglite-lock.ts) when told to: it says
// "ready", waits for a line on stdin, tries, prints "held <pid>" or "in-use <holder pid>",
// and keeps what it took until stdin ends. For tests/server/pglite-lock.test.ts.
import { acquirePgliteLock, DatabaseInUseError } from "#server/db/pglite-lock.ts";

const dir = process.argv[2]!;
process.stdin.once("data", () => {
  acquirePgliteLock(dir).then(
    () => process.stdout.write(`held ${process.pid}\n`),
    (error: unknown) =>
      process.stdout.write(
        error instanceof DatabaseInUseError
          ? `in-use ${error.pid}\n`
          : `error ${(error as Error).message}\n`,
      ),
  );
});
process.stdin.on("end", () => process.exit(0));
process.stdout.write("ready\n");
