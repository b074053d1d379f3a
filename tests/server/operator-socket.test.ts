import { execFile, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { lstat, rm } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openServerSocket, type Database } from "#server/db/database.ts";
import { operatorSocketPath } from "#server/db/operator-socket.ts";
import { seedDataDir, validContact } from "./support/harness.ts";
import {
  exited,
  hasBuild,
  root,
  startServerProcess,
  type ServerProcess,
} from "./support/server-process.ts";
import { CLI_NODE_FLAGS } from "./support/processes.ts";

// Issue 19: every operator CLI runs while the real server runs on the embedded database,
// through the server's operator socket (docs/decisions/012-operator-socket.md), and the
// site keeps answering, its own transactions untouched.
if (!hasBuild) console.warn("operator socket test skipped: no production build (npm run build)");

const run = promisify(execFile);

interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

async function cli(script: string, args: string[], dataDir: string): Promise<CliResult> {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      [...CLI_NODE_FLAGS, `scripts/${script}.ts`, ...args],
      {
        cwd: root,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const { code, stdout, stderr } = error as CliResult;
    return { code, stdout, stderr };
  }
}

async function submit(base: string, email: string, message = "Please call me about collections.") {
  const res = await fetch(`${base}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...validContact, email, message }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

// No mail sent during the test (it stays queued), and room for every submission.
const serverEnv = { OUTBOX_INTERVAL_MS: "600000", RATE_LIMIT_MAX: "1000" };

const ready = async (base: string) => (await fetch(`${base}/readyz`)).status;

describe.skipIf(!hasBuild)("operator CLIs beside a running embedded-database server", () => {
  const children: ChildProcess[] = [];
  let dataDir = "";
  let server: ServerProcess;
  let direct: Database;

  beforeAll(async () => {
    dataDir = await seedDataDir();
    server = await startServerProcess(dataDir, serverEnv, children);
    direct = await openServerSocket(dataDir);
  });

  afterAll(async () => {
    await direct?.close().catch(() => {});
    for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
    await Promise.all(children.map(exited));
    await rm(dataDir, { recursive: true, force: true });
  });

  const rowsOf = async (query: ReturnType<typeof sql>) =>
    ((await direct.db.execute(query)) as { rows: Record<string, unknown>[] }).rows;

  it("serves the socket in DATA_DIR with mode 0600", async () => {
    const file = operatorSocketPath(dataDir);
    expect(path.dirname(file)).toBe(path.resolve(dataDir));
    const found = await lstat(file);
    expect(found.isSocket()).toBe(true);
    expect(found.mode & 0o777).toBe(0o600);
  });

  it("shows a lead submitted to the running server at once", async () => {
    const id = await submit(server.base, "akosua.listed@example.com", "Seen by the operator now.");
    const list = await cli("leads", ["list", "--kind", "contacts"], dataDir);
    expect(list.code).toBe(0);
    expect(list.stdout).toContain("akosua.listed@example.com");
    expect(list.stdout).toContain("Seen by the operator now.");

    const csv = await cli("leads", ["export", "--kind", "contacts"], dataDir);
    expect(csv.code).toBe(0);
    expect(csv.stdout).toContain(id);
    const json = await cli("leads", ["export", "--kind", "contacts", "--format", "json"], dataDir);
    expect((JSON.parse(json.stdout) as { id: string }[]).map((r) => r.id)).toContain(id);
  });

  it("erases an address while the server runs, and the server keeps serving", async () => {
    await submit(server.base, "kojo.forget@example.com");
    const forget = await cli("leads", ["forget", "--email", "kojo.forget@example.com"], dataDir);
    expect(forget.code).toBe(0);
    expect(forget.stdout).toContain("1 contact message(s)");
    const left = await rowsOf(
      sql`select count(*)::int as n from contact_messages where email = 'kojo.forget@example.com'`,
    );
    expect(left[0]!.n).toBe(0);
    expect(await ready(server.base)).toBe(200);
  });

  it("lists failed mail and puts it back in the queue", async () => {
    await submit(server.base, "esi.mail@example.com");
    // The team's notification of that lead, as if the mail server had refused it for good.
    const failed = await rowsOf(sql`
      update mail_outbox set status = 'failed', last_error = 'test: mailbox full'
      where id = (select id from mail_outbox order by created_at desc limit 1) returning id`);
    expect(failed).toHaveLength(1);
    const id = failed[0]!.id as string;

    const list = await cli("mail", ["failed"], dataDir);
    expect(list.code).toBe(0);
    expect(list.stdout).toContain(id);
    expect(list.stdout).toContain("test: mailbox full");

    const retry = await cli("mail", ["retry", "--id", id], dataDir);
    expect(retry.code).toBe(0);
    expect(retry.stdout).toContain("1 failed mail(s) back in the queue");
    const [row] = await rowsOf(sql`select status from mail_outbox where id = ${id}`);
    expect(row!.status).toBe("pending");
  });

  it("applies retention while the server runs", async () => {
    const id = await submit(server.base, "old.lead@example.com");
    await direct.db.execute(
      sql`update contact_messages set created_at = now() - interval '3 years' where id = ${id}`,
    );
    const dry = await cli("retention", ["--dry-run"], dataDir);
    expect(dry.code).toBe(0);
    expect(dry.stdout).toContain("Would delete: 1 contact message(s)");
    const real = await cli("retention", [], dataDir);
    expect(real.code).toBe(0);
    expect(real.stdout).toContain("Deleted: 1 contact message(s)");
    expect(await rowsOf(sql`select id from contact_messages where id = ${id}`)).toEqual([]);
  });

  it("backs up while the server runs and refuses to restore under it", async () => {
    const file = path.join(dataDir, "..", `${path.basename(dataDir)}.tar.gz`);
    try {
      const backup = await cli("db", ["backup", file], dataDir);
      expect(backup.code).toBe(0);
      expect(existsSync(file)).toBe(true);
      const restore = await cli("db", ["restore", file], dataDir);
      expect(restore.code).toBe(1);
      expect(restore.stderr).toContain(`The server (pid ${server.child.pid}) is running`);
      expect(await ready(server.base)).toBe(200);
    } finally {
      await rm(file, { force: true });
    }
  });

  it("keeps answering visitors while the commands run", async () => {
    const commands = Promise.all([
      cli("leads", ["export", "--kind", "contacts"], dataDir),
      cli("leads", ["list", "--kind", "demos"], dataDir),
      cli("mail", ["failed"], dataDir),
      cli("retention", ["--dry-run"], dataDir),
    ]);
    const visitors = Promise.all(
      [1, 2, 3, 4, 5].map((n) => submit(server.base, `visitor${n}@example.com`)),
    );
    const [results, ids] = await Promise.all([commands, visitors]);
    for (const result of results) expect(result.code, result.stderr).toBe(0);
    expect(await ready(server.base)).toBe(200);
    const stored = await rowsOf(sql`select id from contact_messages`);
    for (const id of ids) expect(stored.map((r) => r.id)).toContain(id);
  });

  /** A psql-like client on the running server's operator socket. */
  const socketClient = () =>
    new pg.Client({
      host: path.dirname(operatorSocketPath(dataDir)),
      user: "postgres",
      database: "postgres",
    });

  it("keeps a client's transaction and the site's apart", async () => {
    // The client's transaction is open while a visitor submits: the submission waits for
    // it, and the client's rollback takes only the client's own row with it.
    const client = socketClient();
    await client.connect();
    try {
      await client.query("begin");
      await client.query(
        `insert into contact_messages (first_name, last_name, email, message, policy_consented_at)
         values ('Rolled', 'Back', 'rolled.back@example.com', 'never stored', now())`,
      );
      let answered = false;
      const visitor = submit(server.base, "while.open@example.com").finally(() => {
        answered = true;
      });
      // Long enough for the submission to reach the database (where it must wait), well
      // within the idle-in-transaction limit.
      await Promise.race([visitor, new Promise((r) => setTimeout(r, 1500))]);
      expect(answered).toBe(false);
      await client.query("rollback");
      const id = await visitor;
      const rows = await rowsOf(
        sql`select id, email from contact_messages where email in ('rolled.back@example.com', 'while.open@example.com')`,
      );
      expect(rows).toEqual([{ id, email: "while.open@example.com" }]);
    } finally {
      await client.end();
    }
  });

  it("rolls back and drops a client left idle in a transaction", async () => {
    const client = socketClient();
    const dropped = new Promise<void>((resolve) => client.on("end", () => resolve()));
    client.on("error", () => {});
    await client.connect();
    await client.query("begin");
    await client.query(`delete from contact_messages`);
    // The site waits for the forgotten transaction, which is rolled back: nothing deleted.
    const id = await submit(server.base, "after.idle@example.com");
    await dropped;
    const [row] = await rowsOf(sql`select count(*)::int as n from contact_messages`);
    expect(row!.n).toBeGreaterThan(1);
    expect(await rowsOf(sql`select id from contact_messages where id = ${id}`)).toHaveLength(1);
  });

  it("refuses COPY FROM STDIN, which would end the embedded database", async () => {
    const client = socketClient();
    await client.connect();
    try {
      await expect(client.query("copy contact_messages from stdin")).rejects.toThrow(
        "COPY FROM STDIN is not available through the operator socket",
      );
      expect((await client.query("select 1 as one")).rows).toEqual([{ one: 1 }]);
    } finally {
      await client.end();
    }
    expect(await ready(server.base)).toBe(200);
  });

  it("removes the socket at shutdown, replaces a stale one at start", async () => {
    await direct.close();
    server.child.kill("SIGTERM");
    expect(await exited(server.child)).toBe(0);
    expect(existsSync(operatorSocketPath(dataDir))).toBe(false);
    // Server stopped: the command opens the folder itself, as before.
    const stopped = await cli("leads", ["list", "--kind", "contacts"], dataDir);
    expect(stopped.code).toBe(0);
    expect(stopped.stdout).toContain("after.idle@example.com");

    // A killed server leaves its socket file behind; the next start replaces it.
    server = await startServerProcess(dataDir, serverEnv, children);
    server.child.kill("SIGKILL");
    await exited(server.child);
    expect((await lstat(operatorSocketPath(dataDir))).isSocket()).toBe(true);
    server = await startServerProcess(dataDir, serverEnv, children);
    const id = await submit(server.base, "after.restart@example.com");
    const list = await cli("leads", ["export", "--kind", "contacts"], dataDir);
    expect(list.code).toBe(0);
    expect(list.stdout).toContain(id);
    direct = await openServerSocket(dataDir);
  });
});
