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
