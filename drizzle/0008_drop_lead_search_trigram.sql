-- The inbox search moved to whole addresses (B-tree) and word prefixes (full-text GIN,
-- 0007_lead_search_words): the trigram indexes of 0006 are no longer read by any query,
-- yet every new lead paid for six of them. The pg_trgm extension stays: 0006 creates it on
-- every new database anyway, and nothing uses it any more.
DROP INDEX IF EXISTS "contact_messages_name_trgm_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "contact_messages_email_trgm_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "contact_messages_message_trgm_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "demo_requests_name_trgm_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "demo_requests_email_trgm_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "demo_requests_company_trgm_idx";
