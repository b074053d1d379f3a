-- The staff inbox search is a case-insensitive substring (ILIKE '%…%') over names, e-mail
-- addresses, companies and messages. Without an index it reads every lead (28 s at a
-- million); trigram GIN indexes answer ILIKE directly. PGlite loads the extension's code
-- itself (server/db/database.ts); PostgreSQL needs the contrib package (Debian ships it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contact_messages_name_trgm_idx" ON "contact_messages" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contact_messages_email_trgm_idx" ON "contact_messages" USING gin ("email" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contact_messages_message_trgm_idx" ON "contact_messages" USING gin ("message" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "demo_requests_name_trgm_idx" ON "demo_requests" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "demo_requests_email_trgm_idx" ON "demo_requests" USING gin ("email" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "demo_requests_company_trgm_idx" ON "demo_requests" USING gin ("company" gin_trgm_ops);
