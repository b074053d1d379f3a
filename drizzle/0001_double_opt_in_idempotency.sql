CREATE TABLE "idempotency_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"status" integer NOT NULL,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscribers" DROP CONSTRAINT "subscribers_status_check";--> statement-breakpoint
ALTER TABLE "subscribers" ALTER COLUMN "status" SET DEFAULT 'pending';--> statement-breakpoint
ALTER TABLE "subscribers" ALTER COLUMN "consented_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "subscribers" ALTER COLUMN "consented_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "confirm_token" text;--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "confirm_sent_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_at_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "subscribers" ADD CONSTRAINT "subscribers_confirm_token_unique" UNIQUE("confirm_token");--> statement-breakpoint
ALTER TABLE "subscribers" ADD CONSTRAINT "subscribers_status_check" CHECK ("subscribers"."status" in ('pending', 'active', 'unsubscribed'));