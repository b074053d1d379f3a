import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { migrationsFolder } from "#server/db/database.ts";
import { describe, expect, it } from "vitest";
import { storages, useHarness } from "./support/harness.ts";

// Issue 29: 0006 creates pg_trgm, which nothing has used since 0008; 0009 drops it again.
describe.each(storages)("migrations on $name", ({ kind }) => {
  const h = useHarness(kind);

  const trigramExtension = async () =>
    (
      (await h.db.execute(sql`select extname from pg_extension where extname = 'pg_trgm'`)) as {
        rows: unknown[];
      }
    ).rows;

  it("leave no pg_trgm extension behind", async () => {
    expect(await trigramExtension()).toEqual([]);
  });

  it("0009 drops it from a database migrated up to 0008", async () => {
    // Such a database has pg_trgm from 0006; 0009's own SQL, as the migrator runs it.
    await h.db.execute(sql`create extension if not exists pg_trgm`);
    const file = path.join(migrationsFolder, "0009_drop_pg_trgm.sql");
    await h.db.execute(sql.raw(await readFile(file, "utf8")));
    expect(await trigramExtension()).toEqual([]);
  });
});

// Issue 44: migrations follow expand-then-contract (docs/operations.md, "Migrations"), so
// that during a rolling deploy the instance still on the previous release works on the
// schema the new one migrated to. drizzle-kit writes the schema after every migration into
// drizzle/meta: the previous release's schema is there, without git history.
interface Snapshot {
  tables: Record<
    string,
    { columns: Record<string, { type: string; notNull: boolean; default?: unknown }> }
  >;
}
const journal = JSON.parse(
  readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8"),
) as { entries: { idx: number; tag: string }[] };
const snapshot = (idx: number) =>
  JSON.parse(
    readFileSync(
      path.join(migrationsFolder, `meta/${String(idx).padStart(4, "0")}_snapshot.json`),
      "utf8",
    ),
  ) as Snapshot;
const migrationSql = (tag: string) =>
  readFileSync(path.join(migrationsFolder, `${tag}.sql`), "utf8");

/**
 * A contract step (dropping what the previous release no longer uses) says so in its first
 * line, `-- contract: …`, naming the release since which nothing uses what it removes.
 */
const isContract = (tag: string) => /^-- contract: \S/.test(migrationSql(tag));

/**
 * Written before the rule: 0011 replaced staff_accounts.role by roles in one step (an
 * instance still on 0010's code could not read or write staff accounts meanwhile).
 */
const GRANDFATHERED: Record<string, string[]> = {
  "0011_staff_roles": [
    "staff_accounts.role: dropped",
    "staff_accounts.roles: new, NOT NULL without a default",
    "DROP COLUMN",
    "SET NOT NULL",
  ],
};

/** What in `next` would break code written for `previous`. */
function breakingChanges(previous: Snapshot, next: Snapshot): string[] {
  const found: string[] = [];
  for (const [tableKey, table] of Object.entries(previous.tables)) {
    const name = tableKey.replace(/^public\./, "");
    const now = next.tables[tableKey];
    if (!now) {
      found.push(`${name}: table dropped`);
      continue;
    }
    for (const [column, was] of Object.entries(table.columns)) {
      const is = now.columns[column];
      if (!is) found.push(`${name}.${column}: dropped`);
      else if (is.type !== was.type) found.push(`${name}.${column}: ${was.type} → ${is.type}`);
      else if (is.notNull && !was.notNull && is.default === undefined)
        found.push(`${name}.${column}: made NOT NULL`);
    }
    for (const [column, is] of Object.entries(now.columns)) {
      if (!table.columns[column] && is.notNull && is.default === undefined)
        found.push(`${name}.${column}: new, NOT NULL without a default`);
    }
  }
  return found;
}

/** Statements the snapshots may not show (hand-written SQL) that break the previous code. */
const CONTRACT_SQL: [string, RegExp][] = [
  ["RENAME", /\brename\b/i],
  ["DROP COLUMN", /\bdrop\s+column\b/i],
  ["DROP TABLE", /\bdrop\s+table\b/i],
  ["ALTER TYPE", /\balter\s+column\s+\S+\s+(set\s+data\s+)?type\b/i],
  ["SET NOT NULL", /\bset\s+not\s+null\b/i],
];
const contractStatements = (tag: string) =>
  CONTRACT_SQL.filter(([, pattern]) =>
    migrationSql(tag)
      .split("--> statement-breakpoint")
      .map((statement) => statement.replace(/--.*$/gm, ""))
      .some((statement) => pattern.test(statement)),
  ).map(([name]) => name);

describe("migrations follow expand-then-contract", () => {
  it("no migration breaks the previous release's code, unless marked as a contract step", () => {
    const breaking: Record<string, string[]> = {};
    for (const { idx, tag } of journal.entries.slice(1)) {
      if (isContract(tag)) continue;
      const found = [
        ...breakingChanges(snapshot(idx - 1), snapshot(idx)),
        ...contractStatements(tag),
      ];
      if (found.length > 0) breaking[tag] = found;
    }
    expect(breaking).toEqual(GRANDFATHERED);
  });

  it("sees a column dropped, renamed, retyped or added NOT NULL without a default", () => {
    const before: Snapshot = {
      tables: {
        "public.leads": {
          columns: {
            id: { type: "uuid", notNull: true },
            email: { type: "text", notNull: true },
            note: { type: "text", notNull: false },
            score: { type: "integer", notNull: false },
          },
        },
      },
    };
    const after: Snapshot = {
      tables: {
        "public.leads": {
          columns: {
            id: { type: "uuid", notNull: true },
            email_address: { type: "text", notNull: true },
            note: { type: "text", notNull: true },
            score: { type: "bigint", notNull: false },
            added: { type: "text", notNull: false, default: "''" },
          },
        },
      },
    };
    expect(breakingChanges(before, after)).toEqual([
      "leads.email: dropped",
      "leads.note: made NOT NULL",
      "leads.score: integer → bigint",
      "leads.email_address: new, NOT NULL without a default",
    ]);
    expect(breakingChanges(before, { tables: {} })).toEqual(["leads: table dropped"]);
  });
});

describe.each(storages)("the migrated schema on $name", ({ kind }) => {
  const h = useHarness(kind);

  it("still has every table and column of the previous release's schema, and takes its inserts", async () => {
    const previous = snapshot(journal.entries.at(-2)!.idx);
    const result = (await h.db.execute(sql`select c.relname as "table", a.attname as "column",
        format_type(a.atttypid, a.atttypmod) as type, a.attnotnull as "notNull",
        a.atthasdef as "hasDefault"
      from pg_attribute a join pg_class c on c.oid = a.attrelid
        join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped`)) as {
      rows: {
        table: string;
        column: string;
        type: string;
        notNull: boolean;
        hasDefault: boolean;
      }[];
    };
    const live = new Map(result.rows.map((r) => [`${r.table}.${r.column}`, r]));
    const problems: string[] = [];
    const previousColumns = new Set<string>();
    for (const [tableKey, table] of Object.entries(previous.tables)) {
      for (const [column, was] of Object.entries(table.columns)) {
        const key = `${tableKey.replace(/^public\./, "")}.${column}`;
        previousColumns.add(key);
        const is = live.get(key);
        const type = was.type.replace(/^varchar/, "character varying");
        if (!is) problems.push(`${key}: missing`);
        else if (is.type !== type) problems.push(`${key}: ${type} → ${is.type}`);
      }
    }
    // The previous release's inserts do not name the columns added since.
    for (const [key, is] of live) {
      const table = key.split(".")[0]!;
      if (
        previous.tables[`public.${table}`] &&
        !previousColumns.has(key) &&
        is.notNull &&
        !is.hasDefault
      )
        problems.push(`${key}: new, NOT NULL without a default`);
    }
    expect(problems).toEqual([]);
  });
});
