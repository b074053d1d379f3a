-- The visitor-id secrets stay out of every backup (issue 40, F6c): an unlogged table is
-- never written to the WAL, so neither WAL archives nor base backups hold it;
-- `pg_dump --no-unlogged-table-data` leaves its rows out, the embedded database's snapshot
-- leaves its data files out (server/db/backup.ts), and a restored database starts it empty
-- (a new secret is made on the first event). Drizzle cannot express UNLOGGED: the schema
-- (server/db/schema.ts) is unchanged.
ALTER TABLE "analytics_secrets" SET UNLOGGED;
