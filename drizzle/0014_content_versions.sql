CREATE TABLE "content_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"entry_id" text NOT NULL,
	"version" integer NOT NULL,
	"data" json NOT NULL,
	"state" text NOT NULL,
	"based_on" integer NOT NULL,
	"restored_from" integer,
	"author_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewer_id" uuid,
	"review_comment" text,
	"reviewed_at" timestamp with time zone,
	"published_by" uuid,
	"published_at" timestamp with time zone,
	CONSTRAINT "content_versions_entry_version_key" UNIQUE("type","entry_id","version"),
	CONSTRAINT "content_versions_state_check" CHECK (state in ('draft', 'in_review', 'approved', 'rejected', 'published', 'superseded', 'replaced')),
	CONSTRAINT "content_versions_version_check" CHECK ("content_versions"."version" > 0)
);
--> statement-breakpoint
ALTER TABLE "content_versions" ADD CONSTRAINT "content_versions_author_id_staff_accounts_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_versions" ADD CONSTRAINT "content_versions_reviewer_id_staff_accounts_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_versions" ADD CONSTRAINT "content_versions_published_by_staff_accounts_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_versions_one_published_idx" ON "content_versions" USING btree ("type","entry_id") WHERE state = 'published';--> statement-breakpoint
CREATE UNIQUE INDEX "content_versions_one_open_idx" ON "content_versions" USING btree ("type","entry_id") WHERE state in ('draft', 'in_review', 'approved');--> statement-breakpoint
CREATE INDEX "content_versions_published_at_idx" ON "content_versions" USING btree ("published_at");