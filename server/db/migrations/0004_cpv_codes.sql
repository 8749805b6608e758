CREATE TABLE "cpv_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"check_digit" integer NOT NULL,
	"label" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "cpv_codes_label_trgm_idx" ON "cpv_codes" USING gin (unaccent_immutable("label") gin_trgm_ops);