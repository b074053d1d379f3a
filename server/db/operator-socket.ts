import { lstat, rm } from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { Logger } from "../logger.ts";

/**
 * The operator channel into a running server's embedded database (decision record 012).
 *
 * PGlite is one Postgres session inside this process; a second process must not open its
 * folder. So the server speaks the PostgreSQL wire protocol on a unix socket in DATA_DIR,
 * mode 0600 (only the server's user may connect, like PostgreSQL's peer authentication),
 * and the operator CLIs connect with node-postgres as they would to PostgreSQL.
 *
 * Every client shares the server's one session, so a client's statements must never land
 * inside the server's transaction, nor the server's inside a client's. A client therefore
 * holds PGlite's transaction mutex (the one `query`, `exec` and `transaction` take) from
 * the first message of a request until Postgres answers ReadyForQuery "idle": its explicit
 * transaction is atomic with respect to the site, and the site's queries simply wait. A
 * client idle inside a transaction for IDLE_IN_TRANSACTION_MS is rolled back and dropped,
 * so a forgotten `BEGIN` in psql cannot stall the site for long.
 */

/** PostgreSQL's own socket name: node-postgres and `psql -h DATA_DIR` find it in the folder. */
export const OPERATOR_SOCKET_PORT = 5432;
export const IDLE_IN_TRANSACTION_MS = 5_000;
/** Buffered, not yet executable input of one client (a request without its Sync). */
const MAX_PENDING_BYTES = 16 * 1024 * 1024;
const MAX_CONNECTIONS = 16;

export function operatorSocketPath(dataDir: string): string {
  return path.join(path.resolve(dataDir), `.s.PGSQL.${OPERATOR_SOCKET_PORT}`);
}

const SSL_REQUEST = 80_877_103;
const GSSENC_REQUEST = 80_877_104;
const PROTOCOL_3 = 196_608;
const code = (letter: string) => letter.charCodeAt(0);

/** A frontend message: type letter, length, body. */
function message(type: string, body: Buffer): Buffer {
  const header = Buffer.alloc(5);
  header[0] = code(type);
  header.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([header, body]);
}
const cString = (text: string) => Buffer.from(`${text}\0`);
const simpleQuery = (sql: string) => message("Q", cString(sql));

/**
 * PGlite cannot wait for a client's COPY data: Postgres reads past the end of the request,
 * takes it for a lost client and exits, which ends the server's database (measured with
 * 0.5.16). Such statements are answered here and never reach it.
 */
const COPY_FROM_CLIENT = /\bcopy\b[\s\S]*?\bfrom\s+stdin\b/i;

/** The SQL texts of the simple Query and Parse messages in a request. */
function statementsOf(request: Buffer): string[] {
  const texts: string[] = [];
  for (let offset = 0; offset + 5 <= request.length;) {
    const type = request[offset]!;
    const end = offset + 1 + request.readInt32BE(offset + 1);
    const body = request.subarray(offset + 5, end);
    if (type === code("Q")) texts.push(body.toString("utf8", 0, body.indexOf(0)));
    if (type === code("P")) {
      const text = body.subarray(body.indexOf(0) + 1);
      texts.push(text.toString("utf8", 0, text.indexOf(0)));
    }
    offset = end;
  }
  return texts;
}

/** An ErrorResponse, then the ReadyForQuery each Sync or Query of the request expects. */
function refusal(request: Buffer, text: string, status: number): Buffer {
  const fields = Buffer.concat([
    cString("SERROR"),
    cString("VERROR"),
    cString("C0A000"),
    cString(`M${text}`),
    Buffer.from([0]),
  ]);
  const answers = [message("E", fields)];
  for (let offset = 0; offset + 5 <= request.length;) {
    const type = request[offset]!;
    if (type === code("S") || type === code("Q")) answers.push(message("Z", Buffer.from([status])));
    offset += 1 + request.readInt32BE(offset + 1);
  }
  return Buffer.concat(answers);
}

/** Follows the backend's message framing to know how its answer ended. */
class AnswerEnd {
  #header = Buffer.alloc(5);
  #headerBytes = 0;
  #bodyLeft = 0;
  #atBodyStart = false;
  /** Type letter of the last message, and the status byte of the last ReadyForQuery. */
  type = 0;
  status = 0;

  feed(data: Uint8Array) {
    let i = 0;
    while (i < data.length) {
      if (this.#bodyLeft > 0) {
        if (this.#atBodyStart && this.type === code("Z")) this.status = data[i]!;
        this.#atBodyStart = false;
        const n = Math.min(this.#bodyLeft, data.length - i);
        i += n;
        this.#bodyLeft -= n;
        continue;
      }
      this.#header[this.#headerBytes++] = data[i++]!;
      if (this.#headerBytes === 5) {
        this.type = this.#header[0]!;
        this.#bodyLeft = this.#header.readInt32BE(1) - 4;
        this.#atBodyStart = true;
        this.#headerBytes = 0;
      }
    }
  }
}

/** Resolves once this caller holds PGlite's transaction mutex; call the result to let go. */
function holdTransactionMutex(client: PGlite): Promise<() => void> {
  return new Promise((acquired) => {
    void client._runExclusiveTransaction(
      () => new Promise<void>((release) => acquired(() => release())),
    );
  });
}

class OperatorConnection {
  #input: Buffer = Buffer.alloc(0);
  #started = false;
  #release: (() => void) | undefined;
  #idleTimer: NodeJS.Timeout | undefined;
  #work: Promise<void> = Promise.resolve();
  #closed = false;
  /** Transaction status of the last ReadyForQuery: I (idle), T (in one) or E (failed). */
  #status = code("I");
  private readonly client: PGlite;
  private readonly socket: net.Socket;
  private readonly logger: Logger;

  constructor(client: PGlite, socket: net.Socket, logger: Logger) {
    this.client = client;
    this.socket = socket;
    this.logger = logger;
    socket.on("data", (chunk: Buffer) => {
      this.#input = this.#input.length ? Buffer.concat([this.#input, chunk]) : chunk;
      if (this.#input.length > MAX_PENDING_BYTES) {
        this.#fail("a request larger than 16 MB without its Sync");
        return;
      }
      this.#then(() => this.#drain());
    });
    socket.on("error", () => {});
    socket.on("close", () => {
      this.#closed = true;
      this.#then(() => this.#finish());
    });
  }

  /** Requests of one client run in the order they came; an error drops the client. */
  #then(step: () => Promise<void>) {
    this.#work = this.#work.then(step).catch((err: unknown) => {
      this.logger.error({ err }, "operator socket: request failed");
      this.socket.destroy();
    });
  }

  /** Resolves when this client's work, its clean-up included, is done. */
  get settled(): Promise<void> {
    return this.#work;
  }

  #fail(reason: string) {
    this.logger.warn({ reason }, "operator socket: client dropped");
    this.socket.destroy();
  }

  async #drain(): Promise<void> {
    if (this.#closed) return;
    if (!this.#started) {
      if (this.#input.length < 8) return;
      const length = this.#input.readInt32BE(0);
      const version = this.#input.readInt32BE(4);
      if (length < 8 || length > 10_000) return this.#fail("a malformed start-up packet");
      if (this.#input.length < length) return;
      const packet = this.#input.subarray(0, length);
      this.#input = this.#input.subarray(length);
      if (version === SSL_REQUEST || version === GSSENC_REQUEST) {
        // No encryption on a local socket: the client carries on in plain text.
        this.socket.write("N");
        return this.#drain();
      }
      // Cancel requests included: PGlite has no second backend to cancel from.
      if (version !== PROTOCOL_3) return this.#fail("an unsupported start-up packet");
      this.#started = true;
      await this.#execute(packet);
    }
    // Execute every complete request: messages up to the last Sync or simple Query. An
    // extended-protocol request runs whole, so nothing of the site's can come between its
    // Parse and its Execute (they share the unnamed statement of the one session).
    let offset = 0;
    let end = 0;
    let terminate = false;
    while (offset + 5 <= this.#input.length) {
      const type = this.#input[offset]!;
      const length = this.#input.readInt32BE(offset + 1);
      if (length < 4) return this.#fail("a malformed message");
      if (offset + 1 + length > this.#input.length) break;
      if (type === code("X")) {
        terminate = true;
        break;
      }
      offset += 1 + length;
      if (type === code("S") || type === code("Q")) end = offset;
    }
    if (end > 0) {
      const request = this.#input.subarray(0, end);
      this.#input = this.#input.subarray(end);
      if (statementsOf(request).some((text) => COPY_FROM_CLIENT.test(text))) {
        const text = "COPY FROM STDIN is not available through the operator socket";
        this.socket.write(refusal(request, text, this.#status));
      } else {
        await this.#execute(request);
      }
    }
    if (terminate) this.socket.end();
  }

  async #execute(request: Uint8Array) {
    clearTimeout(this.#idleTimer);
    this.#release ??= await holdTransactionMutex(this.client);
    const answer = new AnswerEnd();
    await this.#run(request, (data) => {
      answer.feed(data);
      // `data` is a view into PGlite's memory, reused by the next call: copy it.
      if (!this.#closed) this.socket.write(Buffer.from(data));
    });
    if (answer.type === code("Z")) this.#status = answer.status;
    if (answer.type === code("Z") && answer.status === code("I")) {
      this.#letGo();
    } else if (answer.type === code("Z")) {
      this.#idleTimer = setTimeout(() => {
        this.#fail(`idle in a transaction for ${IDLE_IN_TRANSACTION_MS / 1000} s: rolled back`);
      }, IDLE_IN_TRANSACTION_MS);
    } else {
      this.#fail("a request that did not end ready for the next one");
    }
  }

  #run(request: Uint8Array, onRawData: (data: Uint8Array) => void) {
    return this.client.runExclusive(() =>
      this.client.execProtocolRawStream(request, { onRawData }),
    );
  }

  #letGo() {
    this.#release?.();
    this.#release = undefined;
  }

  /** The client is gone: roll back what it left open and undo its SETs. */
  async #finish() {
    clearTimeout(this.#idleTimer);
    if (!this.#started) return this.#letGo();
    this.#release ??= await holdTransactionMutex(this.client);
    try {
      await this.#run(simpleQuery("ROLLBACK; RESET ALL"), () => {});
    } finally {
      this.#letGo();
    }
  }
}

export interface OperatorSocket {
  path: string;
  /** Stops accepting, drops the clients (rolling back what they left open), removes the file. */
  close(): Promise<void>;
}

/** Is there a socket file (left by a server that was killed) to replace? */
async function removeStaleSocket(file: string) {
  const found = await lstat(file).catch(() => undefined);
  if (!found) return;
  if (!found.isSocket()) {
    throw new Error(`${file} exists and is not a socket: move it away`);
  }
  // Only the holder of the database lock gets here, so no other server listens on it.
  await rm(file);
}

/**
 * Serves the embedded database on DATA_DIR/.s.PGSQL.5432 for the operator CLIs. Call it
 * only while holding the database lock (pglite-lock.ts). Null, with a warning, when the
 * socket cannot be made: the site runs on, the CLIs then need the server stopped.
 */
export async function openOperatorSocket(options: {
  client: PGlite;
  dataDir: string;
  logger: Logger;
}): Promise<OperatorSocket | null> {
  const { client, logger } = options;
  const file = operatorSocketPath(options.dataDir);
  const connections = new Set<OperatorConnection>();
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    const connection = new OperatorConnection(client, socket, logger);
    connections.add(connection);
    socket.on("close", () => {
      sockets.delete(socket);
      void connection.settled.then(() => connections.delete(connection));
    });
  });
  server.maxConnections = MAX_CONNECTIONS;
  try {
    await removeStaleSocket(file);
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      // The socket file is created with the process umask: 0177 leaves mode 0600 from the
      // first moment, before anyone else could connect. Restored right after the bind.
      const umask = process.umask(0o177);
      try {
        server.listen(file, () => {
          server.off("error", reject);
          resolve();
        });
      } finally {
        process.umask(umask);
      }
    });
  } catch (err) {
    logger.warn(
      { err, socket: file },
      "operator socket unavailable: the operator CLIs need the server stopped",
    );
    return null;
  }
  logger.info({ socket: file }, "operator socket ready");
  let closing: Promise<void> | undefined;
  return {
    path: file,
    close() {
      closing ??= (async () => {
        const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
        for (const socket of sockets) socket.destroy();
        await stopped;
        await Promise.all([...connections].map((c) => c.settled));
        await rm(file, { force: true });
      })();
      return closing;
    },
  };
}
