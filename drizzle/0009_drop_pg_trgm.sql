-- Nothing has used pg_trgm since 0008 dropped its trigram indexes, yet 0006 still creates
-- it on every new database (an applied migration is never edited). Dropped here, without
-- CASCADE: should anything else in the database have come to depend on it, the migration
-- stops with PostgreSQL's error instead of removing that object.
DROP EXTENSION IF EXISTS pg_trgm;
