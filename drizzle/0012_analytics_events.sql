CREATE TABLE "analytics_daily" (
	"day" date NOT NULL,
	"dimension" text NOT NULL,
	"key" text NOT NULL,
	"events" integer NOT NULL,
	"visitors" integer NOT NULL,
	"p75" double precision,
	"good" integer,
	"needs_improvement" integer,
	"poor" integer,
	CONSTRAINT "analytics_daily_day_dimension_key_pk" PRIMARY KEY("day","dimension","key")
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"path" text NOT NULL,
	"visitor" text NOT NULL,
	"referrer_host" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"utm_content" text,
	"utm_term" text,
	"device" text,
	"viewport" text,
	"vital_name" text,
	"vital_value" double precision,
	"vital_rating" text,
	"vital_element" text,
	"goal" text,
	CONSTRAINT "analytics_events_kind_check" CHECK ("analytics_events"."kind" in ('pageview', 'vital', 'goal'))
);
--> statement-breakpoint
CREATE TABLE "analytics_secrets" (
	"day" date PRIMARY KEY NOT NULL,
	"secret" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "analytics_events_at_idx" ON "analytics_events" USING btree ("at");