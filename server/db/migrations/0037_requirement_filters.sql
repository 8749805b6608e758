ALTER TABLE "projects" ADD COLUMN "requires_classification" boolean;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "requires_definitive_guarantee" boolean;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "price_weight" double precision;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "automatic_weight" double precision;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "value_judgement_weight" double precision;--> statement-breakpoint
-- The tenders stored before: a worker fills their columns from `data` in batches after start
-- (server/ingest/import/backfill-requirement-columns.ts: the criteria split and the eligibility facts are TypeScript),
-- taking each id off this list as it goes.
CREATE TABLE "requirement_columns_pending" ("project_id" integer PRIMARY KEY NOT NULL);--> statement-breakpoint
INSERT INTO "requirement_columns_pending" ("project_id") SELECT "id" FROM "projects";
