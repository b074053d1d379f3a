import { spawn, type ChildProcess } from "node:child_process";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "#server/db/database.ts";
import {
  exited,
  hasBuild,
  root,
  startServerProcess,
  type ServerProcess,
} from "../server/support/server-process.ts";
import { createPostgresDatabase } from "../server/support/harness.ts";
import { docFiles, readRunnableBlocks, type RunnableBlock } from "./support/runnable-blocks.ts";

// Every `sh runnable` block of README.md and docs/ runs against the production build, so
// the docs cannot drift from the code. See docs/operations.md, "Runnable docs".
if (!hasBuild) {
  console.warn("runnable docs skipped: no production build (run `npm run build` first)");
}

const blockTimeoutMs = 180_000;

interface Outcome {
  code: number | null;
  output: string;
  /** Line within the block (1-based) of the command that failed, from bash's ERR trap. */
  failedAt: number | undefined;
}

function runBlock(block: RunnableBlock, env: NodeJS.ProcessEnv): Promise<Outcome> {
  // Two lines of preamble: a failing command reports its line, then the block's own lines.
  const script = `set -euo pipefail\ntrap 'echo "__doc_line__:$((LINENO - 2))" >&2' ERR\n${block.code}\n`;
  return new Promise((resolve, reject) => {
    const child = spawn("bash", ["-c", script], {
      cwd: root,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    const output: string[] = [];
    child.stdout.on("data", (d: Buffer) => output.push(d.toString()));
    child.stderr.on("data", (d: Buffer) => output.push(d.toString()));
    const timer = setTimeout(() => child.kill("SIGKILL"), blockTimeoutMs);
    child.once("error", reject);
    child.once("close", (code) => {
      clearTimeout(timer);
      const text = output.join("");
      const line = /__doc_line__:(\d+)/.exec(text)?.[1];
      resolve({
        code,
        output: text.replace(/__doc_line__:\d+\n?/g, ""),
        failedAt: line ? Number(line) : undefined,
      });
    });
  });
}

const files = docFiles(root)
  .map((file) => ({ file, blocks: readRunnableBlocks(root, file) }))
  .filter((f) => f.blocks.length > 0);

describe.skipIf(!hasBuild).each(files)("runnable commands in $file", ({ file, blocks }) => {
  const children: ChildProcess[] = [];
  const cleanups: (() => Promise<unknown>)[] = [];

  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
    await Promise.all(children.map(exited));
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it(`runs ${blocks.length} block(s) in order`, async () => {
    const scratch = await mkdtemp(path.join(os.tmpdir(), "nkabom-docs-"));
    cleanups.push(() => rm(scratch, { recursive: true, force: true }));
    const home = path.join(scratch, "home");
    const dataDir = path.join(scratch, "data");
    await mkdir(home);
    await mkdir(dataDir);

    // One PostgreSQL database per file, migrated as the server would, made on first need.
    let databaseUrl: string | undefined;
    const postgres = async () => {
      if (!databaseUrl) {
        const database = await createPostgresDatabase();
        cleanups.push(() => database.drop());
        const opened = await openDatabase({ dataDir, databaseUrl: database.url });
        await opened.close();
        databaseUrl = database.url;
      }
      return databaseUrl;
    };

    let server: (ServerProcess & { databaseUrl: string }) | undefined;
    const stopServer = async () => {
      if (!server) return;
      server.child.kill("SIGTERM");
      expect(await exited(server.child), `${file}: the server stops cleanly`).toBe(0);
      server = undefined;
    };

    for (const block of blocks) {
      const url = block.needs.includes("postgres") ? await postgres() : "";
      if (!block.needs.includes("server") || server?.databaseUrl !== url) await stopServer();
      if (block.needs.includes("server") && !server) {
        server = {
          ...(await startServerProcess(dataDir, { DATABASE_URL: url }, children)),
          databaseUrl: url,
        };
      }
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        HOME: home,
        DATA_DIR: dataDir,
        DATABASE_URL: url,
        SMTP_URL: "",
        IP_HASH_SALT: "",
        PORT: server ? new URL(server.base).port : "",
        npm_config_update_notifier: "false",
      };
      const outcome = await runBlock(block, env);
      if (outcome.code !== 0) {
        const line = outcome.failedAt ? block.line + outcome.failedAt - 1 : block.line;
        const command = outcome.failedAt
          ? block.code.split("\n")[outcome.failedAt - 1]
          : block.code.split("\n")[0];
        throw new Error(
          `${file}:${line}: a documented command failed (exit ${outcome.code}):\n` +
            `  ${command}\n--- its output ---\n${outcome.output.trim()}`,
        );
      }
    }
    await stopServer();
  }, 900_000);
});
