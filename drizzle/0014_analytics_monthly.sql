CREATE TABLE "analytics_monthly" (
	"month" date NOT NULL,
	"dimension" text NOT NULL,
	"key" text NOT NULL,
	"events" integer NOT NULL,
	"visitors" integer NOT NULL,
	"p75" double precision,
	"good" integer,
	"needs_improvement" integer,
	"poor" integer,
	CONSTRAINT "analytics_monthly_month_dimension_key_pk" PRIMARY KEY("month","dimension","key"),
	CONSTRAINT "analytics_monthly_first_day_check" CHECK (extract(day from "analytics_monthly"."month") = 1)
);
--> statement-breakpoint
CREATE INDEX "analytics_daily_dimension_day_idx" ON "analytics_daily" USING btree ("dimension","day");--> statement-breakpoint
-- The months of the days already rolled up (the day's rollup keeps them current from now on).
INSERT INTO "analytics_monthly" ("month", "dimension", "key", "events", "visitors", "p75", "good", "needs_improvement", "poor")
SELECT date_trunc('month', "day")::date, "dimension", "key", sum("events"), sum("visitors"),
  sum("p75" * "events") / nullif(sum("events") FILTER (WHERE "p75" IS NOT NULL), 0),
  sum("good"), sum("needs_improvement"), sum("poor")
FROM "analytics_daily"
GROUP BY 1, 2, 3;
