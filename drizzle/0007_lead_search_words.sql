CREATE INDEX "contact_messages_email_idx" ON "contact_messages" USING btree ("email");--> statement-breakpoint
CREATE INDEX "contact_messages_search_idx" ON "contact_messages" USING gin (to_tsvector('simple', first_name || ' ' || last_name || ' ' || translate(email, '@.+_', '    ') || ' ' || message));--> statement-breakpoint
CREATE INDEX "demo_requests_email_idx" ON "demo_requests" USING btree ("email");--> statement-breakpoint
CREATE INDEX "demo_requests_search_idx" ON "demo_requests" USING gin (to_tsvector('simple', name || ' ' || translate(email, '@.+_', '    ') || ' ' || company));