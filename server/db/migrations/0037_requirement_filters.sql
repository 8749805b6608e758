ALTER TABLE "projects" ADD COLUMN "requires_classification" boolean;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "requires_definitive_guarantee" boolean;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "price_weight" double precision;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "automatic_weight" double precision;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "value_judgement_weight" double precision;--> statement-breakpoint
-- The tenders stored before: a worker fills their columns from `data` in batches after start
-- (server/ingest/import/backfill-requirement-figures.ts: the criteria split is TypeScript),
-- taking each id off this list as it goes.
CREATE TABLE "requirement_figures_pending" ("project_id" integer PRIMARY KEY NOT NULL);--> statement-breakpoint
INSERT INTO "requirement_figures_pending" ("project_id") SELECT "id" FROM "projects";
