import net from "node:net";
import { readFile, rm, writeFile } from "node:fs/promises";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, openServerSocket, type Database } from "#server/db/database.ts";
import {
  openOperatorSocket,
  operatorSocketPath,
  type OperatorSocket,
} from "#server/db/operator-socket.ts";
import { count, memoryLogger, seedDataDir } from "./support/harness.ts";
import { waitFor } from "./support/processes.ts";

// The operator socket (decision 012) met by broken or vanishing clients, in process: the
// server's own queries carry on, nothing stays locked, nothing a client began stays applied.

/** ReadyForQuery, idle: the answer to a request is complete. */
const IDLE = "Z\0\0\0\u0005I";
/** ReadyForQuery inside a transaction. */
const IN_TRANSACTION = "Z\0\0\0\u0005T";

/**
 * Connects and sends `bytes`; vanishes once the answer holds `leaveAfter` (else waits for
 * the server to close). Resolves with what came back.
 */
function exchange(file: string, bytes: Buffer, leaveAfter?: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(file, () => socket.write(bytes));
    socket.on("data", (chunk: Buffer) => {
      chunks.push(chunk);
      if (leaveAfter && Buffer.concat(chunks).toString("latin1").includes(leaveAfter)) {
        socket.destroy();
      }
    });
    socket.on("error", reject);
    socket.on("close", () => resolve(Buffer.concat(chunks)));
  });
}

function startup(): Buffer {
  const body = Buffer.from("user\0postgres\0database\0postgres\0\0");
  const head = Buffer.alloc(8);
  head.writeInt32BE(8 + body.length, 0);
  head.writeInt32BE(196_608, 4);
  return Buffer.concat([head, body]);
}

function query(text: string): Buffer {
  const body = Buffer.from(`${text}\0`);
  const head = Buffer.alloc(5);
  head[0] = "Q".charCodeAt(0);
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
}

describe("operator socket protocol", () => {
  let dataDir = "";
  let server: Database;
  let socket: OperatorSocket;
  const { logger, logs } = memoryLogger();

  beforeAll(async () => {
    dataDir = await seedDataDir();
    server = await openDatabase({ dataDir });
    socket = (await openOperatorSocket({ client: server.pglite!, dataDir, logger }))!;
  });

  afterAll(async () => {
    await socket?.close();
    await server?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const siteCount = () => count(server.db, "contact_messages");

  it("answers an SSL request with N and then serves the client", async () => {
    const ssl = Buffer.alloc(8);
    ssl.writeInt32BE(8, 0);
    ssl.writeInt32BE(80_877_103, 4);
    const answer = await exchange(
      socket.path,
      Buffer.concat([ssl, startup(), query("select 41 + 1 as n")]),
      "SELECT 1\0",
    );
    expect(answer.subarray(0, 1).toString()).toBe("N");
    expect(answer.toString("latin1")).toContain("42");
  });

  it("drops a client that sends garbage, and the server's queries carry on", async () => {
    const answer = await exchange(socket.path, Buffer.from("GET / HTTP/1.1\r\nHost: x\r\n\r\n"));
    expect(answer.length).toBe(0);
    expect(await siteCount()).toBeGreaterThanOrEqual(0);
  });

  it("rolls back what a client that vanishes inside a transaction began", async () => {
    const before = await siteCount();
    await exchange(
      socket.path,
      Buffer.concat([
        startup(),
        query("begin"),
        query(
          "insert into contact_messages (first_name, last_name, email, message, policy_consented_at) " +
            "values ('Gone', 'Client', 'gone@example.com', 'x', now())",
        ),
      ]),
      `INSERT 0 1\0${IN_TRANSACTION}`,
    );
    // The site's query waits for the clean-up, then sees nothing of the vanished client.
    expect(await siteCount()).toBe(before);
  });

  it("keeps nothing locked for a request that never got its Sync", async () => {
    // Parse (unnamed statement "select", no parameter types) and nothing after it.
    const body = Buffer.from("\0select\0\0\0");
    const parse = Buffer.concat([Buffer.from("P"), Buffer.alloc(4), body]);
    parse.writeInt32BE(4 + body.length, 1);
    await exchange(socket.path, Buffer.concat([startup(), parse]), IDLE);
    expect(await siteCount()).toBeGreaterThanOrEqual(0);
    expect(logs.filter((l) => l.level === 50)).toEqual([]);
  });

  it("undoes a client's SET when it leaves", async () => {
    const client = await openServerSocket(dataDir);
    await client.db.execute(sql`set timezone = 'Asia/Tokyo'`);
    await client.close();
    // The clean-up runs once the server sees the connection close.
    const tz = await waitFor("the client's SET to be undone", async () => {
      const { rows } = (await server.db.execute(sql`select current_setting('timezone') as tz`)) as {
        rows: { tz: string }[];
      };
      const row = rows[0];
      return row!.tz === "UTC" ? row!.tz : undefined;
    });
    expect(tz).toBe("UTC");
  });

  it("leaves a file that is not a socket alone and runs without the channel", async () => {
    const dir = await seedDataDir();
    const db = await openDatabase({ dataDir: dir });
    try {
      await writeFile(operatorSocketPath(dir), "not a socket");
      const refused = await openOperatorSocket({ client: db.pglite!, dataDir: dir, logger });
      expect(refused).toBeNull();
      expect(JSON.stringify(logs)).toContain("operator socket unavailable");
      expect(await readFile(operatorSocketPath(dir), "utf8")).toBe("not a socket");
    } finally {
      await db.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
