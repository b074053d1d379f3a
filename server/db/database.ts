import { mkdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { logSafeError } from "../log-safe-error.ts";
import type { Logger } from "../logger.ts";
import { OPERATOR_SOCKET_PORT, operatorSocketPath } from "./operator-socket.ts";
import { acquirePgliteLock } from "./pglite-lock.ts";
import { isDatabaseUnavailable } from "./unavailable.ts";
import * as schema from "./schema.ts";

export { schema };
export type Schema = typeof schema;
/** Either driver's database: the query builder is the same, only the client differs. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  /** Where the data lives: PGlite under DATA_DIR, or the PostgreSQL of DATABASE_URL. */
  driver: "pglite" | "postgres";
  /**
   * The embedded client, when this process holds the embedded database (for snapshots: see
   * backup.ts); absent when it reaches a running server's through its operator socket.
   */
  pglite?: PGlite;
  /** Runs `select 1`; false when the database cannot answer. */
  ping(): Promise<boolean>;
  /** Whether a row can be written now (writeProbe). */
  canWrite(): Promise<boolean>;
  /** PostgreSQL's connection pool now (metrics); the embedded database has none. */
  poolStats?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PGlite keeps its files in `${dataDir}/db` when no databaseUrl is given. */
  dataDir: string;
  databaseUrl?: string | undefined;
  /** Connections of the PostgreSQL pool. */
  poolSize?: number;
  /** How long a PostgreSQL connection attempt may take (a silent host would hang). */
  connectTimeoutMs?: number;
  logger?: Logger;
}

export const migrationsFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../drizzle",
);

// Any constant works; it only has to be the same for every instance of this application.
const MIGRATION_LOCK_ID = 7_254_110_301;

/**
 * Opens the database and brings its schema up to date. PostgreSQL when a URL is given
 * (several instances may share it); otherwise an embedded PGlite under DATA_DIR, which one
 * process at a time may open (see pglite-lock.ts).
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options)
    : openPglite(path.join(options.dataDir, "db"));
}

/**
 * PostgreSQL's default 128 MB of shared buffers live in PGlite's WASM memory, which never
 * shrinks: an idle server held ~550 MB RSS. The lead tables are small; 16 MB of buffers
 * hold them many times over (measurements in docs/operations.md, "Memory").
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"];

/**
 * The PostgreSQL extensions the migrations create, whose code PGlite must load itself:
 * pg_trgm, created by drizzle/0006_lead_search_trigram.sql (its indexes are gone since 0008,
 * the extension since 0009_drop_pg_trgm, but 0006 still runs on every new database). Every
 * PGlite opened on DATA_DIR gets them, or that migration would fail there.
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

async function openPglite(dir: string): Promise<Database> {
  // PGlite does not create missing parent folders.
  await mkdir(dir, { recursive: true });
  const releaseLock = await acquirePgliteLock(dir);
  let client: PGlite | undefined;
  try {
    client = await PGlite.create(dir, {
      startParams: PGLITE_START_PARAMS,
      extensions: PGLITE_EXTENSIONS,
    });
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder });
    const pglite = client;
    return {
      db: db as unknown as Db,
      driver: "pglite",
      pglite,
      ping: () => ping(db as unknown as Db),
      canWrite: () => writeProbe(db as unknown as Db),
      async close() {
        try {
          await pglite.close();
        } finally {
          await releaseLock();
        }
      },
    };
  } catch (error) {
    await client?.close().catch(() => {});
    await releaseLock();
    throw error;
  }
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: Math.max(2, options.poolSize ?? 10),
    connectionTimeoutMillis: options.connectTimeoutMs ?? 10_000,
    idleTimeoutMillis: 30_000,
  });
  // A connection lost (a restart, a failover) must not crash the process: the pool's error
  // event covers idle clients, and each client's own covers it while checked out, between
  // the queries of a transaction (PostgreSQL's 57P01 on shutdown arrives then too). The
  // query in progress fails on its own; the pool replaces the connection.
  const lost = (err: Error) =>
    options.logger?.warn({ error: logSafeError(err) }, "PostgreSQL connection lost");
  pool.on("error", lost);
  pool.on("connect", (client) => client.on("error", lost));
  try {
    const db = drizzleNodePg({ client: pool, schema });
    // drizzle's migrator takes no lock of its own: instances starting together would race
    // to create the same tables. A session advisory lock on one connection serialises them.
    const lockClient = await pool.connect();
    try {
      await lockClient.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
      await migrateNodePg(db, { migrationsFolder });
    } finally {
      await lockClient.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
      lockClient.release();
    }
    return {
      db: db as unknown as Db,
      driver: "postgres",
      ping: () => ping(db as unknown as Db),
      canWrite: () => writeProbe(db as unknown as Db),
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
      close: () => pool.end(),
    };
  } catch (error) {
    await pool.end().catch(() => {});
    throw new DatabaseUnavailableError(url, error);
  }
}

/**
 * A running server's embedded database, through the operator socket it serves in DATA_DIR
 * (operator-socket.ts): the same query builder over node-postgres. The server owns the
 * schema, so nothing is migrated from here.
 */
export async function openServerSocket(dataDir: string): Promise<Database> {
  const client = new pg.Client({
    host: path.dirname(operatorSocketPath(dataDir)),
    port: OPERATOR_SOCKET_PORT,
    // PGlite's only role and database; the socket's file mode is the authentication.
    user: "postgres",
    database: "postgres",
    // The start-up waits behind another client's transaction (5 s at most when idle).
    connectionTimeoutMillis: 30_000,
  });
  await client.connect();
  // A server stopping drops the connection: the command in progress fails with its error.
  client.on("error", () => {});
  const db = drizzleNodePg({ client, schema }) as unknown as Db;
  return {
    db,
    driver: "pglite",
    ping: () => ping(db),
    canWrite: () => writeProbe(db),
    close: () => client.end(),
  };
}

/** Why the PostgreSQL of DATABASE_URL could not be used, without its password. */
export class DatabaseUnavailableError extends Error {
  constructor(url: string, cause: unknown) {
    const { hostname, port, pathname } = new URL(url);
    const where = `${hostname}:${port || 5432}${pathname}`;
    const code = (cause as { code?: string }).code;
    const detail = (cause as Error).message || code || String(cause);
    super(`DATABASE_URL: cannot use PostgreSQL at ${where}: ${detail}${code ? ` (${code})` : ""}`, {
      cause,
    });
    this.name = "DatabaseUnavailableError";
  }
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

class ProbeRolledBack extends Error {}

/**
 * Writes a row as every submission does (a queued mail) and rolls it back: false when the
 * database refuses writes for a reason that passes (disk full, SQLSTATE 53100, or the
 * connection lost), while `select 1` still succeeds. Any other failure (a bug, a schema
 * mismatch) is not a readiness matter and counts as writable, so that it cannot take
 * every instance out of the load balancer at once.
 */
export async function writeProbe(db: Db): Promise<boolean> {
  try {
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        insert into mail_outbox (kind, to_address, subject, text_body, html_body, lead_table, lead_id)
        values ('confirm', 'readiness-probe@invalid', '', '', '', 'subscribers', gen_random_uuid())`);
      throw new ProbeRolledBack();
    });
    return true;
  } catch (error) {
    if (error instanceof ProbeRolledBack) return true;
    return !isDatabaseUnavailable(error);
  }
}
