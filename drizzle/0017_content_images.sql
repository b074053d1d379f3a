CREATE TABLE "content_image_variants" (
	"image_id" text NOT NULL,
	"width" integer NOT NULL,
	"format" text NOT NULL,
	"height" integer NOT NULL,
	"etag" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "content_image_variants_image_id_width_format_pk" PRIMARY KEY("image_id","width","format"),
	CONSTRAINT "content_image_variants_format_check" CHECK ("content_image_variants"."format" in ('avif', 'webp', 'jpg'))
);
--> statement-breakpoint
CREATE TABLE "content_images" (
	"id" text PRIMARY KEY NOT NULL,
	"sha256" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"source_format" text NOT NULL,
	"source_bytes" integer NOT NULL,
	"alt" text NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_images_sha256_unique" UNIQUE("sha256")
);
--> statement-breakpoint
ALTER TABLE "content_image_variants" ADD CONSTRAINT "content_image_variants_image_id_content_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."content_images"("id") ON DELETE cascade ON UPDATE no action;