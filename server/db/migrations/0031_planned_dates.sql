ALTER TABLE "projects" ADD COLUMN "planned_start_date" date;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "planned_end_date" date;--> statement-breakpoint
-- The importer only ever stored valid ISO dates under these keys.
UPDATE "projects" SET "planned_start_date" = ("data"->>'plannedStartDate')::date,
  "planned_end_date" = ("data"->>'plannedEndDate')::date
  WHERE "data"->>'plannedStartDate' IS NOT NULL OR "data"->>'plannedEndDate' IS NOT NULL;
