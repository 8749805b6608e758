ALTER TABLE "projects" ADD COLUMN "requires_classification" boolean;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "requires_definitive_guarantee" boolean;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "price_weight" double precision;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "automatic_weight" double precision;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "value_judgement_weight" double precision;--> statement-breakpoint
-- The tenders stored before: a worker fills their columns from `data` after start, a batch of ids
-- at a time (server/ingest/import/backfill-requirement-columns.ts: the criteria split and the
-- eligibility facts are TypeScript), moving this cursor past each batch. Listing their ids here
-- instead kept every read of a tender waiting on the lock the new columns take, for as long as the
-- list took to write: 0.4 s on 54,000 tenders, half a minute on the whole history.
CREATE TABLE "requirement_backfill" ("after_id" integer NOT NULL);--> statement-breakpoint
INSERT INTO "requirement_backfill" ("after_id") SELECT 0 WHERE EXISTS (SELECT 1 FROM "projects");
