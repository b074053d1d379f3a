import { randomUUID } from "node:crypto";
import { cp, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import pg from "pg";
import { pino } from "pino";
import { afterAll, beforeAll, beforeEach, inject } from "vitest";
import type { SubmissionMeta } from "#app/lib/forms/lead-service.ts";
import { loadConfig, type Config } from "#server/config.ts";
import type { StaffActor } from "#server/content/versions.server.ts";
import type { Db } from "#server/db/database.ts";
import { staffAccounts, type StaffRole } from "#server/db/schema.ts";
import { createBackend, type BackendOptions, type Backend } from "#server/backend.ts";
import type { Logger } from "#server/logger.ts";

export type StorageKind = "pglite" | "postgres";

/** The storage variants every storage suite runs against. */
export const storages: { name: string; kind: StorageKind }[] = [
  { name: "PGlite", kind: "pglite" },
  { name: "PostgreSQL", kind: "postgres" },
];

export interface Harness {
  config: Config;
  backend: Backend;
  db: Db;
  dataDir: string;
  /** Every log line written, parsed. */
  logs: Record<string, unknown>[];
  /** Empties every table between tests. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

export function memoryLogger(): { logger: Logger; logs: Record<string, unknown>[] } {
  const logs: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString("utf8").split("\n")) {
        if (line.trim()) logs.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  return { logger: pino({ level: "info" }, stream), logs };
}

let databases = 0;

/** A fresh database of its own on the test cluster. */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const baseUrl = inject("postgresUrl");
  const name = `test_${process.pid}_${Date.now()}_${databases++}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}

/** A temp DATA_DIR holding a copy of the migrated template database. */
export async function seedDataDir(): Promise<string> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "nkabom-leads-"));
  await cp(inject("pgliteTemplate"), path.join(dataDir, "db"), { recursive: true });
  return dataDir;
}

export async function startHarness(
  kind: StorageKind,
  env: Record<string, string> = {},
  options: BackendOptions = {},
): Promise<Harness> {
  const dataDir = await seedDataDir();
  const database = kind === "postgres" ? await createPostgresDatabase() : null;
  const config = loadConfig({
    DATA_DIR: dataDir,
    IP_HASH_SALT: "test-salt",
    OUTBOX_INTERVAL_MS: "600000",
    MIN_FILL_MS: "2000",
    RATE_LIMIT_MAX: "5",
    // Windows are aligned to the clock: with a day's window no test straddles the end of one
    // and sees its count start again (a one-minute window made a rate-limit test fail once).
    RATE_LIMIT_WINDOW_SECONDS: "86400",
    BLOCK_LIST: "spammer@blocked-address.test, blocked-domain.test",
    TEAM_INBOX: "team@nkabompay.test",
    SITE_URL: "https://site.test",
    ...(database ? { DATABASE_URL: database.url } : {}),
    ...env,
  });
  const { logger, logs } = memoryLogger();
  const backend = await createBackend(config, logger, { startWorker: false, ...options });
  const db = backend.database.db;
  return {
    config,
    backend,
    db,
    dataDir,
    logs,
    async reset() {
      await db.execute(
        sql.raw(
          "truncate subscribers, contact_messages, demo_requests, mail_outbox, rate_limits, idempotency_keys, used_form_tokens",
        ),
      );
    },
    async close() {
      await backend.close();
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The harness of the calling suite (a file or a `describe`): started before its tests (`env`
 * read then, so it may name what an earlier `beforeAll` started), closed after them and, with
 * `resetEach`, its tables emptied before each test. The object is filled in by `beforeAll`.
 */
export function useHarness(
  kind: StorageKind,
  env: Record<string, string> | (() => Record<string, string>) = {},
  { resetEach = false, ...options }: BackendOptions & { resetEach?: boolean } = {},
): Harness {
  const harness = {} as Harness;
  beforeAll(async () => {
    Object.assign(
      harness,
      await startHarness(kind, typeof env === "function" ? env() : env, options),
    );
  });
  if (resetEach) beforeEach(() => harness.reset());
  afterAll(async () => {
    if ("close" in harness) await harness.close();
  });
  return harness;
}

let ipCounter = 0;

/** A visitor with an address of its own, so tests do not share rate-limit counters. */
export function visitor(extra: Partial<SubmissionMeta> = {}): SubmissionMeta {
  ipCounter++;
  return {
    ip: `203.0.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}-${process.pid}`,
    userAgent: "vitest",
    ...extra,
  };
}

/** Counts rows of a table. */
export async function count(db: Db, table: string): Promise<number> {
  const result = (await db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as {
    rows: { n: number }[];
  };
  return result.rows[0]!.n;
}

/** A `startedAt` long enough ago to pass the minimum fill time. */
export const humanStart = () => Date.now() - 60_000;

export const validContact = {
  firstName: "Ama",
  lastName: "Mensah",
  email: "ama.mensah@example.com",
  phone: "+233 55 123 4567",
  message: "Please call me about collections.",
  agreeToPolicy: true,
};

export const validDemo = {
  formData: {
    name: "Kwame Boateng",
    email: "kwame@rural-bank.example",
    phone: "020 111 2222",
    company: "Rural Bank",
    jobTitle: "IT Manager",
    industry: "Finance",
  },
  product: "banking",
};

/** A staff account straight in the table (no invitation, no passkey), as content's author. */
export async function staffActor(db: Db, email: string, roles: StaffRole[]): Promise<StaffActor> {
  const [row] = await db
    .insert(staffAccounts)
    .values({ email, roles, webauthnUserId: randomUUID() })
    .returning();
  return { id: row!.id, email: row!.email };
}
